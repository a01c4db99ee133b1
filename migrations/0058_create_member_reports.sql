-- Reports by members (issue 24, docs/decisions/0958): a profile, a photo or a conversation,
-- with a reason, an optional note and, for a conversation, its transcript as it stood. One
-- report per reporter per thing (the UNIQUE key answers a second one). An administrator's
-- action decides it; `outcome` is what they did, in the words the reporter is told.
CREATE TABLE member_reports (
  id TEXT PRIMARY KEY,
  reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('profile', 'photo', 'conversation')),
  -- The member's id (profile, conversation: the other member) or the picture's name (photo).
  target_id TEXT NOT NULL,
  -- The member the report is about: the profile's, the photo's owner, the other in the chat.
  reported_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  note TEXT,
  transcript TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'decided')),
  outcome TEXT CHECK (outcome IN ('dismiss', 'warn', 'hidePhoto', 'block')),
  decided_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  decided_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (reporter_id, kind, target_id)
);

-- The queue (open first, oldest first) and the count of distinct open reporters of a member.
CREATE INDEX member_reports_queue ON member_reports (status, created_at);
CREATE INDEX member_reports_reported ON member_reports (reported_user_id, status, reporter_id);

-- Set while reports from REPORTS_TO_HIDE distinct members wait for review: the member leaves
-- search, matches and recommendations (worker/social/reach.ts isFindableMember, the match
-- index's isFindable) until an administrator decides. A column, not a count per row, so every
-- list keeps its query plan.
ALTER TABLE users ADD COLUMN hidden_by_reports INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER search_changes_users_hidden_by_reports AFTER UPDATE OF hidden_by_reports ON users
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.id);
END;
