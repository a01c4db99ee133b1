import type { Context } from 'hono';

/**
 * The caller's address from headers a trusted front sets: Cloudflare's at the edge, else the
 * first X-Forwarded-For hop of a proxy. Only for runtimes where those headers can be trusted
 * (Workers, or Node behind a proxy with TRUST_PROXY=1).
 */
export function clientIpFromHeaders(c: Context): string | null {
  return (
    c.req.header('cf-connecting-ip') ??
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ??
    c.req.header('x-real-ip') ??
    null
  );
}
