-- Interest sent on behalf of a person of the sender's family list (issue 5 §6 family finding,
-- spec §7 "Send interest/match: payload id and user id"; docs/decisions/0546). NULL on all three
-- columns: the sender's own interest.
-- for_member_id: the family_members entry the interest is for. A deleted entry sets it NULL;
-- the name and relation below stay, so the request still says whom it was for.
-- for_member_name, for_member_relation: what the receiver was told when it was sent
-- ("Rohan Sharma", "son"), the relation in English as the sender's list named it.
ALTER TABLE member_requests ADD COLUMN for_member_id TEXT REFERENCES family_members (id) ON DELETE SET NULL;
ALTER TABLE member_requests ADD COLUMN for_member_name TEXT;
ALTER TABLE member_requests ADD COLUMN for_member_relation TEXT;
-- The open interests for one person of a list.
CREATE INDEX member_requests_for_member ON member_requests (for_member_id) WHERE for_member_id IS NOT NULL;
