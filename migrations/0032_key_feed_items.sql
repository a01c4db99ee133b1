-- The feed's producers (issue 15 §1, docs/decisions/0830-feed.md). A feed item carries a key
-- saying what it is about, e.g. 'update:<member>:<day>', 'digest:<day>', 'plan:<request>'. The
-- unique index makes "at most one item per member per day", "one digest a day" and "one plan
-- reminder per term" a property of the table: a second write of the same key (a second
-- change the same day, a second run of the daily job) is ignored (ON CONFLICT DO NOTHING),
-- even when two requests race. Other notifications have no key.
ALTER TABLE notifications ADD COLUMN feed_key TEXT;
CREATE UNIQUE INDEX notifications_feed_key ON notifications (user_id, feed_key) WHERE feed_key IS NOT NULL;

-- The daily plan reminder finds the terms ending soon without walking every request.
CREATE INDEX upgrade_requests_expiring ON upgrade_requests (expires_at) WHERE status = 'approved' AND expires_at IS NOT NULL;
