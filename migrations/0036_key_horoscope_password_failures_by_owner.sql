-- Wrong horoscope passwords counted per owner across viewers too (issue 20 §1.11, decision
-- 0857), so a second account does not get a fresh budget. Rows written before this have no
-- owner and leave the 15-minute window on their own.
ALTER TABLE horoscope_password_failures ADD COLUMN owner_id TEXT;
CREATE INDEX horoscope_password_failures_owner_at ON horoscope_password_failures (owner_id, at);
