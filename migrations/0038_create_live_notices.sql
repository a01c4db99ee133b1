-- Live notices that cross Node processes (issue 20 §2.2, docs/decisions/0866). A Node process
-- tells its own members' pages at once; what it tells them besides new messages (delivered and
-- read marks, letters, closed conversations) it also writes here, and every other process
-- follows this table by id and tells its own pages. New messages need no row: the followers
-- read them from `messages` itself. `origin` is the writing process, so it skips its own rows.
-- Rows are notices, not truth (pages catch up from the API): they are kept a few minutes.
-- Times are UTC epoch milliseconds.
CREATE TABLE live_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  event TEXT NOT NULL, -- the LiveEvent (contract/messaging.ts) as JSON
  origin TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- Pruning by age.
CREATE INDEX live_notices_created ON live_notices (created_at);
