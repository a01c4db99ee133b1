import type { AD_SORT_KEYS, AdForm, AdminAd } from '../../../../contract/admin/ads';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type AdSortKey = (typeof AD_SORT_KEYS)[number];

/** The ads section's calls (issue 11, decision 0813). */
export async function fetchAds(q: AdminListQuery) {
  const query = { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as AdSortKey, direction: q.direction };
  const res = await call(() => api.admin.ads.$get({ query }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminAd[], total, page, limit, totalPages } };
}

export const saveAd = (json: AdForm) => call(() => api.admin.ads.$post({ json }));
export const deleteAd = (id: string) => call(() => api.admin.ads[':id'].$delete({ param: { id } }));
