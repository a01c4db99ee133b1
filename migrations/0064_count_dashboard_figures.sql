-- The back office's dashboard without reading every member (issue 26 §3, docs/decisions/0965).
-- Counting the members by gender, plan, verification, sign-up and last visit read the whole
-- users table on every view (6.6 s at a million members on Node). These counts are kept here by
-- triggers, as migration 0023 keeps the members of each status, whoever writes users (API, seed,
-- scripts). A member counts while role = 2 and the account is not deleted, except in `signedUp`,
-- which keeps the sign-ups of every day whatever became of the accounts since.

-- Members by a value they hold: figure 'gender' (value '' for none), 'plan' (the plan id, '' for
-- none), 'emailVerified' ('1' or '0').
CREATE TABLE member_counts (
  figure TEXT NOT NULL,
  value TEXT NOT NULL,
  members INTEGER NOT NULL,
  PRIMARY KEY (figure, value)
) WITHOUT ROWID;

-- Members by when something happened to them, one row per period that has any: figure
-- 'signedUp' by the UTC day of created_at (every status), 'joined' by the hour of created_at and
-- 'seen' by the hour of last_seen_at (not deleted). `since` is the period's first instant (epoch
-- ms). A window that does not start on the hour ("the last 7 days") adds the rows of its whole
-- hours to an index range read of the one hour it starts in (worker/admin/dashboard/queries.ts).
CREATE TABLE member_counts_by_time (
  figure TEXT NOT NULL,
  since INTEGER NOT NULL,
  members INTEGER NOT NULL,
  PRIMARY KEY (figure, since)
) WITHOUT ROWID;

INSERT INTO member_counts (figure, value, members)
  SELECT 'gender', coalesce(gender, ''), count(*) FROM users WHERE role = 2 AND status != 'deleted' GROUP BY 2;
INSERT INTO member_counts (figure, value, members)
  SELECT 'plan', coalesce(plan_id, ''), count(*) FROM users WHERE role = 2 AND status != 'deleted' GROUP BY 2;
INSERT INTO member_counts (figure, value, members)
  SELECT 'emailVerified', CAST(is_email_verified AS TEXT), count(*) FROM users WHERE role = 2 AND status != 'deleted' GROUP BY 2;
INSERT INTO member_counts_by_time (figure, since, members)
  SELECT 'signedUp', CAST(created_at AS INTEGER) / 86400000 * 86400000, count(*) FROM users WHERE role = 2 GROUP BY 2;
INSERT INTO member_counts_by_time (figure, since, members)
  SELECT 'joined', CAST(created_at AS INTEGER) / 3600000 * 3600000, count(*) FROM users WHERE role = 2 AND status != 'deleted' GROUP BY 2;
INSERT INTO member_counts_by_time (figure, since, members)
  SELECT 'seen', CAST(last_seen_at AS INTEGER) / 3600000 * 3600000, count(*) FROM users
  WHERE role = 2 AND status != 'deleted' AND last_seen_at IS NOT NULL GROUP BY 2;

-- Each change takes the old row's counts away and adds the new row's: one trigger per group of
-- columns, so a visit (last_seen_at, at every sign-in) touches only the 'seen' rows.

CREATE TRIGGER member_counts_insert AFTER INSERT ON users WHEN new.role = 2 AND new.status != 'deleted'
BEGIN
  INSERT INTO member_counts (figure, value, members)
    SELECT figure, value, 1 FROM (SELECT 'gender' AS figure, coalesce(new.gender, '') AS value
      UNION ALL SELECT 'plan', coalesce(new.plan_id, '') UNION ALL SELECT 'emailVerified', CAST(new.is_email_verified AS TEXT)) WHERE true
    ON CONFLICT (figure, value) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER member_counts_delete AFTER DELETE ON users WHEN old.role = 2 AND old.status != 'deleted'
BEGIN
  UPDATE member_counts SET members = members - 1
    WHERE (figure, value) IN (VALUES ('gender', coalesce(old.gender, '')), ('plan', coalesce(old.plan_id, '')), ('emailVerified', CAST(old.is_email_verified AS TEXT)));
END;

CREATE TRIGGER member_counts_update AFTER UPDATE OF role, status, gender, plan_id, is_email_verified ON users
WHEN (old.role = 2 AND old.status != 'deleted' OR new.role = 2 AND new.status != 'deleted')
  AND (old.role IS NOT new.role OR old.status IS NOT new.status OR old.gender IS NOT new.gender
    OR old.plan_id IS NOT new.plan_id OR old.is_email_verified IS NOT new.is_email_verified)
