-- The back office's API log screen (issue 11 §2, docs/decisions/0811): each filter that
-- narrows the log a lot has an index that also gives the newest-first order, so a page is
-- one index range however long the log is. The method has none: GET and POST are most of
-- the log, so its filter walks the time index like the unfiltered list, and every index
-- more is one more write per recorded request.
CREATE INDEX api_logs_user_created ON api_logs (user_id, created_at);
CREATE INDEX api_logs_status_created ON api_logs (status, created_at);
-- Path prefixes are ranges (path >= '/api/admin/' AND path < '/api/admin/' || max).
CREATE INDEX api_logs_path_created ON api_logs (path, created_at);
