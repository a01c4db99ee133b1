import { PAYMENT_TEXT } from '../../contract/payments';
import type { PaymentsConfig } from '../config';
import { ApiError } from '../http/errors';

/**
 * Razorpay's REST API with `fetch` and WebCrypto, the same code on Node and Workers (decision
 * 0951: not the `razorpay` SDK). Amounts are in paise. Tests point `apiUrl` at the stand-in
 * (worker/test/razorpay-stand-in.ts), which speaks the same protocol.
 */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  error_description?: string | null;
}

export interface PaymentGateway {
  keyId: string;
  createOrder(order: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  refund(paymentId: string, notes: Record<string, string>): Promise<{ id: string }>;
  /** Checkout's success handler: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  isPaymentSigned(orderId: string, paymentId: string, signature: string): Promise<boolean>;
  /** A webhook delivery: HMAC-SHA256 of the raw body with the webhook secret; false without one. */
  isWebhookSigned(rawBody: string, signature: string | undefined): Promise<boolean>;
}

type RazorpayConfig = NonNullable<PaymentsConfig['razorpay']>;

/** The gateway of the configured keys, or null when payments are off. */
export function razorpayGateway(config: PaymentsConfig): PaymentGateway | null {
  const rzp = config.razorpay;
  if (!rzp) return null;
  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => razorpayCall<T>(rzp, method, path, body);
  return {
    keyId: rzp.keyId,
    createOrder: (o) => call<GatewayOrder>('POST', '/v1/orders', { amount: o.amount, currency: 'INR', receipt: o.receipt, notes: o.notes }),
    orderPayments: async (orderId) => (await call<{ items: GatewayPayment[] }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`)).items,
    refund: (paymentId, notes) => call<{ id: string }>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { notes }),
    isPaymentSigned: (orderId, paymentId, signature) => hmacMatches(rzp.keySecret, `${orderId}|${paymentId}`, signature),
    isWebhookSigned: async (rawBody, signature) => (rzp.webhookSecret && signature ? hmacMatches(rzp.webhookSecret, rawBody, signature) : false),
  };
}

/**
 * One call with basic auth. Razorpay's error body (`{ error: { code, description } }`) is logged
 * for the operator and never passed on: the member reads a sentence they can act on (502), and an
 * unreachable service is a 503.
 */
async function razorpayCall<T>(rzp: RazorpayConfig, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    const authorization = `Basic ${btoa(`${rzp.keyId}:${rzp.keySecret}`)}`;
    const signal = AbortSignal.timeout(15_000);
    const init: RequestInit =
      method === 'GET' ? { headers: { authorization }, signal } : { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}), signal };
    res = await fetch(`${rzp.apiUrl}${path}`, init);
  } catch (err) {
    console.error(`Razorpay ${method} ${path} could not be reached:`, err);
    throw new ApiError(503, PAYMENT_TEXT.gatewayDown);
  }
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    console.error(`Razorpay ${method} ${path} answered ${res.status}: ${detail.slice(0, 300)}`);
    throw new ApiError(res.status >= 500 ? 503 : 502, res.status >= 500 ? PAYMENT_TEXT.gatewayDown : PAYMENT_TEXT.gatewayRefused);
  }
  return (await res.json()) as T;
}

const encoder = new TextEncoder();

/** HMAC-SHA256 of `data`, hex, as Razorpay signs. */
export async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `signature` (hex) is the HMAC of `data`. WebCrypto's `verify` compares in constant
 * time, so a forger learns nothing from how long a wrong guess takes.
 */
async function hmacMatches(secret: string, data: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(data));
}