BEGIN
  UPDATE member_counts SET members = members - 1
    WHERE old.role = 2 AND old.status != 'deleted'
      AND (figure, value) IN (VALUES ('gender', coalesce(old.gender, '')), ('plan', coalesce(old.plan_id, '')), ('emailVerified', CAST(old.is_email_verified AS TEXT)));
  INSERT INTO member_counts (figure, value, members)
    SELECT figure, value, 1 FROM (SELECT 'gender' AS figure, coalesce(new.gender, '') AS value
      UNION ALL SELECT 'plan', coalesce(new.plan_id, '') UNION ALL SELECT 'emailVerified', CAST(new.is_email_verified AS TEXT))
    WHERE new.role = 2 AND new.status != 'deleted'
    ON CONFLICT (figure, value) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER member_sign_ups_insert AFTER INSERT ON users WHEN new.role = 2
BEGIN
  INSERT INTO member_counts_by_time (figure, since, members)
    SELECT 'signedUp', CAST(new.created_at AS INTEGER) / 86400000 * 86400000, 1 WHERE true
    UNION ALL SELECT 'joined', CAST(new.created_at AS INTEGER) / 3600000 * 3600000, 1 WHERE new.status != 'deleted'
    ON CONFLICT (figure, since) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER member_sign_ups_delete AFTER DELETE ON users WHEN old.role = 2
BEGIN
  UPDATE member_counts_by_time SET members = members - 1
    WHERE figure = 'signedUp' AND since = CAST(old.created_at AS INTEGER) / 86400000 * 86400000;
  UPDATE member_counts_by_time SET members = members - 1
    WHERE old.status != 'deleted' AND figure = 'joined' AND since = CAST(old.created_at AS INTEGER) / 3600000 * 3600000;
END;

CREATE TRIGGER member_sign_ups_update AFTER UPDATE OF role, status, created_at ON users
WHEN (old.role = 2 OR new.role = 2) AND (old.role IS NOT new.role OR old.status IS NOT new.status OR old.created_at IS NOT new.created_at)
BEGIN
  UPDATE member_counts_by_time SET members = members - 1
    WHERE old.role = 2 AND figure = 'signedUp' AND since = CAST(old.created_at AS INTEGER) / 86400000 * 86400000;
  UPDATE member_counts_by_time SET members = members - 1
    WHERE old.role = 2 AND old.status != 'deleted' AND figure = 'joined' AND since = CAST(old.created_at AS INTEGER) / 3600000 * 3600000;
  INSERT INTO member_counts_by_time (figure, since, members)
    SELECT 'signedUp', CAST(new.created_at AS INTEGER) / 86400000 * 86400000, 1 WHERE new.role = 2
    UNION ALL SELECT 'joined', CAST(new.created_at AS INTEGER) / 3600000 * 3600000, 1 WHERE new.role = 2 AND new.status != 'deleted'
    ON CONFLICT (figure, since) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER member_visits_insert AFTER INSERT ON users
WHEN new.role = 2 AND new.status != 'deleted' AND new.last_seen_at IS NOT NULL
BEGIN
  INSERT INTO member_counts_by_time (figure, since, members)
    VALUES ('seen', CAST(new.last_seen_at AS INTEGER) / 3600000 * 3600000, 1)
    ON CONFLICT (figure, since) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER member_visits_delete AFTER DELETE ON users
WHEN old.role = 2 AND old.status != 'deleted' AND old.last_seen_at IS NOT NULL
BEGIN
  UPDATE member_counts_by_time SET members = members - 1
    WHERE figure = 'seen' AND since = CAST(old.last_seen_at AS INTEGER) / 3600000 * 3600000;
END;

CREATE TRIGGER member_visits_update AFTER UPDATE OF role, status, last_seen_at ON users
WHEN (old.role = 2 OR new.role = 2) AND (old.role IS NOT new.role OR old.status IS NOT new.status OR old.last_seen_at IS NOT new.last_seen_at)
BEGIN
  UPDATE member_counts_by_time SET members = members - 1
    WHERE old.role = 2 AND old.status != 'deleted' AND old.last_seen_at IS NOT NULL
      AND figure = 'seen' AND since = CAST(old.last_seen_at AS INTEGER) / 3600000 * 3600000;
  INSERT INTO member_counts_by_time (figure, since, members)
    SELECT 'seen', CAST(new.last_seen_at AS INTEGER) / 3600000 * 3600000, 1
    WHERE new.role = 2 AND new.status != 'deleted' AND new.last_seen_at IS NOT NULL
    ON CONFLICT (figure, since) DO UPDATE SET members = members + 1;
END;
