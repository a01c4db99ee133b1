import type { AdminVisitorQuery, QUERY_SORT_KEYS, QueryStatusFilter, UpdateQuery } from '../../../../contract/admin/queries';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type QuerySortKey = (typeof QUERY_SORT_KEYS)[number];

/** The queries section's calls (issue 11, decision 0812). */
export async function fetchQueries(q: AdminListQuery, status: QueryStatusFilter) {
  const query = { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as QuerySortKey, direction: q.direction, status };
  const res = await call(() => api.admin.queries.$get({ query }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminVisitorQuery[], total, page, limit, totalPages } };
}

export const updateQuery = (json: UpdateQuery) => call(() => api.admin.updatequeries.$post({ json }));
