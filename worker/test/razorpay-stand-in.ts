import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayPayment } from '../payments/razorpay';
import { hmacHex } from '../payments/razorpay';

/**
 * A local Razorpay for tests (issue 23), over real HTTP on a free port: the REST API the server
 * calls (orders, an order's payments, refunds; basic auth checked as Razorpay does), signing as
 * Razorpay signs, and a stand-in of Standard Checkout's script for the browser. The keys are test
 * keys of its own. Point the app at it with `standIn.env`:
 *
 *   const standIn = await startRazorpayStandIn();
 *   const t = await createTestApp(standIn.env);
 *   const order = …POST /user/payments/order…;
 *   const paid = await standIn.pay(order.orderId);        // what Checkout's handler receives
 *   …POST /user/payments/verify with `paid`…
 *
 * Checkout (`/v1/checkout.js`): `new Razorpay(options).open()` draws a frame from the stand-in
 * with "Pay", "Fail" and "Close" buttons; Pay calls `options.handler` with a signed result, Fail
 * fires the 'payment.failed' callbacks, Close calls `options.modal.ondismiss`, as Checkout does.
 */
export const STAND_IN_KEYS = { keyId: 'rzp_test_StandIn0001', keySecret: 'stand-in-key-secret-0001', webhookSecret: 'stand-in-webhook-secret' } as const;

interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

type StandInPayment = GatewayPayment & { entity: 'payment'; amount_refunded: number; created_at: number };

export interface PaidResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface PayOptions {
  /** What Razorpay charged; the order's amount unless a test tampers with it. */
  amount?: number;
  /** 'captured' (default, as with auto-capture), 'authorized' (not captured yet) or 'failed'. */
  status?: 'captured' | 'authorized' | 'failed';
  method?: string;
}

export interface RazorpayStandIn {
  url: string;
  env: { RAZORPAY_KEY_ID: string; RAZORPAY_KEY_SECRET: string; RAZORPAY_WEBHOOK_SECRET: string; RAZORPAY_API_URL: string; RAZORPAY_CHECKOUT_URL: string };
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: Array<{ id: string; payment_id: string; amount: number; notes: Record<string, string> }>;
  /** A payment of the order, as Checkout makes one; returns what Checkout's handler receives, signed. */
  pay(orderId: string, options?: PayOptions): Promise<PaidResult>;
  /** Captures an authorized payment, as Razorpay does a moment later. */
  capture(paymentId: string): void;
  /** A webhook delivery of `event` for a payment, signed with `secret` (the webhook secret unless a test forges it). */
  webhook(event: 'payment.captured' | 'order.paid' | 'payment.failed' | 'payment.authorized', paymentId: string, options?: { eventId?: string; secret?: string }): Promise<{ body: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 14)}`;

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds: RazorpayStandIn['refunds'] = [];

  async function pay(orderId: string, options: PayOptions = {}): Promise<PaidResult> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The stand-in has no order ${orderId}`);
    const status = options.status ?? 'captured';
    const id = randomId('pay');
    payments.set(id, {
      id,
      entity: 'payment',
      order_id: orderId,
      amount: options.amount ?? order.amount,
      amount_refunded: 0,
      currency: order.currency,
      status,
      method: options.method ?? 'upi',
      error_description: status === 'failed' ? 'Payment failed because the bank declined it.' : null,
      created_at: Math.floor(Date.now() / 1000),
    });
    order.attempts += 1;
    order.status = status === 'captured' ? 'paid' : 'attempted';
    return { razorpay_order_id: orderId, razorpay_payment_id: id, razorpay_signature: await hmacHex(STAND_IN_KEYS.keySecret, `${orderId}|${id}`) };
  }

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => send(res, 500, { error: { code: 'SERVER_ERROR', description: String(err) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/v1/checkout.js') return sendText(res, 'text/javascript', checkoutScript(base()));
    if (req.method === 'GET' && path === '/stand-in/checkout') return sendText(res, 'text/html', checkoutFrame());
    if (req.method === 'POST' && path === '/stand-in/pay') {
      const { orderId, status } = JSON.parse(await readBody(req)) as { orderId: string; status?: PayOptions['status'] };
      return send(res, 200, await pay(orderId, { status }));
    }
    if (!authorised(req)) return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
    if (req.method === 'POST' && path === '/v1/orders') {
      const body = JSON.parse(await readBody(req)) as { amount: number; currency: string; receipt: string; notes?: Record<string, string> };
      if (!Number.isInteger(body.amount) || body.amount < 100) return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } });
      const order: StandInOrder = {
        id: randomId('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (req.method === 'GET' && orderPayments) {
      if (!orders.has(orderPayments[1]!)) return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const payment = payments.get(refund[1]!);
      if (!payment || payment.status !== 'captured') return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } });
      const body = JSON.parse((await readBody(req)) || '{}') as { notes?: Record<string, string> };
      const made = { id: randomId('rfnd'), payment_id: payment.id, amount: payment.amount, notes: body.notes ?? {} };
      refunds.push(made);
      payment.status = 'refunded';
      payment.amount_refunded = payment.amount;
      return send(res, 200, { ...made, entity: 'refund', currency: payment.currency, status: 'processed' });
    }
    send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = base();
  return {
    url,
    env: {
      RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
      RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
    },
    orders,
    payments,
    refunds,
    pay,
    capture(paymentId) {
      const p = payments.get(paymentId);
      if (p) p.status = 'captured';
      const order = p && orders.get(p.order_id);
      if (order) order.status = 'paid';
    },
    async webhook(event, paymentId, options = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`The stand-in has no payment ${paymentId}`);
      const order = orders.get(payment.order_id);
      const payload = { payment: { entity: payment }, ...(event === 'order.paid' ? { order: { entity: order } } : {}) };
      const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
      const signature = await hmacHex(options.secret ?? STAND_IN_KEYS.webhookSecret, body);
      return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': options.eventId ?? randomId('evt') } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function authorised(req: IncomingMessage): boolean {
  const expected = `Basic ${Buffer.from(`${STAND_IN_KEYS.keyId}:${STAND_IN_KEYS.keySecret}`).toString('base64')}`;
  return req.headers.authorization === expected;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString())).on('end', () => resolve(body)).on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendText(res: ServerResponse, type: string, text: string): void {
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'access-control-allow-origin': '*' }).end(text);
}

