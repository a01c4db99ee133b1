import type { Context } from 'hono';

/**
 * The caller's address: Cloudflare's header at the edge, the first X-Forwarded-For hop
 * behind a proxy, else whatever the entry put in `x-real-ip`.
 */
export function clientIp(c: Context): string | null {
  return (
    c.req.header('cf-connecting-ip') ??
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ??
    c.req.header('x-real-ip') ??
    null
  );
}
