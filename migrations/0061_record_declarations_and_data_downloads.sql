-- Issue 24 "Duties of the site". `declared_at`: when the member declared, at registration, that
-- the profile is for marriage, for themselves or the relative named in "Profile Created for",
-- and that they are of age (docs/decisions/0961); null for accounts made before the declaration.
-- `data_downloaded_at`: when the member last downloaded their data (GET /user/myData, decision
-- 0962), for its once-an-hour limit.
ALTER TABLE users ADD COLUMN declared_at INTEGER;
ALTER TABLE users ADD COLUMN data_downloaded_at INTEGER;
