import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXT } from '../../contract/payments';
import { ConfigError, parseConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { memberWithSession } from '../test/factories';
import { workersConfig } from '../workers-config';
import { expectLogged } from '../test/clean-run';
import { freePort } from '../test/free-port';
import { STAND_IN_KEYS, startRazorpayStandIn } from '../test/razorpay-stand-in';

const policyOf = async (t: TestApp) => (await t.app.request('/login')).headers.get('content-security-policy')!;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('without Razorpay keys, payments are off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OFFLINE_UPI_ID: 'sambandh@okaxis', OFFLINE_BANK_ACCOUNT: 'HDFC Bank, Sambandh Matrimony, 50100123456789, HDFC0001234' });
  });
  afterAll(() => t.close());

  it('offers the offline path, refuses an order with a sentence, and the CSP names no Checkout origin', async () => {
    const m = await memberWithSession(t);
    const membership = await answer(api(t, { token: m.token }).user.membership.$get());
    expect(membership.body.data.payment).toEqual({
      online: false,
      offline: { upiId: 'sambandh@okaxis', bankAccount: 'HDFC Bank, Sambandh Matrimony, 50100123456789, HDFC0001234' },
      renewableFrom: null,
    });
    const quote = await answer(api(t, { token: m.token }).user.payments.quote[':id'].$get({ param: { id: 'gold' } }));
    expect(quote.body.data).toMatchObject({ planId: 'gold', online: false });
    const order = await answer(api(t, { token: m.token }).user.payments.order.$post({ json: { planId: 'gold' } }));
    expect(order.status).toBe(409);
    expect(order.refusal.error).toBe(PAYMENT_TEXT.paymentsOff);
    expect(await t.deps.database.db.selectFrom('payments').select('id').execute()).toEqual([]);
    const webhook = await t.app.request('/api/payments/webhook', { method: 'POST', body: '{}', headers: { 'x-razorpay-signature': 'a'.repeat(64), 'x-razorpay-event-id': 'evt_1' } });
    expect(webhook.status).toBe(400);
    const policy = await policyOf(t);
    expect(policy).not.toContain('razorpay');
    expect(directive(policy, 'script-src')).not.toContain('http');
  });
});

describe('with Razorpay keys, Checkout’s origin joins the CSP', () => {
  it('adds the origin of RAZORPAY_CHECKOUT_URL (Razorpay’s by default) to script-src and frame-src', async () => {
    const t = await createTestApp({ RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId, RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret });
    try {
      const policy = await policyOf(t);
      expect(directive(policy, 'script-src')).toContain('https://checkout.razorpay.com');
      expect(directive(policy, 'frame-src')).toContain('https://checkout.razorpay.com');
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    } finally {
      await t.close();
    }
  });
});

describe('payment settings are checked at start', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
  const refusal = (env: Record<string, string>) => {
    try {
      parseConfig({ ...base, ...env });
    } catch (e) {
      if (e instanceof ConfigError) return e.message;
      throw e;
    }
    return null;
  };

  it('wants the key id and secret together, a real key id, a GSTIN that reads as one, and the seller with a live key', () => {
    expect(refusal({ RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId })).toContain('RAZORPAY_KEY_SECRET is required with RAZORPAY_KEY_ID');
    expect(refusal({ RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret })).toContain('RAZORPAY_KEY_ID is required with RAZORPAY_KEY_SECRET');
    expect(refusal({ RAZORPAY_KEY_ID: 'key_123', RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret })).toContain('RAZORPAY_KEY_ID must be the key id');
    expect(refusal({ SELLER_GSTIN: '29ABCDE1234' })).toContain('SELLER_GSTIN must be a 15-character GSTIN');
    expect(refusal({ GST_RATE: '40' })).toContain('GST_RATE can be at most 28');
    expect(refusal({ RAZORPAY_KEY_ID: 'rzp_live_Abc123', RAZORPAY_KEY_SECRET: 'live-secret-123' })).toContain('SELLER_GSTIN, SELLER_STATE and SELLER_ADDRESS are required with a live Razorpay key');
    expect(refusal({})).toBeNull();
    expect(parseConfig(base).payments).toMatchObject({ razorpay: undefined, gstRate: 18, seller: { name: 'Sambandh', gstin: null } });
  });

  it('the Workers entry reads the same settings from its vars', () => {
    const config = workersConfig({
      PUBLIC_URL: 'https://sambandh.example',
      JWT_SECRET: 'x'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_Abc123',
      RAZORPAY_KEY_SECRET: 'live-secret-123',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-123',
      SELLER_GSTIN: '29abcde1234f1z5',
      SELLER_STATE: 'Karnataka',
      SELLER_ADDRESS: '1 MG Road, Bengaluru 560001',
      GST_RATE: '18',
    });
    expect(config.payments).toMatchObject({
      razorpay: { keyId: 'rzp_live_Abc123', webhookSecret: 'webhook-secret-123', apiUrl: 'https://api.razorpay.com', checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' },
      gstRate: 18,
      seller: { gstin: '29ABCDE1234F1Z5', state: 'Karnataka' },
    });
  });
});

describe('Razorpay’s refusals and silences reach the member as sentences', () => {
  it('a refused call (wrong key secret) is a 502 and an unreachable API a 503, each with a sentence and no Razorpay body; nothing is recorded', async () => {
    // Logged for the operator, on purpose: what Razorpay said and why the call failed.
    expectLogged(/Razorpay POST \/v1\/orders answered 401/);
    expectLogged(/Razorpay POST \/v1\/orders could not be reached/);
    const standIn = await startRazorpayStandIn();
    const wrongKey = await createTestApp({ ...standIn.env, RAZORPAY_KEY_SECRET: 'not-the-key-secret' });
    const unreachable = await createTestApp({ ...standIn.env, RAZORPAY_API_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      for (const [t, status, sentence] of [
        [wrongKey, 502, PAYMENT_TEXT.gatewayRefused],
        [unreachable, 503, PAYMENT_TEXT.gatewayDown],
      ] as const) {
        const m = await memberWithSession(t);
        const res = await answer(api(t, { token: m.token }).user.payments.order.$post({ json: { planId: 'gold' } }));
        expect(res.status).toBe(status);
        expect(res.refusal.error).toBe(sentence);
        expect(JSON.stringify(res.json)).not.toContain('api key');
        expect(await t.deps.database.db.selectFrom('payments').select('id').execute()).toEqual([]);
      }
    } finally {
      await Promise.all([wrongKey.close(), unreachable.close(), standIn.close()]);
    }
  });
});
