import type { AdminPayment, PAYMENT_SORT_KEYS, PAYMENT_STATUS_FILTERS, PaymentRefund } from '../../../../contract/admin/payments';
import { api, call } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** The Payments page's filters as the address holds them ('' for none); days as YYYY-MM-DD. */
export interface PaymentFilterValues {
  status: PaymentStatusFilter;
  planId: string;
  from: string;
  to: string;
}

export async function fetchAdminPayments(q: AdminListQuery, f: PaymentFilterValues) {
  const query = {
    page: String(q.page),
    limit: String(q.limit),
    search: q.search,
    key: q.key as PaymentSortKey,
    direction: q.direction,
    status: f.status,
    ...(f.planId ? { planId: f.planId } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
  const [res, plans] = await Promise.all([call(() => api.admin.payments.$get({ query })), call(() => api.app.plans.$get())]);
  const planOptions = plans.ok ? plans.body.plans.map((p) => ({ id: p._id, label: p.planName })) : [];
  if (!res.ok) return { ok: false as const, error: res.error, plans: planOptions };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminPayment[], total, page, limit, totalPages }, plans: planOptions };
}

export const refundPayment = (id: string, json: PaymentRefund) => call(() => api.admin.payments[':id'].refund.$post({ param: { id }, json }));
