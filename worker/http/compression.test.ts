import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, nodeServer } from '../node';
import { createTestApp, type TestApp } from '../test/harness';
import { memberWithSession } from '../test/factories';
import { acceptedEncoding } from './compression';

/**
 * The Node entry's compression and cache headers (issue 13 §3, decision 0011), over a small
 * dist/ made here: a hashed script with its `.br` and `.gz` as the build writes them.
 */
let t: TestApp;
let dist: string;
let server: ReturnType<typeof nodeServer>;
const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const SHELL = `<!doctype html><html><head><!--app-data--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(path.join(tmpdir(), 'sambandh-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets/app-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t.deps.loadShell = async () => SHELL;
  server = nodeServer(t.deps, dist);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('built files', () => {
  it('sends the precompressed .br, then .gz, else the file itself, each with its own length and the script type', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['identity', null, (b: Buffer) => b],
    ] as const) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('content-type'), accept).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length')), accept).toBe(body.length);
      expect(decode(body).toString(), accept).toBe(SCRIPT);
    }
  });

  it('keeps hashed files a year and has other files asked again', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    // Under the threshold: sent as it is.
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect((await get('/assets/missing-xyz.js')).headers.get('cache-control')).not.toBe(IMMUTABLE);
  });

  it('never serves hidden files of dist/ (the build\'s module map)', async () => {
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite/chunk-modules.json'), '{}');
    expect((await get('/.vite/chunk-modules.json')).status).toBe(404);
  });
});

describe('answers made per request', () => {
  it('compresses the HTML shell with its reference data, as no-cache, for every page including the 404', async () => {
    for (const page of ['/login', '/no/such/page']) {
      const res = await get(page, { 'accept-encoding': 'gzip, br' });
      expect(res.headers.get('content-encoding'), page).toBe('br');
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(res.headers.get('vary'), page).toContain('Accept-Encoding');
      expect(res.headers.get('content-security-policy'), page).toContain("script-src 'self'");
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(brotliDecompressSync(body).toString()).toContain('<script id="app-data" type="application/json">{');
    }
    const plain = await get('/login');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<script id="app-data"');
  });

  it('compresses large JSON with gzip when brotli is not accepted, and leaves small answers alone', async () => {
    const data = await get('/api/app/getData', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(data.headers.get('content-encoding')).toBe('gzip');
    expect(data.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(gunzipSync(await bytes(data)).toString())).toMatchObject({ code: 5 });

    const m = await memberWithSession(t);
    const small = await get('/api/auth/checkLogin', { jwt: m.token, 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toContain('Accept-Encoding');
    expect(await small.json()).toMatchObject({ code: 5, user: { _id: m.id } });
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity, *;q=0')).toBeNull();
  });
});
