import { useState } from 'react';
import { PAYMENT_TEXT, rupees, type OfflinePayment, type PlanQuote } from '../../../contract/payments';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Notice } from '../../components/notice';
import { day } from './dates';
import { TaxLines } from './tax-lines';
import { m } from '../../../contract/i18n/paraglide/messages';

interface PayDialogProps {
  quote: PlanQuote;
  offline: OfflinePayment;
  /** Why the last try did not pay, shown above the buttons so the member can try again. */
  error: string | null;
  onClose: () => void;
  /** Closes this dialog and opens Checkout (Checkout draws its own window over the page). */
  onPayNow: () => void;
  /** The spec's upgrade request; an error text keeps the dialog open and shows it. */
  onRequest: () => Promise<string | null>;
}

/**
 * What "Choose Plan" (or "Renew") asks before any money moves (issue 23): the plan, its term,
 * what it includes, the price with its GST, and the dates it would run. Online, "Pay now" opens
 * Checkout; the offline way (bank transfer or UPI, an admin confirms) is always offered, and is
 * the only one while payments are off. A renewal stays online: the spec's request refuses the
 * plan in force.
 */
export function PayDialog({ quote, offline, error, onClose, onPayNow, onRequest }: PayDialogProps) {
  const [offlineChosen, setOfflineChosen] = useState(!quote.online);
  const [busy, setBusy] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const term = quote.durationMonths ? m.membership_months({ count: quote.durationMonths }) : quote.type;

  async function request() {
    setBusy(true);
    setRequestError(await onRequest());
    setBusy(false);
  }

  return (
    <Modal title={PAYMENT_TEXT.confirmTitle(quote.planName)} isOpen onOpenChange={(open) => !open && !busy && onClose()}>
      <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto text-sm text-stone-800">
        <p>
          <strong>{quote.planName}</strong> · {term}
        </p>
        {quote.features.length > 0 ? (
          <div>
            <h3 className="font-semibold text-stone-900">{m.membership_includes()}</h3>
            <ul className="mt-1 list-disc pl-5">
              {quote.features.map((f) => <li key={f}>{f}</li>)}
            </ul>
          </div>
        ) : null}
        <TaxLines tax={quote.tax} />
        <p>
          {quote.seller.gstin ? m.membership_sold_by_gstin({ seller: quote.seller.name, gstin: quote.seller.gstin }) : m.membership_sold_by({ seller: quote.seller.name })}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{m.membership_starts()}</dt>
          <dd>{day(quote.startsAt)}</dd>
          <dt className="font-semibold">{m.membership_ends()}</dt>
          <dd>{quote.endsAt === null ? m.membership_no_end() : day(quote.endsAt)}</dd>
        </dl>
        {quote.renewal ? <p>{PAYMENT_TEXT.renewalNote}</p> : null}
        {offlineChosen ? <OfflineDetails quote={quote} offline={offline} /> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        {requestError ? <Notice tone="error">{requestError}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>{m.common_cancel()}</Button>
          {quote.online && !offlineChosen && !quote.renewal ? (
            <Button variant="ghost" onPress={() => setOfflineChosen(true)}>{PAYMENT_TEXT.payOffline}</Button>
          ) : null}
          {offlineChosen ? (
            <Button onPress={() => void request()} isDisabled={busy}>{busy ? m.membership_sending() : m.membership_send_request()}</Button>
          ) : (
            <Button onPress={onPayNow}>{PAYMENT_TEXT.payNow}</Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** Where to send the money offline, from configuration, and what happens next. */
function OfflineDetails({ quote, offline }: { quote: PlanQuote; offline: OfflinePayment }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-maroon-100 bg-maroon-50 p-3" data-testid="offline-payment">
      {quote.online ? null : <p>{PAYMENT_TEXT.paymentsOff}</p>}
      <p>
        {m.membership_offline_how({ amount: rupees(quote.amount) })}
      </p>
      {offline.upiId || offline.bankAccount ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {offline.upiId ? (
            <>
              <dt className="font-semibold">{m.membership_upi_id()}</dt>
              <dd className="break-all">{offline.upiId}</dd>
            </>
          ) : null}
          {offline.bankAccount ? (
            <>
              <dt className="font-semibold">{m.membership_bank_account()}</dt>
              <dd className="break-words">{offline.bankAccount}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{m.membership_offline_admin_writes()}</p>
      )}
    </div>
  );
}
