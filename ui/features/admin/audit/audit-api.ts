import type { AUDIT_SORT_KEYS, AuditEntry } from '../../../../contract/admin/audit';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];

export interface AuditFilterValues {
  action: string;
  adminId: string;
  from: string;
  to: string;
}

/** One page of the trail; empty filters are left out of the query. */
export async function fetchAuditLog(q: AdminListQuery, filters: AuditFilterValues) {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const res = await call(() => api.admin.getAuditLog.$get({ query: { ...chosen, page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as AuditSortKey, direction: q.direction } }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AuditEntry[], total, page, limit, totalPages } };
}

export const fetchAuditFilters = () => call(() => api.admin.getAuditFilters.$get());
