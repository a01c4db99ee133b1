import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYMENT_TEXT, type PlanQuote } from '../../../contract/payments';
import { showToast } from '../../state/alerts';
import { openCheckout, type CheckoutOutcome } from './checkout';
import { openOrder, verifyPayment } from './membership-api';
import { m } from '../../../contract/i18n/paraglide/messages';

/** What the page says after a try that did not end in a plan; `retry` opens the confirmation again. */
interface PaymentNotice {
  tone: 'error' | 'info';
  text: string;
  retry: PlanQuote | null;
}

/**
 * One payment from the confirmation to the plan (issue 23): the order, Checkout, and the signed
 * answer passed to the server. Only the server's verification grants the plan; the page then
 * reloads what it shows from the loaders. A closed or failed Checkout changes nothing.
 */
export function usePayment() {
  const router = useRouter();
  const [asking, setAsking] = useState<{ quote: PlanQuote; error: string | null } | null>(null);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [busyPlan, setBusyPlan] = useState<string | null>(null);

  function ask(quote: PlanQuote) {
    setNotice(null);
    setAsking({ quote, error: null });
  }

  async function settle(quote: PlanQuote, outcome: CheckoutOutcome) {
    setBusyPlan(null);
    if (outcome.kind === 'dismissed') {
      // After a failed attempt, closing Checkout leaves the failure's sentence in place.
      setNotice((shown) => shown ?? { tone: 'info', text: PAYMENT_TEXT.cancelled, retry: quote });
      return;
    }
    if (outcome.kind === 'failed') {
      setNotice({ tone: 'error', text: outcome.description ? `${PAYMENT_TEXT.failed} (${outcome.description})` : PAYMENT_TEXT.failed, retry: quote });
      return;
    }
    setNotice(null);
    const verified = await verifyPayment(outcome.response);
    if (!verified.ok) setNotice({ tone: 'error', text: verified.error, retry: null });
    else if (verified.outcome.status === 'paid') showToast(PAYMENT_TEXT.paid(verified.outcome.payment.planName), 'success');
    else setNotice({ tone: 'info', text: PAYMENT_TEXT.confirming, retry: null });
    await router.invalidate();
  }

  async function payNow() {
    if (!asking) return;
    const { quote } = asking;
    // Checkout draws its own window; the confirmation closes so that it does not hold the focus.
    setAsking(null);
    setNotice(null);
    setBusyPlan(quote.planId);
    const order = await openOrder(quote.planId);
    if (!order.ok) {
      setBusyPlan(null);
      setAsking({ quote, error: order.error });
      return;
    }
    if (!(await openCheckout(order.order, (outcome) => void settle(quote, outcome)))) {
      setBusyPlan(null);
      setAsking({ quote, error: m.membership_checkout_unreachable() });
    }
  }

  return {
    asking,
    notice,
    busyPlan,
    ask,
    payNow,
    retry: () => notice?.retry && ask(notice.retry),
    close: () => setAsking(null),
  };
}
