-- What a member bought, recorded when an admin approves the upgrade request (issue 10,
-- docs/decisions/0806): the plan's name, period, price, features and grants as they were, and
-- when it ends. The plan in force reads this record, not the live plan, so an admin editing or
-- retiring a plan later changes nothing for those who hold it. A rejection keeps its reason for
-- the member. `decision_id` is written by the one batch that decides a request: the rest of
-- that batch (the member's plan, the notification, the audit entry) runs only where it matches,
-- so two admins approving at once give one approval. Times are UTC epoch milliseconds.
ALTER TABLE upgrade_requests ADD COLUMN decision_id TEXT;
ALTER TABLE upgrade_requests ADD COLUMN reason TEXT;
ALTER TABLE upgrade_requests ADD COLUMN plan_name TEXT;
ALTER TABLE upgrade_requests ADD COLUMN plan_type TEXT;
ALTER TABLE upgrade_requests ADD COLUMN price INTEGER;
ALTER TABLE upgrade_requests ADD COLUMN duration_months INTEGER;
ALTER TABLE upgrade_requests ADD COLUMN features TEXT CHECK (features IS NULL OR json_valid(features));
ALTER TABLE upgrade_requests ADD COLUMN grants TEXT CHECK (grants IS NULL OR json_valid(grants));
-- NULL: the plan does not end.
ALTER TABLE upgrade_requests ADD COLUMN expires_at INTEGER;

-- Approvals made before this migration: their plans have not changed since, so the record is
-- the plan as it is now, and the expiry what the plan in force computed from it.
UPDATE upgrade_requests
SET plan_name = (SELECT plan_name FROM plans WHERE plans.id = upgrade_requests.plan_id),
    plan_type = (SELECT type FROM plans WHERE plans.id = upgrade_requests.plan_id),
    price = (SELECT price FROM plans WHERE plans.id = upgrade_requests.plan_id),
    duration_months = (SELECT duration_months FROM plans WHERE plans.id = upgrade_requests.plan_id),
    features = (SELECT features FROM plans WHERE plans.id = upgrade_requests.plan_id),
    grants = (SELECT grants FROM plans WHERE plans.id = upgrade_requests.plan_id),
    expires_at = (
      SELECT CASE WHEN duration_months IS NULL THEN NULL
        ELSE CAST(strftime('%s', upgrade_requests.decided_at / 1000, 'unixepoch', '+' || duration_months || ' months') AS INTEGER) * 1000
             + upgrade_requests.decided_at % 1000 END
      FROM plans WHERE plans.id = upgrade_requests.plan_id)
WHERE status = 'approved';

-- The decided requests, newest first (the admins' queue filtered to approved or rejected).
CREATE INDEX upgrade_requests_status_decided ON upgrade_requests (status, decided_at DESC);
-- How many members hold each plan (the admins' plan list; a plan that members hold is not deleted).
CREATE INDEX users_plan_held ON users (plan_id) WHERE plan_id IS NOT NULL;
