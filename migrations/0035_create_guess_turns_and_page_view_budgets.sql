-- Guessing one secret from many places at once (issue 20 §1, decision 0855). A target is an
-- account's password ('sign-in:' + the e-mail tried, known or not) or a member's horoscope
-- password ('horoscope:' + the owner's id). Once a target has failed often, guesses at it from
-- callers who have failed at it take turns: each claims the next free moment with one guarded
-- UPSERT on not_before, so N guesses at once wait N turns, and a line longer than the cap is
-- refused with 429. Times are UTC epoch milliseconds; rows a window old are trimmed as
-- failures are written.
CREATE TABLE guess_turns (
  target TEXT PRIMARY KEY,
  not_before INTEGER NOT NULL
);
CREATE INDEX guess_turns_not_before ON guess_turns (not_before);

-- Page views reported without a session, counted per calendar minute (decision 0856): one row
-- per address ('address:' + it) and one for all anonymous callers together ('all'). Each
-- report claims one with a guarded UPSERT, so the limits hold under concurrency. Rows of
-- minutes past are trimmed when the shared row starts a new minute.
CREATE TABLE anonymous_page_view_counts (
  key TEXT PRIMARY KEY,
  minute INTEGER NOT NULL,
  views INTEGER NOT NULL
);
CREATE INDEX anonymous_page_view_counts_minute ON anonymous_page_view_counts (minute);
