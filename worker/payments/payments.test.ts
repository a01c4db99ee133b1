import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m as messages } from '../../contract/i18n/paraglide/messages';
import { MEMBERSHIP_TEXT } from '../../contract/membership';
import { invoicePath, PAYMENT_TEXT, type PaymentOrder } from '../../contract/payments';
import { PLANS } from '../reference/catalogue/plans';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, givePlan, memberWithSession, signIn } from '../test/factories';
import { startRazorpayStandIn, type PaidResult, type RazorpayStandIn } from '../test/razorpay-stand-in';
import { planInForce } from '../membership/grants';
import { addMonths } from '../membership/plans';
import { reconcilePayments } from './reconcile';

let t: TestApp;
let standIn: RazorpayStandIn;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp({ ...standIn.env, SELLER_GSTIN: '29ABCDE1234F1Z5', SELLER_STATE: 'Karnataka', SELLER_ADDRESS: '1 MG Road, Bengaluru 560001' });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

type Member = Awaited<ReturnType<typeof memberWithSession>>;
const DAY = 86_400_000;
const gold = PLANS.find((p) => p._id === 'gold')!;

const quote = (m: Member, planId: string) => answer(api(t, { token: m.token }).user.payments.quote[':id'].$get({ param: { id: planId } }));
const order = (m: Member, planId: string) => answer(api(t, { token: m.token }).user.payments.order.$post({ json: { planId } }));
const verify = (m: Member, paid: PaidResult) => answer(api(t, { token: m.token }).user.payments.verify.$post({ json: paid }));
const history = (m: Member) => answer(api(t, { token: m.token }).user.payments.$get());
const invoice = (token: string, id: string) => answer(api(t, { token }).user.payments[':id'].invoice.$get({ param: { id } }));
const webhook = (delivery: { body: string; headers: Record<string, string> }) => t.app.request('/api/payments/webhook', { method: 'POST', ...delivery });
const paymentsOf = (userId: string) => t.deps.database.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
const grantsOf = (userId: string) =>
  t.deps.database.db.selectFrom('upgrade_requests').selectAll().where('user_id', '=', userId).where('status', '=', 'approved').execute();

async function ordered(m: Member, planId = 'gold'): Promise<PaymentOrder> {
  const res = await order(m, planId);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.body.data;
}

