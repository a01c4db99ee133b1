import type { AdminPlan, PLAN_SORT_KEYS, PlanForm } from '../../../../contract/admin/plans';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];

export async function fetchPlans(q: AdminListQuery) {
  const res = await call(() => api.admin.plan.$get({ query: { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as PlanSortKey, direction: q.direction } }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminPlan[], total, page, limit, totalPages } };
}

export const createPlan = (form: PlanForm) => call(() => api.admin.plan.$post({ json: form }));
export const updatePlan = (id: string, form: PlanForm) => call(() => api.admin.updatePlan.$post({ json: { id, ...form } }));
