import type { AdminReport, ReportDecision, ReportStatusFilter } from '../../../../contract/admin/reports';
import { api, call, networkError } from '../../../lib/api';
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

export type ReportPhoto = { url: string } | { error: string };

/**
 * The picture of a report as a page-local address (blob:), or why not: the call carries the
 * administrator's session, which an <img> address could not. Each read is an audited view.
 */
export async function fetchReportPhoto(id: string): Promise<ReportPhoto> {
  try {
    const res = await api.admin.reports[':id'].photo.$get({ param: { id } });
    if (res.ok) return { url: URL.createObjectURL(await res.blob()) };
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    return { error: body?.error ?? `The photo could not be loaded (${res.status}). Try again.` };
  } catch {
    return { error: networkError() };
  }
}
