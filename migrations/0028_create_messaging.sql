-- Messaging: chat and the Inbox (issue 12, docs/decisions/0580–0584). Times are UTC epoch ms.
--
-- One row per pair of members who have chatted (user_a < user_b), carrying what the chat list
-- shows so that `GET /user/getChatUsers` reads one indexed row per conversation instead of
-- scanning messages: the last message and each side's unread count. The send that inserts a
-- message rewrites these in the same atomic batch.
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_a TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_b TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opened_by TEXT NOT NULL,
  last_message_id INTEGER,
  last_message_at INTEGER,
  unread_a INTEGER NOT NULL DEFAULT 0, -- messages to user_a that user_a has not read
  unread_b INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK (user_a < user_b),
  UNIQUE (user_a, user_b)
);
CREATE INDEX conversations_a ON conversations (user_a, last_message_at DESC);
CREATE INDEX conversations_b ON conversations (user_b, last_message_at DESC);

-- Chat messages. The id grows (AUTOINCREMENT never reuses one), so it orders a conversation
-- and is the page's catch-up cursor (decision 0581). client_id, chosen by the page for each
-- send, makes a retry answer the stored message instead of storing it twice.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  from_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  client_id TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  delivered_at INTEGER,
  read_at INTEGER
);
CREATE UNIQUE INDEX messages_client ON messages (from_user_id, client_id);
CREATE INDEX messages_thread ON messages (conversation_id, id);
-- The throttle counts a sender's messages in the last minute and the last 24 hours.
CREATE INDEX messages_sent ON messages (from_user_id, sent_at);
CREATE INDEX messages_unread ON messages (to_user_id, conversation_id) WHERE read_at IS NULL;

-- Personal letters (the Inbox). Each side deletes from its own box only; the row goes when
-- both have, or with either account.
CREATE TABLE letters (
  id TEXT PRIMARY KEY,
  from_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  read_at INTEGER,
  deleted_by_sender INTEGER NOT NULL DEFAULT 0,
  deleted_by_recipient INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX letters_inbox ON letters (to_user_id, deleted_by_recipient, sent_at DESC);
-- Also the throttle's count of a sender's letters, and "has a letter passed between them".
CREATE INDEX letters_sent ON letters (from_user_id, sent_at DESC);

-- A reported conversation reaches the administrators as a visitor query with its transcript
-- (decision 0584): JSON { partner, messages: [{ from, text, sentAt }] }.
ALTER TABLE visitor_queries ADD COLUMN attachment TEXT;
