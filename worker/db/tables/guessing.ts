/** Row types of migrations/0035 (guessing and flooding limits), kept by hand next to the SQL. */
export interface GuessTurnsTable {
  /** 'sign-in:' + the e-mail tried, or 'horoscope:' + the owner's id. */
  target: string;
  /** The moment the last guess in line may be checked. */
  not_before: number;
}

export interface AnonymousPageViewCountsTable {
  /** 'address:' + the caller's address, or 'all' for all anonymous callers together. */
  key: string;
  /** Calendar minute the count is of: epoch milliseconds divided by 60,000, floored. */
  minute: number;
  views: number;
}

export interface GuessingTables {
  guess_turns: GuessTurnsTable;
  anonymous_page_view_counts: AnonymousPageViewCountsTable;
}
