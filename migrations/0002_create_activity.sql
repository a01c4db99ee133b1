-- Notifications and the two logs of spec §3/§4: page views reported by the browser and
-- every API request (no bodies, passwords or tokens).

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sender_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  type TEXT NOT NULL,                                    -- e.g. member_request_accept, feed
  content TEXT NOT NULL,
  link TEXT,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_user_type_created ON notifications (user_id, type, created_at DESC);

CREATE TABLE page_logs (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  ip TEXT,
  pathname TEXT NOT NULL,
  loading_time INTEGER NOT NULL,
  time_spant INTEGER NOT NULL,                           -- spelt so in the API (spec §3)
  created_at INTEGER NOT NULL
);
CREATE INDEX page_logs_created ON page_logs (created_at DESC);
CREATE INDEX page_logs_user ON page_logs (user_id, created_at DESC);

CREATE TABLE api_logs (
  id TEXT PRIMARY KEY,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  user_id TEXT,
  ip TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX api_logs_created ON api_logs (created_at DESC);
