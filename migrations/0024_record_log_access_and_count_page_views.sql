-- The User Logs screen (issue 11 §1, spec §2/§4/§6, docs/decisions/0810).
--
-- Why an administrator looked at or deleted logs (spec §5 'Record Log': 'Accessed For').
-- Any administrator but the main one must have written one in the last few minutes before
-- the server deletes page views or API logs (worker/admin/logs/reason.ts).
CREATE TABLE log_access_records (
  id TEXT PRIMARY KEY,
  admin_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  admin_email TEXT NOT NULL,                              -- kept if the account goes
  accessed_for TEXT NOT NULL,                             -- the reason, as typed
  content TEXT NOT NULL,                                  -- what was about to be done
  created_at INTEGER NOT NULL
);
CREATE INDEX log_access_records_created ON log_access_records (created_at DESC, id);
CREATE INDEX log_access_records_admin_created ON log_access_records (admin_id, created_at DESC);

-- Page views per account (user_id '' for visitors who were not signed in) with the account's
-- name, kept by triggers whoever writes page_logs or renames an account (a deleted member
-- becomes 'Deleted member'). Counting ten million views took far longer than the screen's
-- 50 ms budget; the total is a sum over these, and a name search is one range of this index:
-- the matched accounts and their views, without reading users or page_logs (decision 0810).
CREATE TABLE page_log_counts (
  user_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  views INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX page_log_counts_name ON page_log_counts (name COLLATE NOCASE, views, user_id);
INSERT INTO page_log_counts (user_id, name, views)
  SELECT coalesce(p.user_id, ''), coalesce(u.name, ''), count(*) FROM page_logs p LEFT JOIN users u ON u.id = p.user_id GROUP BY coalesce(p.user_id, '');

-- All page views, in one row: the unfiltered total without summing every account's count.
CREATE TABLE page_log_total (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  views INTEGER NOT NULL
);
INSERT INTO page_log_total (id, views) SELECT 1, count(*) FROM page_logs;

CREATE TRIGGER page_log_counts_insert AFTER INSERT ON page_logs
BEGIN
  UPDATE page_log_total SET views = views + 1 WHERE id = 1;
  INSERT INTO page_log_counts (user_id, name, views)
    VALUES (coalesce(new.user_id, ''), coalesce((SELECT name FROM users WHERE id = new.user_id), ''), 1)
    ON CONFLICT (user_id) DO UPDATE SET views = views + 1;
END;

CREATE TRIGGER page_log_counts_delete AFTER DELETE ON page_logs
BEGIN
  UPDATE page_log_total SET views = views - 1 WHERE id = 1;
  UPDATE page_log_counts SET views = views - 1 WHERE user_id = coalesce(old.user_id, '');
END;

-- An account's row removed outright sets user_id to NULL (ON DELETE SET NULL): the views move.
CREATE TRIGGER page_log_counts_update AFTER UPDATE OF user_id ON page_logs
WHEN old.user_id IS NOT new.user_id
BEGIN
  UPDATE page_log_counts SET views = views - 1 WHERE user_id = coalesce(old.user_id, '');
  INSERT INTO page_log_counts (user_id, name, views)
    VALUES (coalesce(new.user_id, ''), coalesce((SELECT name FROM users WHERE id = new.user_id), ''), 1)
    ON CONFLICT (user_id) DO UPDATE SET views = views + 1;
END;

CREATE TRIGGER page_log_counts_rename AFTER UPDATE OF name ON users
WHEN old.name IS NOT new.name
BEGIN
  UPDATE page_log_counts SET name = new.name WHERE user_id = new.id;
END;

-- The list, newest first with the id as tie-breaker, walked by time and checked against the
-- matched accounts without reading the table (user_id in the index); or read per account
-- when few views match. Both replace 0002's indexes, which they also serve (pruning by time).
DROP INDEX page_logs_created;
CREATE INDEX page_logs_created_id_user ON page_logs (created_at, id, user_id);
DROP INDEX page_logs_user;
CREATE INDEX page_logs_user_created_id ON page_logs (user_id, created_at, id);
