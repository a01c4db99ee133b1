import type { DATABASE_RUN_SORT_KEYS, DatabaseJob, DatabaseUpdates } from '../../../../contract/admin/database';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type RunSortKey = (typeof DATABASE_RUN_SORT_KEYS)[number];

/** One page of runs (the table's), with the migrations and what this server does not run. */
export async function fetchDatabaseUpdates(q: AdminListQuery) {
  const res = await call(() => api.admin.getDatabaseUpdates.$get({ query: { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as RunSortKey, direction: q.direction } }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { migrations, elsewhere, ...page } = res.body as unknown as DatabaseUpdates;
  return { ok: true as const, page, summary: { migrations, elsewhere } };
}

export const startDatabaseJob = (job: DatabaseJob) => call(() => api.admin.updateDatabase.$post({ json: { job } }));
