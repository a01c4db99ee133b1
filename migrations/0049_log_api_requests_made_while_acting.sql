-- An API request made while an administrator acts as a member is the administrator's: user_id
-- names the administrator, acting_for the member whose session it was (decision 0945). The
-- member's own filter (user_id) then finds only what the member did. No index: the list reads
-- it only for the rows of a page.
ALTER TABLE api_logs ADD COLUMN acting_for TEXT;
