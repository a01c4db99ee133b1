-- The back office's member list over a million members (issue 10, docs/decisions/0802;
-- figures in bench/README.md).
--
-- The unfiltered total: counting a million rows took over a second, so the number of members
-- in each status is kept here by triggers, whoever writes users (API, seed, scripts).
CREATE TABLE member_status_counts (
  status TEXT PRIMARY KEY,
  members INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO member_status_counts (status, members) SELECT status, count(*) FROM users WHERE role = 2 GROUP BY status;

CREATE TRIGGER member_status_counts_insert AFTER INSERT ON users WHEN new.role = 2
BEGIN
  INSERT INTO member_status_counts (status, members) VALUES (new.status, 1)
    ON CONFLICT (status) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER member_status_counts_delete AFTER DELETE ON users WHEN old.role = 2
BEGIN
  UPDATE member_status_counts SET members = members - 1 WHERE status = old.status;
END;

CREATE TRIGGER member_status_counts_update AFTER UPDATE OF role, status ON users
WHEN old.role IS NOT new.role OR old.status IS NOT new.status
BEGIN
  UPDATE member_status_counts SET members = members - 1 WHERE old.role = 2 AND status = old.status;
  INSERT INTO member_status_counts (status, members) SELECT new.status, 1 WHERE new.role = 2
    ON CONFLICT (status) DO UPDATE SET members = members + 1;
END;

-- A name-prefix search can match tens of thousands of members ("Priya"): this index holds
-- everything the list filters and sorts on, so counting the matches and picking one sorted
-- page of ids never reads the table (the page's ten rows are read afterwards, by id). It
-- replaces 0020's (role, name) index, which it also serves: the no-search sort by name.
DROP INDEX users_admin_name;
CREATE INDEX users_admin_name_cover ON users (role, name COLLATE NOCASE, status, created_at, last_seen_at, plan_id, completeness, id);

-- Sorting by last seen puts the members never seen (tens of thousands) in one tie, which the
-- id breaks: with the id in the index, that is still an index walk, not a sort of the tie.
DROP INDEX users_admin_last_seen;
CREATE INDEX users_admin_last_seen_id ON users (role, last_seen_at, id);
