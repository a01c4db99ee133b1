-- Sign-in throttling keys on (account, address) and on address, never on an account alone,
-- so nobody can lock someone else out (decision 0008). The account column also measures
-- guessing spread over many addresses, which slows answers down but never refuses them.
-- The rows of the old table only lived 15 minutes: nothing worth carrying over.
DROP TABLE login_failures;
CREATE TABLE sign_in_failures (
  account TEXT NOT NULL,                                 -- the e-mail tried, lower-cased (known or not)
  address TEXT NOT NULL,                                 -- the caller's address, '' when unknown
  at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_pair ON sign_in_failures (account, address, at);
CREATE INDEX sign_in_failures_address ON sign_in_failures (address, at);

-- An administrator acting as a member: the admin's own session, which the member session
-- lives no longer than (decision 0010). NULL on an impersonation means it has ended.
ALTER TABLE sessions ADD COLUMN admin_session_id TEXT REFERENCES sessions (id) ON DELETE SET NULL;