describe('paying for a plan online: quote → order → Checkout → verify', () => {
  it('quotes the plan with GST, opens an order for its price in paise, and a verified payment grants it once, with a receipt', async () => {
    const m = await memberWithSession(t);
    const q = await quote(m, 'gold');
    expect(q.status).toBe(200);
    const amount = gold.price * 100;
    expect(q.body.data).toMatchObject({ planId: 'gold', amount, renewal: false, online: true, startsAt: t.clock.now, endsAt: addMonths(t.clock.now, gold.durationMonths!) });
    expect(q.body.data.tax.total).toBe(amount);
    expect(q.body.data.tax.taxable + q.body.data.tax.cgst + q.body.data.tax.sgst + q.body.data.tax.igst).toBe(amount);

    const o = await ordered(m);
    expect(o).toMatchObject({ amount, currency: 'INR', keyId: standIn.env.RAZORPAY_KEY_ID, checkoutUrl: standIn.env.RAZORPAY_CHECKOUT_URL });
    // A second click (or Checkout closed and opened again) reuses the open order.
    expect((await ordered(m)).orderId).toBe(o.orderId);
    expect(await paymentsOf(m.id)).toHaveLength(1);
    expect(standIn.orders.get(o.orderId)).toMatchObject({ amount, currency: 'INR', receipt: o.paymentId });

    const paid = await standIn.pay(o.orderId);
    const res = await verify(m, paid);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: PAYMENT_TEXT.paid('Gold'), data: { status: 'paid', payment: { _id: o.paymentId, reference: paid.razorpay_payment_id } } });
    expect(res.body.data.payment.invoiceNumber).toMatch(/^SMB-\d{6}$/);
    const inForce = await planInForce(t.deps, m.id);
    expect(inForce).toMatchObject({ heldPlanId: 'gold', expiresAt: addMonths(t.clock.now, gold.durationMonths!) });

    // The page posting twice (a reload) changes nothing.
    const again = await verify(m, paid);
    expect(again.body).toMatchObject({ code: 4, data: { status: 'paid' } });
    expect(await grantsOf(m.id)).toHaveLength(1);

    const mail = t.mails.find((x) => x.to === m.email && x.subject === messages.server_mail_receipt_subject({ plan: 'Gold' }));
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}${invoicePath(o.paymentId)}`);
    expect(mail?.text).toContain(res.body.data.payment.invoiceNumber!);

    const list = await history(m);
    expect(list.body.data).toMatchObject([{ _id: o.paymentId, status: 'paid', planName: 'Gold', amount }]);
    const status = await answer(api(t, { token: m.token }).user.membership.$get());
    expect(status.body.data.payment).toMatchObject({ online: true, renewableFrom: inForce.expiresAt! - 7 * DAY });
  });

  it('a request for the same plan still waiting for an admin leaves the queue once the plan is paid online', async () => {
    const m = await memberWithSession(t);
    const requested = await answer(api(t, { token: m.token }).user.upgreadePlan[':id'].$post({ param: { id: 'gold' } }));
    expect(requested.status).toBe(200);
    const pending = () => t.deps.database.db.selectFrom('upgrade_requests').select('id').where('user_id', '=', m.id).where('status', '=', 'pending').execute();
    expect(await pending()).toHaveLength(1);
    const o = await ordered(m);
    expect((await verify(m, await standIn.pay(o.orderId))).status).toBe(200);
    expect(await pending()).toEqual([]);
    expect(await grantsOf(m.id)).toHaveLength(1);
  });

  it('issues a tax invoice to the owner and an admin only: seller, GSTIN, member, GST split by state', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m, 'silver');
    await verify(m, await standIn.pay(o.orderId));
    const own = await invoice(m.token, o.paymentId);
    expect(own.status).toBe(200);
    const inv = own.body.data;
    expect(inv).toMatchObject({ seller: { gstin: '29ABCDE1234F1Z5', state: 'Karnataka' }, member: { email: m.email }, plan: { name: 'Silver' } });
    // The member's state is not the seller's (or not known): IGST.
    expect(inv.tax).toMatchObject({ total: 299_900, rate: 18, cgst: 0, sgst: 0 });
    expect(inv.tax.taxable).toBe(Math.round((299_900 * 100) / 118));
    expect(inv.tax.igst).toBe(299_900 - inv.tax.taxable);

    const other = await memberWithSession(t);
    expect((await invoice(other.token, o.paymentId)).status).toBe(404);
    const admin = await adminSession(t);
    expect((await invoice(admin.token, o.paymentId)).status).toBe(200);
  });

  it('refuses a forged signature and another member’s order with 400/404; nothing changes', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId);
    const forged = await verify(m, { ...paid, razorpay_signature: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.refusal.error).toBe(PAYMENT_TEXT.badSignature);

    const thief = await memberWithSession(t);
    const stolen = await verify(thief, paid);
    expect(stolen.status).toBe(404);
    expect(stolen.refusal.error).toBe(PAYMENT_TEXT.orderNotFound);

    expect((await paymentsOf(m.id))[0]).toMatchObject({ status: 'created', payment_id: null, invoice_number: null });
    expect(await grantsOf(m.id)).toHaveLength(0);
    expect(await grantsOf(thief.id)).toHaveLength(0);
  });

  it('refuses a payment for another amount than the order’s (a tampered amount): 400, no plan', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId, { amount: 100 });
    const res = await verify(m, paid);
    expect(res.status).toBe(400);
    expect(res.refusal.error).toBe(PAYMENT_TEXT.amountMismatch);
    expect(await grantsOf(m.id)).toHaveLength(0);
    expect((await planInForce(t.deps, m.id)).heldPlanId).toBeNull();
  });

  it('refuses an order for an inactive plan, an unknown plan, the Free plan, and the plan in force before its renewal window', async () => {
    const m = await memberWithSession(t);
    const inactive = await order(m, 'classic');
    expect(inactive.status).toBe(409);
    expect(inactive.refusal.error).toBe(MEMBERSHIP_TEXT.planInactive);
    expect((await order(m, 'diamond')).status).toBe(404);
    const free = await order(m, 'free');
    expect(free.status).toBe(409);
    expect(free.refusal.error).toBe(MEMBERSHIP_TEXT.freeWithoutPlan);
    await givePlan(t, m.id, 'gold');
    const freeHeld = await order(m, 'free');
    expect(freeHeld.refusal.error).toBe(PAYMENT_TEXT.freeNeedsNoPayment);
    const early = await order(m, 'gold');
    expect(early.status).toBe(409);
    expect(early.refusal.error).toBe(PAYMENT_TEXT.renewTooEarly);
    expect(await paymentsOf(m.id)).toHaveLength(0);
  });

  it('a renewal paid in the last 7 days runs on from the current end', async () => {
    const before = await memberWithSession(t);
    const first = await ordered(before);
    await verify(before, await standIn.pay(first.orderId));
    const end = (await planInForce(t.deps, before.id)).expiresAt!;
    t.clock.advance(end - t.clock.now - 5 * DAY);
    try {
      const m = { ...before, token: await signIn(t, before.email, before.password) };
      const q = await quote(m, 'gold');
      expect(q.body.data).toMatchObject({ renewal: true, startsAt: end, endsAt: addMonths(end, gold.durationMonths!) });
      const o = await ordered(m);
      const res = await verify(m, await standIn.pay(o.orderId));
      expect(res.body.data.payment).toMatchObject({ startsAt: end, endsAt: addMonths(end, gold.durationMonths!) });
      expect(await planInForce(t.deps, m.id)).toMatchObject({ heldPlanId: 'gold', expiresAt: addMonths(end, gold.durationMonths!) });
      const numbers = (await paymentsOf(m.id)).map((p) => p.invoice_number);
      expect(new Set(numbers).size).toBe(2);
    } finally {
      t.clock.now = Date.parse('2026-11-22T10:00:00Z');
    }
  });
});

describe('POST /api/payments/webhook', () => {
  it('grants the plan when the page never came back; a replay of the event changes nothing', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId);
    const delivery = await standIn.webhook('payment.captured', paid.razorpay_payment_id, { eventId: 'evt_Replayed0001' });
    const first = await webhook(delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ code: 5 });
    expect((await planInForce(t.deps, m.id)).heldPlanId).toBe('gold');
    const replay = await webhook(delivery);
    expect(await replay.json()).toMatchObject({ code: 4 });
    // order.paid for the same payment, a new event id: the payment is received already.
    expect((await webhook(await standIn.webhook('order.paid', paid.razorpay_payment_id))).status).toBe(200);
    expect(await grantsOf(m.id)).toHaveLength(1);
    expect((await paymentsOf(m.id))[0]).toMatchObject({ status: 'paid', payment_id: paid.razorpay_payment_id });
  });

  it('page and webhook at once give one grant and one invoice number', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId);
    const before = await t.deps.database.db.selectFrom('payments').select((eb) => eb.fn.max('invoice_number').as('n')).executeTakeFirstOrThrow();
    const [page, hook, hook2] = await Promise.all([
      verify(m, paid),
      webhook(await standIn.webhook('payment.captured', paid.razorpay_payment_id)),
      webhook(await standIn.webhook('order.paid', paid.razorpay_payment_id)),
    ]);
    expect(page.status).toBe(200);
    expect(hook.status).toBe(200);
    expect(hook2.status).toBe(200);
    expect(await grantsOf(m.id)).toHaveLength(1);
    const [row] = await paymentsOf(m.id);
    expect(row!.invoice_number).toBe(Number(before.n ?? 0) + 1);
    expect(t.mails.filter((x) => x.to === m.email && x.subject === messages.server_mail_receipt_subject({ plan: 'Gold' }))).toHaveLength(1);
  });

  it('refuses a delivery with a wrong or missing signature: 400, nothing changes', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId);
    const forged = await standIn.webhook('payment.captured', paid.razorpay_payment_id, { secret: 'not-the-webhook-secret' });
    expect((await webhook(forged)).status).toBe(400);
    const unsigned = { body: forged.body, headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_Unsigned0001' } };
    expect((await webhook(unsigned)).status).toBe(400);
    expect(await grantsOf(m.id)).toHaveLength(0);
    expect((await paymentsOf(m.id))[0]!.status).toBe('created');
  });

  it('a payment authorized but not yet captured waits: verify says it is being confirmed; the capture’s webhook grants the plan', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId, { status: 'authorized' });
    const res = await verify(m, paid);
    expect(res.body).toMatchObject({ message: PAYMENT_TEXT.confirming, data: { status: 'attempted' } });
    expect(await grantsOf(m.id)).toHaveLength(0);
    standIn.capture(paid.razorpay_payment_id);
    expect((await webhook(await standIn.webhook('payment.captured', paid.razorpay_payment_id))).status).toBe(200);
    expect((await planInForce(t.deps, m.id)).heldPlanId).toBe('gold');
  });

  it('refuses a signed delivery without its event id', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId);
    const { body, headers } = await standIn.webhook('payment.captured', paid.razorpay_payment_id);
    const { ['x-razorpay-event-id']: _dropped, ...withoutId } = headers;
    expect((await webhook({ body, headers: withoutId })).status).toBe(400);
    expect(await grantsOf(m.id)).toHaveLength(0);
  });

  it('records a failed payment for the member, who can try again and pay', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const failed = await standIn.pay(o.orderId, { status: 'failed' });
    expect((await webhook(await standIn.webhook('payment.failed', failed.razorpay_payment_id))).status).toBe(200);
    expect((await history(m)).body.data).toMatchObject([{ _id: o.paymentId, status: 'failed', failureReason: 'Payment failed because the bank declined it.', invoiceNumber: null }]);
    const res = await verify(m, await standIn.pay(o.orderId));
    expect(res.body.data.status).toBe('paid');
  });
});

describe('reconciliation (the 6-hourly job, the Workers cron)', () => {
  it('receives an order paid while the page was closed and no webhook came, and records an abandoned one as not completed', async () => {
    const m = await memberWithSession(t);
    const paidOrder = await ordered(m);
    await standIn.pay(paidOrder.orderId);
    const other = await memberWithSession(t);
    const abandoned = await ordered(other, 'silver');
    const start = t.clock.now;
    try {
      // Too fresh: Checkout may still be open.
      await reconcilePayments(t.deps);
      expect((await paymentsOf(m.id))[0]!.status).toBe('created');
      t.clock.advance(11 * 60_000);
      await reconcilePayments(t.deps);
      expect((await paymentsOf(m.id))[0]!.status).toBe('paid');
      expect((await planInForce(t.deps, m.id)).heldPlanId).toBe('gold');
      expect((await paymentsOf(other.id))[0]!.status).toBe('created');
      t.clock.advance(DAY);
      await reconcilePayments(t.deps);
      expect((await paymentsOf(other.id))[0]).toMatchObject({ id: abandoned.paymentId, status: 'failed', failure_reason: PAYMENT_TEXT.notCompleted });
      expect(await grantsOf(m.id)).toHaveLength(1);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('the back office: GET /admin/payments and refunds through Razorpay', () => {
  it('lists payments by member, status and plan; a refund without ending the plan keeps it, with the reason in the audit trail', async () => {
    const admin = await adminSession(t);
    const client = api(t, { token: admin.token }).admin;
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const paid = await standIn.pay(o.orderId);
    await verify(m, paid);
    const listed = await answer(client.payments.$get({ query: { search: m.email, status: 'paid' } }));
    expect(listed.body).toMatchObject({ total: 1, items: [{ _id: o.paymentId, member: { _id: m.id, email: m.email }, status: 'paid', provider: 'razorpay', reference: paid.razorpay_payment_id, refund: null }] });
    expect((await answer(client.payments.$get({ query: { search: m.email, status: 'refunded' } }))).body.total).toBe(0);
    expect((await answer(client.payments.$get({ query: { search: m.email, planId: 'silver' } }))).body.total).toBe(0);
    expect((await answer(client.payments.$get({ query: { search: m.email, from: '2026-11-23' } }))).body.total).toBe(0);
    expect((await answer(client.payments.$get({ query: { search: m.email, from: '2026-11-22', to: '2026-11-22' } }))).body.total).toBe(1);

    const noReason = await answer(client.payments[':id'].refund.$post({ param: { id: o.paymentId }, json: { reason: '', endPlan: false } }));
    expect(noReason.status).toBe(400);
    const res = await answer(client.payments[':id'].refund.$post({ param: { id: o.paymentId }, json: { reason: 'Member asked within a day', endPlan: false } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(standIn.refunds).toContainEqual(expect.objectContaining({ payment_id: paid.razorpay_payment_id, amount: o.amount }));
    expect((await planInForce(t.deps, m.id)).heldPlanId).toBe('gold');
    const audit = await t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', o.paymentId).execute();
    expect(audit).toMatchObject([{ action: 'payment.refund', reason: 'Member asked within a day' }]);
    expect((await history(m)).body.data[0]).toMatchObject({ status: 'refunded' });
    const again = await answer(client.payments[':id'].refund.$post({ param: { id: o.paymentId }, json: { reason: 'Member asked within a day', endPlan: false } }));
    expect(again.body.code).toBe(4);
    expect(standIn.refunds.filter((r) => r.payment_id === paid.razorpay_payment_id)).toHaveLength(1);
  });

  it('a refund that ends the plan puts the member back on Free; a payment not received cannot be refunded', async () => {
    const admin = await adminSession(t);
    const client = api(t, { token: admin.token }).admin;
    const m = await memberWithSession(t);
    const o = await ordered(m);
    const open = await answer(client.payments[':id'].refund.$post({ param: { id: o.paymentId }, json: { reason: 'Testing a refund', endPlan: true } }));
    expect(open.status).toBe(409);
    await verify(m, await standIn.pay(o.orderId));
    const res = await answer(client.payments[':id'].refund.$post({ param: { id: o.paymentId }, json: { reason: 'Charged by mistake', endPlan: true } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await planInForce(t.deps, m.id)).toMatchObject({ heldPlanId: null, plan: { _id: 'free' } });
    expect((await history(m)).body.data[0]).toMatchObject({ status: 'refunded', refundedAt: t.clock.now });
  });
});

describe('closing an account keeps its payments for the tax records', () => {
  it('after deletion the invoice still names the member as issued and an admin can read it; the grant is gone', async () => {
    const m = await memberWithSession(t);
    const o = await ordered(m);
    await verify(m, await standIn.pay(o.orderId));
    expect((await answer(api(t, { token: m.token }).user.delete.$post({ json: { password: m.password, confirm: 'DELETE' } }))).status).toBe(200);
    const admin = await adminSession(t);
    const inv = await invoice(admin.token, o.paymentId);
    expect(inv.status).toBe(200);
    expect(inv.body.data.member).toMatchObject({ name: m.name, email: m.email });
    expect(await grantsOf(m.id)).toHaveLength(0);
    const listed = await answer(api(t, { token: admin.token }).admin.payments.$get({ query: { search: m.email } }));
    expect(listed.body.items).toMatchObject([{ _id: o.paymentId, member: { name: m.name, email: m.email } }]);
  });
});
