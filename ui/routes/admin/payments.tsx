import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_PAYMENTS_TEXT, type PAYMENT_SORT_KEYS } from '../../../contract/admin/payments';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchAdminPayments, type PaymentStatusFilter } from '../../features/admin/payments/payments-api';
import { PaymentList } from '../../features/admin/payments/payment-list';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, blanks, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'created paid amount member' satisfies SortKeysOf<(typeof PAYMENT_SORT_KEYS)[number]>;
const FILTERS = { status: 'paid failed refunded all', planId: 64, from: 10, to: 10 } as const;

interface PaymentSearch extends AdminListSearch {
  status?: PaymentStatusFilter | undefined;
  planId?: string | undefined;
  /** Days, YYYY-MM-DD (UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** /admin/payments (issue 23): the page, sort, search and filters live in the address (issue 21). */
export const Route = createFileRoute('/admin/payments')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch => adminListSearch(search, SORT_KEYS, FILTERS),
  loaderDeps: ({ search: s }) => ({ ...adminListDeps(s, 'created desc'), filters: { status: s.status ?? 'all', ...blanks(s, ['planId', 'from', 'to']) } }),
  loader: ({ deps: { filters, ...query } }) => fetchAdminPayments(query, filters),
  pendingComponent: () => <AdminTablePending label={ADMIN_PAYMENTS_TEXT.heading} />,
  component: Page,
});

function Page() {
  usePageTitle(ADMIN_PAYMENTS_TEXT.heading);
  const navigate = Route.useNavigate();
  const { filters, ...query } = Route.useLoaderDeps();
  const { plans, ...result } = Route.useLoaderData();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={ADMIN_PAYMENTS_TEXT.heading} intro="Every payment for a plan, online through Razorpay and offline, newest first. Refund a payment received with a reason for the audit trail; you choose whether its plan ends now." />
      <PaymentList
        list={{ result, query, onQueryChange: change }}
        filters={filters}
        plans={plans}
        onFilterChange={(key, value) => change({ [key]: value || undefined })}
      />
    </div>
  );
}
