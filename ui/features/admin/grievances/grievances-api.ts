import type { AdminGrievance, GrievanceStatus } from '../../../../contract/grievances';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

export type GrievanceFilter = GrievanceStatus | 'all';

/** The grievances section's calls (issue 24, decision 0960). */
export async function fetchGrievances(q: AdminListQuery, status: GrievanceFilter) {
  const query = { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as 'due' | 'created', direction: q.direction, status };
  const res = await call(() => api.admin.grievances.$get({ query }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminGrievance[], total, page, limit, totalPages } };
}

export const resolveGrievance = (id: string, reply: string) => call(() => api.admin.grievances[':id'].$post({ param: { id }, json: { reply } }));
