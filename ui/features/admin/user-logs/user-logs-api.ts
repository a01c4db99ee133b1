import type { ActivityLog } from '../../../../contract/admin/logs';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

/**
 * `POST /admin/activity-logs` with §3's `page, limit, name` (the table's search box is the
 * name), as the AdminTable's page. `reasonRequired` says whether this administrator gives a
 * reason ('Record Log') before deleting.
 */
export async function fetchUserLogs(q: AdminListQuery) {
  const res = await call(() => api.admin['activity-logs'].$post({ json: { page: q.page, limit: q.limit as 50, name: q.search } }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { logs, totalRecords, totalPages, page, limit, reasonRequired } = res.body;
  return { ok: true as const, page: { items: logs as ActivityLog[], total: totalRecords, page, limit, totalPages }, reasonRequired };
}

/** §3's delete request: the ticked ids, or everything the name filter (as the address holds it) matches. */
export const deleteUserLogs = (json: { logs: string[] } | { deleteAll: true; name: string }) => call(() => api.admin.deletelogs.$post({ json }));