/**
 * Checkout's script as the page meets it: `window.Razorpay(options)` with `.on('payment.failed', fn)`
 * and `.open()`. The payment form is a frame from the stand-in (the CSP's frame-src names its
 * origin, as it names Razorpay's); the frame posts its outcome back to the page.
 */
function checkoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options;
    this.failed = [];
  }
  Razorpay.prototype.on = function (event, fn) { if (event === 'payment.failed') this.failed.push(fn); };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/stand-in/checkout?order_id=' + encodeURIComponent(o.order_id) + '&amount=' + o.amount + '&name=' + encodeURIComponent(o.name || '');
    frame.title = 'Razorpay Checkout (stand-in)';
    frame.setAttribute('data-testid', 'razorpay-checkout');
    frame.style.cssText = 'position:fixed;inset:10% 10%;width:80%;height:60%;z-index:2147483647;background:#fff;border:1px solid #888';
    function done(e) {
      if (e.source !== frame.contentWindow) return;
      window.removeEventListener('message', done);
      frame.remove();
      var m = e.data || {};
      if (m.outcome === 'paid' && o.handler) o.handler(m.result);
      else if (m.outcome === 'failed') self.failed.forEach(function (fn) { fn({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed because the bank declined it.', reason: 'payment_failed', metadata: { order_id: o.order_id, payment_id: m.result && m.result.razorpay_payment_id } } }); });
      else if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
    }
    window.addEventListener('message', done);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;
}

function checkoutFrame(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout (stand-in)</title></head><body>
<main><h1>Razorpay Checkout (stand-in)</h1><p id="what"></p>
<button id="pay">Pay</button> <button id="fail">Fail</button> <button id="close">Close</button></main>
<script>
  var q = new URLSearchParams(location.search), orderId = q.get('order_id');
  document.getElementById('what').textContent = (q.get('name') || '') + ' ₹' + (Number(q.get('amount')) / 100).toFixed(2);
  function attempt(status) {
    return fetch('/stand-in/pay', { method: 'POST', body: JSON.stringify({ orderId: orderId, status: status }) }).then(function (r) { return r.json(); });
  }
  document.getElementById('pay').onclick = function () { attempt('captured').then(function (result) { parent.postMessage({ outcome: 'paid', result: result }, '*'); }); };
  document.getElementById('fail').onclick = function () { attempt('failed').then(function (result) { parent.postMessage({ outcome: 'failed', result: result }, '*'); }); };
  document.getElementById('close').onclick = function () { parent.postMessage({ outcome: 'dismissed' }, '*'); };
</script></body></html>`;
}
