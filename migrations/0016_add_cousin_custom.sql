-- Family finding and the prohibited degrees of the Hindu Marriage Act (issue 9 §2,
-- docs/decisions/0723). s.5(iv) and (v) allow a marriage within (g)(iv) or a sapinda one where
-- "custom or usage governing each of them permits"; many South Indian communities permit the
-- children of a brother and a sister (cross cousins) to marry. 1: the member's community has
-- that custom, so family finding shows cross cousins; off by default.
ALTER TABLE member_preferences ADD COLUMN cross_cousin_custom INTEGER NOT NULL DEFAULT 0 CHECK (cross_cousin_custom IN (0, 1));
