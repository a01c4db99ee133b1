-- Issue 25: the language a member reads Sambandh in (docs/decisions/0963). Chosen in the header's
-- language menu or on /setting; until then, the language of the page they registered or last
-- signed in from. Null for accounts from before this column (they read English). Notifications,
-- mails and SMS to the member are written in it.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'hi', 'mr', 'ta', 'te', 'bn'));
