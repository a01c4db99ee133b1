-- A live socket belongs to the session that asked for its ticket (issue 20 §1.2, decision 0860):
-- the ticket records that session, admission hands it to the hub, and the hub closes the socket
-- when the session ends. Tickets issued before this column live 30 seconds at most; without a
-- session they open nothing, so they go.
DELETE FROM socket_tickets;
ALTER TABLE socket_tickets ADD COLUMN session_id TEXT REFERENCES sessions (id) ON DELETE CASCADE;

-- Before each frame the hub reads which of the member's sessions are still live: this keeps that
-- read to the member's live sessions, however many ended ones pile up behind them.
CREATE INDEX sessions_live_by_user ON sessions (user_id, expires_at) WHERE revoked_at IS NULL;
