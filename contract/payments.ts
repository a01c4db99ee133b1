import { z } from 'zod';
import { m } from './i18n/paraglide/messages';

/**
 * Paying for a plan online (issue 23): Razorpay's Orders API and Standard Checkout, receipts and
 * refunds. Amounts are in paise, as Razorpay counts them. A plan's price is what the member pays,
 * GST included (decision 0950): the receipt splits it into the taxable value and the tax.
 */

export const PAYMENT_STATUSES = ['created', 'attempted', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `POST /user/payments/order`: the plan to pay for; its price comes from the plan record, never from here. */
export const paymentOrderSchema = z.object({
  planId: z.string({ error: () => m.membership_error_plan_missing() }).min(1, { error: () => m.membership_error_plan_missing() }).max(64),
});

// `missing` and `wrong` are read when a value is checked, in the reader's language (issue 25).
const razorpayValue = (pattern: RegExp, missing: () => string, wrong: () => string) => z.string({ error: missing }).regex(pattern, { error: wrong });

/** `POST /user/payments/verify`: what Checkout's success handler receives, passed on as it came. */
export const paymentVerifySchema = z.object({
  razorpay_order_id: razorpayValue(/^order_[A-Za-z0-9]{1,40}$/, () => m.membership_error_order_id_missing(), () => m.membership_error_order_id_wrong()),
  razorpay_payment_id: razorpayValue(/^pay_[A-Za-z0-9]{1,40}$/, () => m.membership_error_payment_id_missing(), () => m.membership_error_payment_id_wrong()),
  razorpay_signature: razorpayValue(/^[0-9a-f]{64}$/, () => m.membership_error_signature_missing(), () => m.membership_error_signature_wrong()),
});
export type PaymentVerify = z.infer<typeof paymentVerifySchema>;

/** GST on a price that includes it, in paise. Intra-state supplies split it into CGST and SGST. */
export interface TaxSplit {
  /** The price paid, GST included. */
  total: number;
  /** The taxable value. */
  taxable: number;
  /** Percent, e.g. 18. */
  rate: number;
  /** CGST + SGST (same state as the seller) or IGST (another state, or unknown). */
  cgst: number;
  sgst: number;
  igst: number;
}

/** `GET /user/payments/quote/{planId}`: what the confirmation shows before Checkout opens. */
export interface PlanQuote {
  planId: string;
  /** The price in paise, GST included (the same as tax.total). */
  amount: number;
  planName: string;
  type: string;
  features: string[];
  durationMonths: number | null;
  tax: TaxSplit;
  /** A renewal of the plan in force starts at its end; any other plan starts now. */
  startsAt: number;
  endsAt: number | null;
  renewal: boolean;
  seller: { name: string; gstin: string | null };
  /** How the member can pay: online through Checkout when keys are set, and the offline request. */
  online: boolean;
}

/** `data` of `POST /user/payments/order`: what Checkout opens with. */
export interface PaymentOrder {
  /** Our payment's `_id`: the receipt's and the invoice page's id once paid. */
  paymentId: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  keyId: string;
  /** Shown in Checkout. */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** Where the page loads Checkout from (RAZORPAY_CHECKOUT_URL; the CSP allows its origin). */
  checkoutUrl: string;
}

/** `data` of `POST /user/payments/verify` and of the webhook's grant: what the page shows next. */
export interface PaymentOutcome {
  /** 'paid': the plan is granted; 'attempted': Razorpay has not confirmed it yet (the webhook or the job will). */
  status: PaymentStatus;
  payment: MemberPayment;
}

/** One payment of the member's, newest first on /membership. */
export interface MemberPayment {
  _id: string;
  planId: string;
  planName: string;
  amount: number;
  status: PaymentStatus;
  /** Razorpay's payment id once paid; the reference an admin recorded for an offline payment. */
  reference: string | null;
  method: string | null;
  invoiceNumber: string | null;
  createdAt: number;
  paidAt: number | null;
  refundedAt: number | null;
  /** The term this payment bought. */
  startsAt: number | null;
  endsAt: number | null;
  /** Why it failed, as Razorpay said it or 'not completed' for an abandoned one; null otherwise. */
  failureReason: string | null;
}

/** `GET /user/payments/{id}/invoice`: a numbered tax invoice, printable as a page and mailed. */
export interface Invoice {
  number: string;
  issuedAt: number;
  seller: { name: string; address: string | null; gstin: string | null; state: string | null };
  member: { name: string; email: string; uniqueId: string | null; state: string | null };
  plan: { name: string; type: string; startsAt: number | null; endsAt: number | null };
  tax: TaxSplit;
  paymentId: string | null;
  method: string | null;
  refundedAt: number | null;
}

/** Offline payment (no keys, or the member's choice): where to send the money, from configuration. */
export interface OfflinePayment {
  upiId: string | null;
  bankAccount: string | null;
}

/** How a member can pay, part of `GET /user/membership` (contract/membership.ts MembershipStatus.payment). */
export interface PaymentOptions {
  /** Online payment through Razorpay Checkout: on when the keys are configured. */
  online: boolean;
  offline: OfflinePayment;
  /** The plan in force may be paid again from this time (RENEWAL_WINDOW_DAYS before its end); null: it cannot be renewed. */
  renewableFrom: number | null;
}

/** A renewal of the plan in force can be paid from this many days before it ends: the feed's reminder comes then. */
export const RENEWAL_WINDOW_DAYS = 7;

/** The printable invoice page of payment `id` (PAY-UI builds the route; the receipt mail links to it). */
export const invoicePath = (paymentId: string) => `/membership/invoice/${paymentId}`;

/** How an invoice number reads: the prefix and the sequence, zero-padded (decision 0950). */
export const invoiceNumberText = (n: number) => `SMB-${String(n).padStart(6, '0')}`;

/** Rupees as members read them, from paise: ₹4,999.00. */
export const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * GST on a price that includes it (decision 0950): the taxable value is the price less the tax,
 * rounded to the paisa; the tax splits into CGST and SGST halves when the member's state is the
 * seller's, else it is IGST. Shared by the quote, the order and the invoice, so they agree.
 */
export function taxSplit(total: number, rate: number, sameState: boolean): TaxSplit {
  const taxable = Math.round((total * 100) / (100 + rate));
  const tax = total - taxable;
  if (!sameState) return { total, taxable, rate, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { total, taxable, rate, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * Getters and functions: each text is read in the reader's language when it is used (issue 25).
 * A failure's reason is stored as it is written, so it stays plain text; the notices and the
 * receipt are the server's (worker/payments), in the member's language.
 */
export const PAYMENT_TEXT = {
  confirmTitle: (planName: string) => m.membership_confirm_title({ plan: planName }),
  get renewalNote() { return m.membership_renewal_note(); },
  get payNow() { return m.membership_pay_now(); },
  get payOffline() { return m.membership_pay_offline(); },
  get paymentsOff() { return m.membership_payments_off(); },
  paid: (planName: string) => m.membership_paid({ plan: planName }),
  get cancelled() { return m.membership_payment_cancelled(); },
  get failed() { return m.membership_payment_failed_notice(); },
  get badSignature() { return m.membership_bad_signature(); },
  get orderNotFound() { return m.membership_payment_not_found(); },
  get paymentNotFound() { return m.membership_payment_not_found(); },
  get historyHeading() { return m.membership_history_heading(); },
  get historyEmpty() { return m.membership_history_empty(); },
  get invoiceHeading() { return m.membership_invoice_heading(); },
  get noInvoice() { return m.membership_no_invoice(); },
  get confirming() { return m.membership_confirming(); },
  get freeNeedsNoPayment() { return m.membership_free_needs_no_payment(); },
  get renewTooEarly() { return m.membership_renew_too_early({ days: RENEWAL_WINDOW_DAYS }); },
  get amountMismatch() { return m.membership_amount_mismatch(); },
  get notPaidYet() { return m.membership_not_paid_yet(); },
  get gatewayDown() { return m.membership_gateway_down(); },
  get gatewayRefused() { return m.membership_gateway_refused(); },
  notCompleted: 'The payment was not completed.',
} as const;
