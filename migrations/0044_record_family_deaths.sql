-- A family entry can say the person has died, with the date when it is known (issue 22 §3,
-- decision 0940): ages stop there, and the list and the tree mark them. `deceased` is 1 whenever
-- `date_of_death` is set, so one column answers "has died" and the other "when".
ALTER TABLE family_members ADD COLUMN deceased INTEGER NOT NULL DEFAULT 0 CHECK (deceased IN (0, 1));
-- YYYY-MM-DD when known; never without `deceased` (the write checks it against the date of birth).
ALTER TABLE family_members ADD COLUMN date_of_death TEXT CHECK (date_of_death IS NULL OR deceased = 1);
