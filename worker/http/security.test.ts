import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../contract/limits';
import { PAGE_PATHS } from '../../contract/pages';
import { nodeServer } from '../node';
import { encodePng, pngChunk } from '../pictures/png-encoder';
import { solidRgb } from '../pictures/test-images';
import { memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { MAX_JSON_BYTES } from './body-limit';
import { FIRST_PAINT_SCRIPT_HASH } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A body of `total` bytes that streams in 64 KB chunks and counts how much was read. */
function countedStream(total: number) {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

const pageView = { pathname: '/login', loadingTime: 120, timeSpent: 3000 };
/** A valid page view padded with spaces to `size` bytes. */
const paddedPageView = (size: number) => {
  const json = JSON.stringify(pageView);
  return json + ' '.repeat(size - json.length);
};

const BODY_TOO_LARGE = 'The request is too large. Send at most 64 KB.';

describe('request bodies are capped at 64 KB', () => {
  it('takes a JSON body just under the cap', async () => {
    const res = await t.app.request('/api/user/registerLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: paddedPageView(MAX_JSON_BYTES),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a body one byte past the cap with 413 and the usual envelope', async () => {
    const res = await t.app.request('/api/user/registerLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: paddedPageView(MAX_JSON_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, error: BODY_TOO_LARGE });
  });

  it('refuses an anonymous 100 MB page view by its Content-Length without reading it', async () => {
    const { stream, read } = countedStream(100 * 1024 * 1024);
    const res = await t.app.request('/api/user/registerLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('refuses a chunked 100 MB body (no Content-Length) at the cap, not at its end', async () => {
    const { stream, read } = countedStream(100 * 1024 * 1024);
    const res = await t.app.request('/api/user/registerLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(BODY_TOO_LARGE);
    expect(read.bytes).toBeLessThanOrEqual(4 * 64 * 1024);
  });

  it('refuses in the page’s language, by Content-Length and as the body streams', async () => {
    const declared = await t.app.request('/api/user/registerLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024), 'accept-language': 'hi-IN,hi;q=0.9' },
      body: countedStream(100 * 1024 * 1024).stream,
      duplex: 'half',
    } as RequestInit);
    expect(await declared.json()).toEqual({ code: 413, error: 'भेजा गया डेटा बहुत बड़ा है। ज़्यादा से ज़्यादा 64 KB भेजें।' });
    const streamed = await t.app.request('/api/user/registerLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sambandh_lang=ta' },
      body: countedStream(100 * 1024 * 1024).stream,
      duplex: 'half',
    } as RequestInit);
    expect(await streamed.json()).toEqual({ code: 413, error: 'அனுப்பிய தரவு மிகப் பெரியது. அதிகபட்சம் 64 KB அனுப்பவும்.' });
  });

  it('caps signed-in JSON calls too', async () => {
    const m = await memberWithSession(t);
    const res = await call(t, 'PUT', `/api/user/update/basicDetails/${m.id}`, { token: m.token, body: { name: 'x'.repeat(MAX_JSON_BYTES) } });
    expect(res.status).toBe(413);
  });

  it('leaves picture uploads at their own, larger cap', async () => {
    const m = await memberWithSession(t);
    const big = await encodePng(4, 3, solidRgb(4, 3, [10, 120, 200]), [pngChunk('tEXt', new Uint8Array(MAX_JSON_BYTES * 2).fill(0x41))]);
    expect(big.length).toBeGreaterThan(MAX_JSON_BYTES * 2);
    const form = new FormData();
    form.append('pictures', new File([big as BlobPart], 'big.png', { type: 'image/png' }));
    const res = await t.app.request('/api/user/update/uploadPictures', { method: 'POST', body: form, headers: { jwt: m.token } });
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  function policyOf(res: Response): Map<string, string> {
    const csp = res.headers.get('content-security-policy') ?? '';
    return new Map(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const [name, ...values] = d.split(/\s+/);
          return [name!, values.join(' ')] as const;
        }),
    );
  }

  it('enforce a strict Content-Security-Policy and a year of HSTS on the HTML shell', async () => {
    const res = await t.app.request('/login');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.has('content-security-policy-report-only')).toBe(false);
    const policy = policyOf(res);
    expect(policy.get('script-src')).toBe(`'self' ${FIRST_PAINT_SCRIPT_HASH}`);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    expect(policy.get('default-src')).toBe("'self'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allow the shell’s one inline script by its hash, and no other inline script (decision 0014)', async () => {
    const shell = await readFile(path.resolve('ui/index.html'), 'utf8');
    const inline = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(FIRST_PAINT_SCRIPT_HASH, 'update the hash in security-headers.ts with the script').toBe(hash);
    // It marks a stored session by the key the app stores it under.
    expect(inline[0]).toContain(`"${SESSION_STORAGE_KEY}"`);
  });

  it('put the same policy on an unknown page and on the API reference', async () => {
    const shell = (await t.app.request('/login')).headers.get('content-security-policy');
    for (const path of ['/no/such/page', '/api/docs']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('content-security-policy'), path).toBe(shell);
    }
  });

  it('allow no inline script in the shell: the reference data is JSON, not script', async () => {
    const html = await (await t.app.request('/login')).text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toMatch(/type="application\/json"|src=/);
  });
});

describe('pages and unknown paths', () => {
  const examples: Record<string, string> = {
    $id: '0d3c5a52-6f0e-4a39-9a3f-2f3b8f1f8a11',
    $type: 'sent',
    $status: 'pending',
  };
  const known = PAGE_PATHS.filter((p) => p !== '/404').map((p) => p.replace(/\$\w+/g, (k) => examples[k]!));

  it('answers every page of the router with 200, dynamic ones included', async () => {
    for (const path of [...known, '/login/', '/ViewProfile/abc', '/someone/tree']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
    }
  });

  it('answers unknown paths with 404 and the same shell, so the app shows its 404 page', async () => {
    for (const path of ['/no-such-page', '/dashboard/extra', '/viewprofile', '/viewprofile/a/b', '/admin/nothing', '/a/b/tree', '/404']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});

describe('the Node entry', () => {
  it('serves the shell only through the app, never as the raw index.html file', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'sambandh-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-data--></head><body></body></html>');
    await writeFile(path.join(dist, 'app.js'), 'console.log(1);');
    const server = nodeServer(t.deps, dist);
    const raw = await server.request('/index.html');
    expect(raw.status).toBe(404);
    expect(await raw.text()).not.toContain('<!--app-data-->');
    expect((await server.request('/app.js')).status).toBe(200);
    await rm(dist, { recursive: true, force: true });
  });
});
