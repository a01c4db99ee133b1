import type { AdminReport, ReportDecision, ReportStatusFilter } from '../../../../contract/admin/reports';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

/** The moderation queue's calls (issue 24, decision 0958). */
export async function fetchReports(q: AdminListQuery, status: ReportStatusFilter) {
  const query = { page: String(q.page), limit: String(q.limit), search: q.search, key: 'created' as const, direction: q.direction, status };
  const res = await call(() => api.admin.reports.$get({ query }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminReport[], total, page, limit, totalPages } };
}

export const decideReport = (id: string, json: ReportDecision) => call(() => api.admin.reports[':id'].$post({ param: { id }, json }));
