import type { AdminMemberSettings, MemberNotification, MemberRow, MemberSortKey, MemberStats, MemberStatus } from '../../../../contract/admin/members';
import type { AdminPage } from '../../../../contract/admin/list-query';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

/** The members section's calls (issue 10, decision 0802). Each answers the API's own outcome. */
export async function fetchMembers(q: AdminListQuery, status: MemberStatus | '') {
  const res = await call(() =>
    api.admin.getUserList.$get({
      query: { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as MemberSortKey, direction: q.direction, ...(status ? { status } : {}) },
    }),
  );
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as MemberRow[], total, page, limit, totalPages } };
}

export const verifyMemberEmail = (id: string) => call(() => api.admin.verifyEmail[':id'].$post({ param: { id } }));

export const updateMemberSettings = (id: string, json: AdminMemberSettings) => call(() => api.admin.updateSettings[':id'].$post({ param: { id }, json }));

export const blockMember = (id: string, block: boolean, reason: string) => call(() => api.admin.blockUser.$post({ json: { id, block, ...(reason ? { reason } : {}) } }));

export async function fetchMemberStats(id: string): Promise<{ ok: true; stats: MemberStats } | { ok: false; error: string }> {
  const res = await call(() => api.admin.userStats[':id'].$get({ param: { id } }));
  return res.ok ? { ok: true, stats: res.body.data } : { ok: false, error: res.error };
}

export async function fetchMemberNotifications(id: string, page: number, limit: number): Promise<{ ok: true; page: AdminPage<MemberNotification> } | { ok: false; error: string }> {
  const res = await call(() => api.admin.notifications[':id'].$get({ param: { id }, query: { page: String(page), limit: String(limit) } }));
  if (!res.ok) return { ok: false, error: res.error };
  const { items, total, page: p, limit: l, totalPages } = res.body;
  return { ok: true, page: { items, total, page: p, limit: l, totalPages } };
}
