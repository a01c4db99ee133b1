import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression of the Node entry's answers (issue 13 §3; decision 0011). Built files are
 * compressed once by the build (`.br`, `.gz` beside each, vite.config.ts) and served by
 * serveStatic's `precompressed`; this compresses what is made per request: the HTML shell with
 * its reference data, and JSON. Workers get this from Cloudflare, so it is Node only (node:zlib).
 */
export type Encoding = 'br' | 'gzip';

/** HTML, JavaScript, CSS, JSON, SVG and other text; never images, fonts or uploads. */
export const COMPRESSIBLE_TYPE = /^\s*(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
/** Below this a compressed answer is hardly smaller and costs more to make than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/** Nothing the app makes is near this; a larger body is sent as it is rather than held in memory. */
const COMPRESS_MAX_BYTES = 8 * 1024 * 1024;

/** The best encoding the client accepts: brotli, then gzip; null for none (or q=0 for both). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name!.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const weight = (e: string) => q.get(e) ?? q.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(body: Uint8Array, encoding: Encoding, quality: number): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: quality >= 9 ? 9 : 6 });
}

/**
 * The HTML shell is the same text for every page until the reference data changes, so its
 * compressed forms are kept (a few versions, per encoding) and made at a higher quality.
 */
const SHELLS_KEPT = 4;
const shells: Record<Encoding, Map<string, Uint8Array>> = { br: new Map(), gzip: new Map() };
function compressedShell(html: string, encoding: Encoding): Uint8Array {
  const kept = shells[encoding];
  let out = kept.get(html);
  if (!out) {
    out = compress(Buffer.from(html), encoding, 9);
    if (kept.size >= SHELLS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(html, out);
  }
  return out;
}

function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses answers of a compressible type when the client accepts brotli or gzip: every such
 * answer says `Vary: Accept-Encoding`; one already encoded (a precompressed file), a HEAD, a
 * 204, 206 or 304, `no-transform`, or a body under COMPRESS_MIN_BYTES goes out as it is.
 * The live socket never reaches this: its upgrade is answered on the server's `upgrade` event.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE_TYPE.test(res.headers.get('content-type') ?? '')) return;
    // Status and headers only until it is known to be compressed: asking a @hono/node-server
    // answer for its body turns it into a whole web Response (issue 13 §4).
    if (c.req.method === 'HEAD' || res.status === 206 || res.status === 204 || res.status === 304) return;
    addVary(res.headers);
    if (res.headers.has('content-encoding') || /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const declared = res.headers.get('content-length');
    if (declared !== null && (Number(declared) < COMPRESS_MIN_BYTES || Number(declared) > COMPRESS_MAX_BYTES)) return;
    const isHtml = /^\s*text\/html/i.test(res.headers.get('content-type')!);
    const html = isHtml ? await res.text() : null;
    const body = html === null ? new Uint8Array(await res.arrayBuffer()) : Buffer.from(html);
    let out: Uint8Array = body;
    if (body.length >= COMPRESS_MIN_BYTES && body.length <= COMPRESS_MAX_BYTES) {
      out = html !== null ? compressedShell(html, encoding) : compress(body, encoding, 4);
    }
    c.res = new Response(out as Uint8Array<ArrayBuffer>, res);
    c.res.headers.set('content-length', String(out.length));
    if (out !== body) c.res.headers.set('content-encoding', encoding);
  };
}
