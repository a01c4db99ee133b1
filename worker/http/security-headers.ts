import { createMiddleware } from 'hono/factory';
import { TURNSTILE_ORIGIN } from '../../contract/captcha';
import type { Config } from '../config';

/**
 * The headers every answer carries (DESIGN.md Security, docs/decisions/0007). The policy is
 * enforced on the HTML shell and on /api/docs alike; on JSON answers it costs nothing and
 * keeps a response opened directly in a tab inert.
 *
 * - Scripts only from the app's own files: no eval, and no inline script but one, allowed by its
 *   hash: the shell's few characters in the head that must run before the prerendered page
 *   paints (ui/index.html, decision 0014). The shell's reference data is a
 *   `<script type="application/json">`, which is data, not script, so CSP lets it be.
 * - Styles: the app's stylesheet plus inline styles. React, react-aria and Swagger UI set
 *   `style` attributes (positions of popovers, tree nodes) and ads are styled inline; a
 *   stylesheet cannot run code, so this is the smaller risk (decision 0007).
 * - Images from the app (pictures are served by the API) and `data:`/`blob:` (upload previews).
 * - No plugins, no `<base>`, nobody may frame the app, forms post only to the app.
 */
/** SHA-256 of ui/index.html's inline head script; worker/http/security.test.ts checks it against the file. */
export const FIRST_PAINT_SCRIPT_HASH = "'sha256-+laQvEEPdOR5Hmvmusw/Wir4rrYUNJNvk3WVR15KVPw='";

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** One year, as browsers' preload lists expect; only meaningful when the site is served over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * With the captcha on, Turnstile's one origin may add its script and its frame (the widget
 * draws itself in an iframe; it needs no connect-src). With it off, the policy names no other
 * origin at all (decision 0832).
 */
/** What the policy depends on; `payments` absent reads as payments off. */
type PolicyConfig = Pick<Config, 'captcha'> & Partial<Pick<Config, 'payments'>>;

export function contentSecurityPolicy(config: PolicyConfig) {
  const checkout = config.payments?.razorpay ? new URL(config.payments.razorpay.checkoutUrl).origin : null;
  if (!config.captcha && !checkout) return CONTENT_SECURITY_POLICY;
  // Razorpay Checkout (issue 23), only with payments on: its script's origin (RAZORPAY_CHECKOUT_URL)
  // adds the script and the frame it draws the payment form in, as Turnstile's does.
  const extra = [...(config.captcha ? [TURNSTILE_ORIGIN] : []), ...(checkout ? [checkout] : [])];
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...extra],
    // Frames otherwise fall back to default-src 'self'; keep that and add the widgets'.
    frameSrc: ["'self'", ...extra],
  };
}

/** `frameAncestors` → `frame-ancestors`: a policy's directive as the header spells it. */
const directiveName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The headers every answer carries, names in lower case (the web `Headers` stores them so, and a
 * lower-case name is set faster): what `hono/secure-headers` set with these options
 * (contentSecurityPolicy, strictTransportSecurity: HSTS, xFrameOptions: 'DENY',
 * crossOriginEmbedderPolicy: false), value for value; security-headers.test.ts holds the two side
 * by side. Built once per policy: the middleware sets the finished list on every answer.
 */
function securityHeaderList(config: PolicyConfig): ReadonlyArray<readonly [string, string]> {
  const policy = Object.entries(contentSecurityPolicy(config))
    .map(([key, values]) => `${directiveName(key)} ${values.join(' ')}`)
    .join('; ');
  return [
    ['cross-origin-resource-policy', 'same-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ['strict-transport-security', HSTS],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['content-security-policy', policy],
  ];
}

/**
 * Sets the list after the handler, over any the handler set (as `hono/secure-headers` did), and
 * nothing else: Hono's middleware also deleted an `X-Powered-By` that nothing here sets. Twelve
 * `Headers.set` calls an answer are about 3 µs, a few percent of checkLogin (issue 13 §4); mixed-
 * case names cost a quarter more.
 */
export function securityHeaders(config: PolicyConfig) {
  const headers = securityHeaderList(config);
  return createMiddleware(async (c, next) => {
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) answer.set(name, value);
  });
}
