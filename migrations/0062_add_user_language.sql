-- Issue 25: the language a member reads Sambandh in (docs/decisions/0963). `language`: the one
-- they chose in a language menu, or until they choose, the language of the page they registered
-- or last signed in from; null for accounts from before this column (English). Notifications,
-- mails and SMS to the member are written in it. `language_chosen_at`: when they chose it; while
-- null, their pages follow each browser's languages.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'hi', 'mr', 'ta', 'te', 'bn'));
ALTER TABLE users ADD COLUMN language_chosen_at INTEGER;
