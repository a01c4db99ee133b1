-- Indexes for search and Profile Matches (issue 4 §2). Every result list starts from the
-- active members of one gender, adults, most recently seen first; the list filters group by
-- the member_profiles columns already indexed in 0004, plus these.
CREATE INDEX users_match ON users (gender, status, last_seen_at DESC);
CREATE INDEX users_match_dob ON users (gender, status, dob);
CREATE INDEX users_mother_tongue ON users (mother_tongue_id);
CREATE INDEX users_profile_for ON users (profile_for);
