-- Issue 25: the language a visitor's query or complaint was written in, the language of the page
-- they sent it from (docs/decisions/0963), so the reply or the resolution mailed to them reads in
-- it. A visitor has no account whose `users.language` could say it. Null for those sent before
-- this column (English).
ALTER TABLE visitor_queries ADD COLUMN language TEXT CHECK (language IN ('en', 'hi', 'mr', 'ta', 'te', 'bn'));
ALTER TABLE grievances ADD COLUMN language TEXT CHECK (language IN ('en', 'hi', 'mr', 'ta', 'te', 'bn'));
