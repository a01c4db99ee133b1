import { secureHeaders } from 'hono/secure-headers';
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
export function contentSecurityPolicy(config: Pick<Config, 'captcha'>) {
  if (!config.captcha) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, TURNSTILE_ORIGIN],
    // Frames otherwise fall back to default-src 'self'; keep that and add the widget's.
    frameSrc: ["'self'", TURNSTILE_ORIGIN],
  };
}

export const securityHeaders = (config: Pick<Config, 'captcha'>) =>
  secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: HSTS,
    xFrameOptions: 'DENY',
    // Pictures and API docs load nothing cross-origin that would opt in; COEP would only break them.
    crossOriginEmbedderPolicy: false,
  });
