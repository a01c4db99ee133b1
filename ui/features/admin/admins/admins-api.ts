import type { ADMIN_SORT_KEYS, AdminAccount, CreateAdmin, UpdateAdmin } from '../../../../contract/admin/admins';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number];

export async function fetchAdmins(q: AdminListQuery) {
  const res = await call(() => api.admin.getadmin.$get({ query: { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as AdminSortKey, direction: q.direction } }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminAccount[], total, page, limit, totalPages } };
}

export const createAdmin = (a: CreateAdmin) => call(() => api.admin.createAdmin.$post({ json: a }));
export const updateAdmin = (a: UpdateAdmin) => call(() => api.admin.updateAdmin.$post({ json: a }));
export const removeAdmin = (id: string) => call(() => api.admin.removeAdmin[':id'].$delete({ param: { id } }));
