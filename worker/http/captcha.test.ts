import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TURNSTILE_ORIGIN } from '../../contract/captcha';
import { ConfigError, parseConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { CONTENT_SECURITY_POLICY } from './security-headers';

/** How the page learns of the captcha, and what the policy lets it load (decision 0832). */
const ON = { CAPTCHA_SECRET: 'turnstile-secret-never-shown', CAPTCHA_SITE_KEY: '0x4AAAAAAA-site-key' };

function directives(res: Response): Map<string, string> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values.join(' ')]));
}

/** The JSON the shell embeds for the app. */
async function embedded(t: TestApp): Promise<Record<string, unknown>> {
  const html = await (await t.app.request('/login')).text();
  const json = /<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe('with the captcha on', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(ON)));
  afterAll(() => t.close());

  it('tells the page the provider and the site key, in GET /app/getData and in the shell, never the secret', async () => {
    const res = await answer(api(t).app.getData.$get());
    expect(res.body.data.captcha).toEqual({ provider: 'turnstile', siteKey: ON.CAPTCHA_SITE_KEY });
    expect(JSON.stringify(res.body)).not.toContain(ON.CAPTCHA_SECRET);
    const data = await embedded(t);
    expect(data.captcha).toEqual({ provider: 'turnstile', siteKey: ON.CAPTCHA_SITE_KEY });
    expect(Array.isArray(data.religions)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(ON.CAPTCHA_SECRET);
  });

  it('lets the policy load Turnstile’s script and frame, and nothing else of another origin', async () => {
    const policy = directives(await t.app.request('/login'));
    expect(policy.get('script-src')).toBe([...CONTENT_SECURITY_POLICY.scriptSrc, TURNSTILE_ORIGIN].join(' '));
    expect(policy.get('frame-src')).toBe(`'self' ${TURNSTILE_ORIGIN}`);
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
  });
});

describe('with the captcha off', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('tells the page there is none, and the policy names no other origin', async () => {
    expect((await answer(api(t).app.getData.$get())).body.data.captcha).toBeNull();
    expect((await embedded(t)).captcha).toBeNull();
    const res = await t.app.request('/login');
    expect(res.headers.get('content-security-policy')).not.toContain(TURNSTILE_ORIGIN);
    expect(directives(res).has('frame-src')).toBe(false);
  });
});

describe('the captcha settings', () => {
  it('refuse a secret without the site key the forms need, saying so at start', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), CAPTCHA_SECRET: 'secret' } as const;
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(/CAPTCHA_SITE_KEY is required when CAPTCHA_SECRET is set/);
    expect(parseConfig({ ...env, CAPTCHA_SITE_KEY: 'site' }).captcha).toEqual({
      secret: 'secret',
      siteKey: 'site',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });
});
