import type { AdminUpgradeRequest, UPGRADE_SORT_KEYS, UPGRADE_STATUS_FILTERS, UpgradeDecision } from '../../../../contract/admin/plans';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type UpgradeSortKey = (typeof UPGRADE_SORT_KEYS)[number];
export type UpgradeStatusFilter = (typeof UPGRADE_STATUS_FILTERS)[number];

export async function fetchUpgradeRequests(q: AdminListQuery, status: UpgradeStatusFilter) {
  const query = { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as UpgradeSortKey, direction: q.direction, status };
  const res = await call(() => api.admin.getUpgreadeRequest.$get({ query }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminUpgradeRequest[], total, page, limit, totalPages } };
}

export const decideUpgrade = (d: UpgradeDecision) => call(() => api.admin.updateUpgreadeRequest.$post({ json: d }));
