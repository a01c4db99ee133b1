-- Family trees (issue 5). Times are UTC epoch milliseconds. Design: docs/decisions/0700-family-data-model.md.

-- One row per person a member wrote into their family list. `owner_id` is the member whose list
-- it is; nobody else writes it. The owner's own entry has relation 'self' and is linked to the
-- owner. Every other entry names its relation to the entry it was added from
-- (`member_from_id`, the owner's self entry unless the member added it "from" another
-- relative), so a relative reached through a chain (my cousin's wife) keeps its chain.
CREATE TABLE family_members (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- to_name: as typed; a linked entry shows the member's own name instead.
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  -- A relation id of the catalogue (contract/reference.ts RELATION_IDS), relative to member_from_id.
  relation_id TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('father', 'mother', 'other', 'self')),
  -- NULL only for the self entry.
  member_from_id TEXT REFERENCES family_members (id),
  -- The parent entry in the same list (the father, or the mother when only she is in the list),
  -- and the spouse entry. The other parent is the parent's spouse.
  parent_id TEXT REFERENCES family_members (id),
  spouse_id TEXT REFERENCES family_members (id),
  -- 'adoptive' when this person was adopted by the parent (kinship counts it like birth).
  parent_kind TEXT NOT NULL DEFAULT 'birth' CHECK (parent_kind IN ('birth', 'adoptive')),
  -- YYYY-MM-DD when known: orders children and tells elder from younger.
  dob TEXT,
  -- The member this person is (spec user_id), set for self and once a link request is approved.
  linked_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((relation_id = 'self') = (member_from_id IS NULL)),
  CHECK (parent_id IS NULL OR parent_id <> id),
  CHECK (spouse_id IS NULL OR spouse_id <> id)
);
CREATE UNIQUE INDEX family_members_one_self ON family_members (owner_id) WHERE relation_id = 'self';
CREATE INDEX family_members_owner ON family_members (owner_id, side);
-- The same person in several lists: how trees join.
CREATE INDEX family_members_linked ON family_members (linked_user_id) WHERE linked_user_id IS NOT NULL;
CREATE INDEX family_members_parent ON family_members (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX family_members_spouse ON family_members (spouse_id) WHERE spouse_id IS NOT NULL;
CREATE INDEX family_members_from ON family_members (member_from_id) WHERE member_from_id IS NOT NULL;

-- Asking a member to confirm that they are a person of the requester's list (spec §7 Merge:
-- /user/member/merge/request, /verify, /approve). The link is written to
-- family_members.linked_user_id only when approved.
CREATE TABLE family_link_requests (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES family_members (id) ON DELETE CASCADE,
  requester_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'approved', 'rejected', 'withdrawn')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (requester_id <> user_id)
);
-- At most one open request per entry.
CREATE UNIQUE INDEX family_link_requests_open ON family_link_requests (member_id) WHERE status IN ('pending', 'verified');
CREATE INDEX family_link_requests_user ON family_link_requests (user_id, status, updated_at DESC);
CREATE INDEX family_link_requests_requester ON family_link_requests (requester_id, status, updated_at DESC);

-- Tree view requests are member_requests rows of type 'tree' (decision 0465).
