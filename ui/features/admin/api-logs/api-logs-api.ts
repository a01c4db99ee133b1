import type { ApiLogFilters, ApiLogRow } from '../../../../contract/admin/api-logs';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

/** The screen's filters as typed; empty ones are left out of the request. */
export interface ApiLogFilterValues {
  method: string;
  statusClass: string;
  path: string;
  /** datetime-local values (the administrator's own time zone). */
  from: string;
  to: string;
}

/** The request's filters: the screen's, plus the member search box of the table. */
export function filtersOf(values: ApiLogFilterValues, search: string) {
  const time = (v: string) => (v ? new Date(v).getTime() : undefined);
  return {
    method: (values.method || undefined) as ApiLogFilters['method'],
    statusClass: (values.statusClass || undefined) as ApiLogFilters['statusClass'],
    path: values.path.trim(),
    search,
    from: time(values.from),
    to: time(values.to),
  };
}

export async function fetchApiLogs(q: AdminListQuery, values: ApiLogFilterValues) {
  const json = { ...filtersOf(values, q.search), page: q.page, limit: q.limit, key: 'at' as const, direction: q.direction };
  const res = await call(() => api.admin.getApiLogs.$post({ json }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as ApiLogRow[], total, page, limit, totalPages } };
}

export const deleteApiLogs = (json: { logs: string[] } | (ReturnType<typeof filtersOf> & { deleteAll: true })) =>
  call(() => api.admin.deleteApiLogs.$post({ json }));

