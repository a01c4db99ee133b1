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

-- Page views per member (user_id '' for visitors who were not signed in), kept by triggers
-- whoever writes page_logs: counting ten million views took far longer than the screen's
-- 50 ms budget, so the list's total (all, or the members a name matches) is a sum over these.
CREATE TABLE page_log_counts (
  user_id TEXT PRIMARY KEY,
  views INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO page_log_counts (user_id, views) SELECT coalesce(user_id, ''), count(*) FROM page_logs GROUP BY coalesce(user_id, '');

CREATE TRIGGER page_log_counts_insert AFTER INSERT ON page_logs
BEGIN
  INSERT INTO page_log_counts (user_id, views) VALUES (coalesce(new.user_id, ''), 1)
    ON CONFLICT (user_id) DO UPDATE SET views = views + 1;
END;

CREATE TRIGGER page_log_counts_delete AFTER DELETE ON page_logs
BEGIN
  UPDATE page_log_counts SET views = views - 1 WHERE user_id = coalesce(old.user_id, '');
END;

-- A member's row removed outright sets user_id to NULL (ON DELETE SET NULL): the views move.
CREATE TRIGGER page_log_counts_update AFTER UPDATE OF user_id ON page_logs
WHEN old.user_id IS NOT new.user_id
BEGIN
  UPDATE page_log_counts SET views = views - 1 WHERE user_id = coalesce(old.user_id, '');
  INSERT INTO page_log_counts (user_id, views) VALUES (coalesce(new.user_id, ''), 1)
    ON CONFLICT (user_id) DO UPDATE SET views = views + 1;
END;
