-- Mail anyone may ask for without signing in (reset and verification links, the "someone tried
-- to register" notice) is limited per address mailed and per caller (issue 20 §1.3, decision
-- 0850). Workers share no memory, so every ask is a row; the limit is one guarded INSERT.
CREATE TABLE mail_sends (
  target TEXT NOT NULL,                                  -- SHA-256 (hex) of the address mailed, lower-cased
  caller TEXT,                                           -- the caller's address ('' when unknown); NULL: a sign-up's own first link, not counted per caller
  at INTEGER NOT NULL,
  sent INTEGER NOT NULL                                  -- 1: within the limits (mailed if the address may have it), 0: held back
);
CREATE INDEX mail_sends_target ON mail_sends (target, at);
CREATE INDEX mail_sends_caller ON mail_sends (caller, at);
CREATE INDEX mail_sends_at ON mail_sends (at);
