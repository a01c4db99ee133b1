import { Link } from '@tanstack/react-router';
import { PAYMENT_TEXT, type Invoice } from '../../../contract/payments';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { usePageTitle } from '../../lib/page-title';
import { day } from './dates';
import { TaxLines } from './tax-lines';
import { m } from '../../../contract/i18n/paraglide/messages';

const backLink = buttonClass('secondary');

/**
 * A payment's numbered tax invoice (issue 23), printable as it stands: the member frame and
 * these buttons are hidden in print. The server decides who may read it; anyone else reads its
 * sentence here.
 */
export function InvoicePage({ invoice, error }: { invoice: Invoice | null; error: string | null }) {
  usePageTitle(invoice ? m.membership_invoice_title({ number: invoice.number }) : PAYMENT_TEXT.invoiceHeading);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{PAYMENT_TEXT.invoiceHeading}</h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to="/membership" className={backLink}>{m.membership_back_to_membership()}</Link>
          {invoice ? <Button onPress={() => window.print()}>{m.membership_print()}</Button> : null}
        </div>
      </div>
      {error ? <div className="mt-6"><Notice tone="error">{error}</Notice></div> : null}
      {invoice ? <InvoiceBody invoice={invoice} /> : null}
    </div>
  );
}

function InvoiceBody({ invoice: inv }: { invoice: Invoice }) {
  const term =
    inv.plan.startsAt === null
      ? null
      : inv.plan.endsAt === null
        ? m.membership_invoice_term_from({ start: day(inv.plan.startsAt) })
        : m.membership_invoice_term({ start: day(inv.plan.startsAt), end: day(inv.plan.endsAt) });
  return (
    <article className="mt-6 flex flex-col gap-6 rounded-2xl border border-maroon-100 bg-white p-6 text-sm text-stone-800 print:border-0 print:p-0" aria-label={m.membership_invoice_label({ number: inv.number })}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{m.membership_invoice_number()}</dt>
        <dd>{inv.number}</dd>
        <dt className="font-semibold">{m.membership_invoice_date()}</dt>
        <dd>{day(inv.issuedAt)}</dd>
      </dl>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller" className="font-semibold text-stone-900">{m.membership_invoice_seller()}</h2>
          <p>{inv.seller.name}</p>
          {inv.seller.address ? <p className="whitespace-pre-line">{inv.seller.address}</p> : null}
          {inv.seller.state ? <p>{inv.seller.state}</p> : null}
          {inv.seller.gstin ? <p>{m.membership_gstin({ gstin: inv.seller.gstin })}</p> : null}
        </section>
        <section aria-labelledby="invoice-member">
          <h2 id="invoice-member" className="font-semibold text-stone-900">{m.membership_invoice_billed_to()}</h2>
          <p>{inv.member.name}</p>
          <p className="break-all">{inv.member.email}</p>
          {inv.member.uniqueId ? <p>{m.membership_invoice_profile_id({ id: inv.member.uniqueId })}</p> : null}
          {inv.member.state ? <p>{inv.member.state}</p> : null}
        </section>
      </div>
      <section aria-labelledby="invoice-item" className="flex flex-col gap-2">
        <h2 id="invoice-item" className="font-semibold text-stone-900">
          {m.membership_invoice_item({ plan: inv.plan.name, type: inv.plan.type })}
        </h2>
        {term ? <p>{term}</p> : null}
        <TaxLines tax={inv.tax} />
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{m.membership_invoice_payment_id()}</dt>
        <dd className="break-all">{inv.paymentId ?? '—'}</dd>
        <dt className="font-semibold">{m.membership_invoice_paid_by()}</dt>
        <dd>{inv.method ?? '—'}</dd>
      </dl>
      {inv.refundedAt !== null ? <p className="font-semibold">{m.membership_invoice_refunded({ date: day(inv.refundedAt) })}</p> : null}
    </article>
  );
}

export function InvoicePending() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{PAYMENT_TEXT.invoiceHeading}</h1>
      <LoadingBlock label={m.membership_loading_invoice()} />
    </div>
  );
}
