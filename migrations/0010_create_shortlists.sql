-- Interest, member requests and the shortlist (issue 4 §4). Times are UTC epoch milliseconds.

-- One row per (owner, member): the owner keeps the member on their shortlist.
CREATE TABLE shortlists (
  owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner_id, member_id),
  CHECK (owner_id <> member_id)
);
-- My shortlist, newest first (the primary key serves the toggle).
CREATE INDEX shortlists_owner_created ON shortlists (owner_id, created_at DESC);
-- Who shortlisted me (the dashboard's count and the 'shortlisted' list).
CREATE INDEX shortlists_member_created ON shortlists (member_id, created_at DESC);

-- member_requests (migrations/0007): the sent lists by status, newest change first.
CREATE INDEX member_requests_from_status ON member_requests (from_user_id, status, updated_at DESC);
