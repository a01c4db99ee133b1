import type { Generated } from 'kysely';
import type { PaymentStatus } from '../../../contract/payments';

/** Row types of migrations 0050 and 0051 (payments, issue 23), kept by hand next to the SQL. */
export interface PaymentsTable {
  id: string;
  user_id: string;
  plan_id: string;
  provider: 'razorpay' | 'offline';
  status: Generated<PaymentStatus>;
  order_id: string | null;
  payment_id: string | null;
  method: string | null;
  reference: string | null;
  /** Paise, GST included. */
  amount: number;
  currency: Generated<string>;
  plan_name: string;
  /** The Plan as sold, JSON. */
  plan_json: string;
  member_name: string;
  member_email: string;
  member_state: string | null;
  tax_rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  settle_id: string | null;
  grant_id: string | null;
  invoice_number: number | null;
  starts_at: number | null;
  ends_at: number | null;
  failure_reason: string | null;
  refund_id: string | null;
  refund_reason: string | null;
  refunded_by: string | null;
  refunded_at: number | null;
  created_at: number;
  paid_at: number | null;
  updated_at: number;
}

export interface PaymentWebhookEventsTable {
  id: string;
  event: string;
  received_at: number;
}

export interface PaymentsTables {
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
}
