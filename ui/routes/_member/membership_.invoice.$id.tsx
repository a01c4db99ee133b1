import { createFileRoute } from '@tanstack/react-router';
import { fetchInvoice } from '../../features/membership/membership-api';
import { InvoicePage, InvoicePending } from '../../features/membership/invoice-page';

/** /membership/invoice/{id}: a payment's tax invoice, opened from the member's payment history (issue 23). */
export const Route = createFileRoute('/_member/membership_/invoice/$id')({
  loader: async ({ params }) => {
    const res = await fetchInvoice(params.id);
    return res.ok ? { invoice: res.invoice, error: null } : { invoice: null, error: res.error };
  },
  pendingComponent: InvoicePending,
  component: function InvoiceRoute() {
    return <InvoicePage {...Route.useLoaderData()} />;
  },
});
