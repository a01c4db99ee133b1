import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { registerMember } from '../test/factories';
import { MAX_FAILURES_PER_PAIR } from '../auth/throttle';
import { clientIpAtCloudflare, clientIpBehindProxy } from './client-ip';

/** What each reader takes from a request's headers, through a real Hono context. */
async function read(reader: typeof clientIpBehindProxy, headers: Record<string, string>): Promise<string | null> {
  const app = new Hono().get('/', (c) => c.json({ ip: reader(c) }));
  return ((await (await app.request('/', { headers })).json()) as { ip: string | null }).ip;
}

describe('the caller address throttling keys on', () => {
  it('behind a proxy is the hop the proxy appended, not what the caller wrote to its left', async () => {
    expect(await read(clientIpBehindProxy, { 'x-forwarded-for': '10.9.9.9, 198.51.100.4' })).toBe('198.51.100.4');
    expect(await read(clientIpBehindProxy, { 'x-forwarded-for': '198.51.100.4' })).toBe('198.51.100.4');
    expect(await read(clientIpBehindProxy, { 'x-real-ip': '198.51.100.5' })).toBe('198.51.100.5');
    expect(await read(clientIpBehindProxy, {})).toBeNull();
  });

  it("at Cloudflare is CF-Connecting-IP only; X-Forwarded-For is the caller's to choose", async () => {
    expect(await read(clientIpAtCloudflare, { 'cf-connecting-ip': '198.51.100.6', 'x-forwarded-for': '10.1.1.1' })).toBe('198.51.100.6');
    expect(await read(clientIpAtCloudflare, { 'x-forwarded-for': '10.1.1.1' })).toBeNull();
  });
});

describe('a guesser who rewrites X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is still throttled at the address the proxy saw', async () => {
    const m = await registerMember(t);
    const guess = (i: number, password = 'Wrong1234') =>
      answer(api(t, { ip: `10.0.0.${i}, 198.51.100.20` }).auth.login.$post({ json: { email: m.email, password } }));
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) expect((await guess(i)).status).toBe(401);
    expect((await guess(99)).status).toBe(429);
  });
});
