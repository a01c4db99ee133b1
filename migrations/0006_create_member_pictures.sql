-- A member's pictures (issue 3 §2). The bytes live in the picture store (disk under Node, R2
-- under Workers) under `name`, a random, unguessable file name; this row says whose it is.
-- users.profile_picture holds the name of the current profile picture (null: the default image).

CREATE TABLE member_pictures (
  name TEXT PRIMARY KEY,                                  -- 22 base64url characters + '.jpg' | '.png' | '.webp'
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size INTEGER NOT NULL,                                  -- bytes, after metadata was stripped
  created_at INTEGER NOT NULL
);
CREATE INDEX member_pictures_user_created ON member_pictures (user_id, created_at);
