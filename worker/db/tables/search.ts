import type { Generated } from 'kysely';

/** Row types of the search domain's migrations (0012); owned by that domain. */
export interface SearchChangesTable {
  /** AUTOINCREMENT: never reused, so a reader's position stays meaningful after pruning. */
  seq: Generated<number>;
  user_id: string;
}

export interface SearchTables {
  search_changes: SearchChangesTable;
}
