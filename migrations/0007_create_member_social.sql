-- The social layer (issue 3 §4, §5): blocks, profile visits, ratings, comments, and the
-- member requests the matching issue adds endpoints for. Times are UTC epoch milliseconds.

-- One row per (blocker, blocked): a block hides the two members from each other everywhere.
CREATE TABLE blocks (
  blocker_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id, blocker_id);
CREATE INDEX blocks_blocker_created ON blocks (blocker_id, created_at DESC);

-- Who viewed whom: one row per pair, with the latest view and how many there were.
CREATE TABLE profile_visits (
  visitor_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visited_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_visited_at INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (visitor_id, visited_id),
  CHECK (visitor_id <> visited_id)
);
CREATE INDEX profile_visits_visited_last ON profile_visits (visited_id, last_visited_at DESC);
CREATE INDEX profile_visits_visitor_last ON profile_visits (visitor_id, last_visited_at DESC);

-- One rating (1 to 5 stars) per pair; rating again changes it.
CREATE TABLE ratings (
  rater_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rated_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (rater_id, rated_id),
  CHECK (rater_id <> rated_id)
);
CREATE INDEX ratings_rated_updated ON ratings (rated_id, updated_at DESC);

-- Comments on a member's profile; deleting keeps the row with deleted_at set.
CREATE TABLE comments (
  id TEXT PRIMARY KEY,
  author_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX comments_owner_created ON comments (owner_id, created_at DESC);
CREATE INDEX comments_author ON comments (author_id);

-- Requests between members (interest, photo, contact, horoscope, tree, …); the matching
-- issue adds the endpoints that send and answer them.
CREATE TABLE member_requests (
  id TEXT PRIMARY KEY,
  from_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (from_user_id <> to_user_id)
);
CREATE INDEX member_requests_from_to ON member_requests (from_user_id, to_user_id, status);
CREATE INDEX member_requests_to_status ON member_requests (to_user_id, status, updated_at DESC);
