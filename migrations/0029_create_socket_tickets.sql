-- Tickets that open a member's live socket (issue 12 "Live delivery", decision 0585). The page
-- asks for one with its session (POST /api/user/messaging/ticket) and puts it in the socket's
-- URL, so the session token never goes in a URL. Only the SHA-256 of a ticket is stored; a
-- ticket opens one socket (deleted as it is used) within SOCKET_TICKET_TTL_MS. Times are UTC
-- epoch milliseconds.
CREATE TABLE socket_tickets (
  hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
-- Expired tickets are pruned as new ones are issued.
CREATE INDEX socket_tickets_expires ON socket_tickets (expires_at);
