import type { AccountTables } from './tables/accounts';
import type { ReferenceTables } from './tables/reference';

/** The whole database as Kysely sees it: one table file per domain, joined here. */
export type DB = AccountTables & ReferenceTables;
