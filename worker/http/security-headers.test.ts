import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HSTS, securityHeaders } from './security-headers';

const captcha = { secret: 's', siteKey: 'k', verifyUrl: 'https://example.com/verify' };

/** The headers an answer of `middleware` carries, but its own content-type. */
async function headersOf(middleware: ReturnType<typeof securityHeaders>, handler: (c: { json: (o: object) => Response; header: (n: string, v: string) => void }) => Response) {
  const app = new Hono().use(middleware).get('/', (c) => handler(c));
  const res = await app.request('/');
  return [...res.headers].filter(([name]) => name !== 'content-type');
}

describe('the security headers, built once per policy', () => {
  // What hono/secure-headers set before (issue 13 §4): the prepared list must say the same, value for value.
  const hono = (config: { captcha?: typeof captcha }) =>
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config),
      strictTransportSecurity: HSTS,
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }) as ReturnType<typeof securityHeaders>;

  for (const [name, config] of [['without the captcha', {}], ['with the captcha', { captcha }]] as const) {
    it(`are those of hono/secure-headers ${name}`, async () => {
      const answer = (c: { json: (o: object) => Response }) => c.json({ code: 5 });
      const ours = await headersOf(securityHeaders(config), answer);
      expect(ours).toEqual(await headersOf(hono(config), answer));
      expect(ours).toHaveLength(12);
    });
  }

  it('replace a header the handler set', async () => {
    const ours = new Map(
      await headersOf(securityHeaders({}), (c) => {
        c.header('X-Frame-Options', 'SAMEORIGIN');
        return c.json({ code: 5 });
      }),
    );
    expect(ours.get('x-frame-options')).toBe('DENY');
  });
});
