-- Visitor queries answered from the back office (issue 11, docs/decisions/0812-visitor-queries.md).
--
-- The statuses become the ones administrators work with: 'open' (nobody has answered yet),
-- 'answered' (a reply went to the visitor by e-mail) and 'closed' (nothing more to do, with or
-- without a reply). SQLite cannot change a CHECK constraint in place, so the table is built
-- again and the rows copied: 'new' and 'in_progress' were both waiting for an answer (open),
-- 'resolved' was done (closed). The reply sent, when and by whom, sit next to the internal note.
CREATE TABLE visitor_queries_next (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL, -- when sent by a signed-in member
  ip TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  admin_note TEXT,                                       -- internal: the visitor never reads it
  reply TEXT,                                            -- the last reply e-mailed to the visitor
  replied_at INTEGER,
  replied_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
INSERT INTO visitor_queries_next (id, name, email, phone, subject, message, user_id, ip, status, admin_note, created_at, updated_at)
SELECT id, name, email, phone, subject, message, user_id, ip,
       CASE status WHEN 'resolved' THEN 'closed' ELSE 'open' END,
       admin_note, created_at, updated_at
FROM visitor_queries;
DROP TABLE visitor_queries;
ALTER TABLE visitor_queries_next RENAME TO visitor_queries;
CREATE INDEX visitor_queries_created ON visitor_queries (created_at DESC);
CREATE INDEX visitor_queries_status ON visitor_queries (status, created_at DESC);
CREATE INDEX visitor_queries_ip ON visitor_queries (ip, created_at);

-- The page data carries the newest ads of each position (worker/reference/load.ts).
CREATE INDEX ads_position ON ads (position, created_at DESC);
