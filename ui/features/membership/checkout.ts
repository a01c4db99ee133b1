import type { PaymentOrder, PaymentVerify } from '../../../contract/payments';

/**
 * Razorpay's Standard Checkout, loaded from the address the server gives only when a member
 * presses "Pay now" (decision 0953): never bundled, so no page's first script grows and nobody
 * who does not pay downloads it. The CSP allows its origin only while payments are on.
 */
interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: PaymentVerify) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

/** What Checkout reports: paid (the handler's signed answer), closed by the member, or a failed attempt. */
export type CheckoutOutcome = { kind: 'paid'; response: PaymentVerify } | { kind: 'dismissed' } | { kind: 'failed'; description: string | null };

let loading: { url: string; script: Promise<boolean> } | null = null;

function loadCheckout(url: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  if (loading?.url === url) return loading.script;
  const script = new Promise<boolean>((resolve) => {
    const tag = document.createElement('script');
    tag.src = url;
    tag.async = true;
    tag.onload = () => resolve(!!window.Razorpay);
    tag.onerror = () => {
      // A later press tries again rather than reusing the failure.
      loading = null;
      tag.remove();
      resolve(false);
    };
    document.head.append(tag);
  });
  loading = { url, script };
  return script;
}

/**
 * Opens Checkout for the order; false when its script could not be loaded. Each outcome is
 * passed on as it comes: Razorpay keeps its window open after a failed attempt for another try,
 * so a failure may be followed by a payment (or by the member closing it).
 */
export async function openCheckout(order: PaymentOrder, onOutcome: (outcome: CheckoutOutcome) => void): Promise<boolean> {
  if (!(await loadCheckout(order.checkoutUrl)) || !window.Razorpay) return false;
  const checkout = new window.Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.orderId,
    prefill: order.prefill,
    handler: (response) => onOutcome({ kind: 'paid', response }),
    modal: { ondismiss: () => onOutcome({ kind: 'dismissed' }) },
  });
  checkout.on('payment.failed', (response) => onOutcome({ kind: 'failed', description: response.error?.description ?? null }));
  checkout.open();
  return true;
}
