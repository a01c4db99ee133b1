import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_PATH } from '../contract/messaging';
import { createApp } from './app';
import { parseConfig } from './config';
import { openLibsql } from './db/libsql';
import { frameText } from './messaging/live/node-socket';
import { nodeDeps } from './node';
import { freePort } from './test/free-port';

/**
 * The Workers entry for real: wrangler applies the migrations to a local D1 database, seeds the
 * reference data from the SQL file, and serves worker/index.ts under `wrangler dev` (workerd),
 * with the built UI as its assets. Everything runs in its own process group and is time-boxed.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');
const JWT_SECRET = 'workers-test-secret-0123456789-abcdefghij';
const ADMIN = { email: 'admin@workers.test', password: 'Workers-admin-9' };

interface Ran {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a command in its own process group; kills the group and fails when it overruns. */
function run(cmd: string, args: string[], timeoutMs: number, env: Record<string, string> = {}): Promise<Ran> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, detached: true, env: { ...process.env, CI: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      killGroup(child.pid, 'SIGKILL');
      reject(new Error(`${cmd} ${args.join(' ')} took over ${timeoutMs / 1000} s:\n${tail(output)}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

async function mustRun(cmd: string, args: string[], timeoutMs: number, env: Record<string, string> = {}): Promise<Ran> {
  const ran = await run(cmd, args, timeoutMs, env);
  if (ran.code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${ran.code}:\n${tail(ran.output)}`);
  return ran;
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** The last lines of a command's output, minus the offline Request.cf noise (STACK-NOTES 6). */
function tail(output: string, lines = 60): string {
  return output
    // oxlint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => !/Request\.cf|ENOTFOUND workers\.cloudflare\.com|^\s+at .*(node:|callbackTrampoline)/.test(l))
    .slice(-lines)
    .join('\n');
}


async function ensureBuilt(): Promise<void> {
  if (existsSync(path.join(ROOT, 'dist/index.html'))) return;
  const ran = await mustRun('npm', ['run', 'build'], 240_000);
  console.log(`UI built in ${(ran.ms / 1000).toFixed(1)} s`);
}

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** The reference-data seed as SQL, made fresh (a few seconds) so it never lags the code. */
async function writeSeedSql(file: string): Promise<void> {
  const ran = await mustRun(TSX, ['scripts/reference-seed-sql.ts', file], 120_000);
  console.log(`Reference seed SQL written in ${(ran.ms / 1000).toFixed(1)} s`);
}

describe('Workers entry under wrangler dev (local D1)', () => {
  let stateDir = '';
  let base = '';
  let wranglerPid: number | undefined;
  let wranglerExit: Promise<void> = Promise.resolve();
  let wranglerOutput = '';

  beforeAll(async () => {
    await ensureBuilt();
    stateDir = await mkdtemp(path.join(tmpdir(), 'sambandh-d1-'));
    const seedSql = path.join(stateDir, 'reference-seed.sql');
    await writeSeedSql(seedSql);
    const persist = ['--local', '--persist-to', stateDir];

    const migrated = await mustRun(WRANGLER, ['d1', 'migrations', 'apply', 'DB', ...persist], 90_000);
    console.log(`D1 migrations applied in ${(migrated.ms / 1000).toFixed(1)} s`);
    const seedKb = (await stat(seedSql)).size / 1024;
    const seeded = await mustRun(WRANGLER, ['d1', 'execute', 'DB', ...persist, '--file', seedSql], 180_000);
    console.log(`Reference data seeded (${seedKb.toFixed(0)} KB of SQL) in ${(seeded.ms / 1000).toFixed(1)} s`);
    const adminSql = path.join(stateDir, 'first-admin.sql');
    await mustRun(TSX, ['scripts/first-admin-sql.ts', adminSql], 60_000, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await mustRun(WRANGLER, ['d1', 'execute', 'DB', ...persist, '--file', adminSql], 60_000);

    await startWrangler();
  });

  /** `wrangler dev` over the state directory, on a free port; resolves once it answers. */
  async function startWrangler(): Promise<void> {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const args = ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', stateDir];
    args.push('--inspector-port', String(await freePort()), '--show-interactive-dev-session=false');
    args.push('--var', `JWT_SECRET:${JWT_SECRET}`, '--var', 'NODE_ENV:development', '--var', `PUBLIC_URL:${base}`);
    // /__scheduled runs the cron handler on demand (log retention and the feed's daily items).
    args.push('--test-scheduled');
    const child = spawn(WRANGLER, args, { cwd: ROOT, detached: true, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    wranglerPid = child.pid;
    child.stdout.on('data', (d) => (wranglerOutput += d));
    child.stderr.on('data', (d) => (wranglerOutput += d));
    wranglerExit = new Promise((resolve) => child.on('close', () => resolve()));
    let exited = false;
    void wranglerExit.then(() => (exited = true));

    const started = Date.now();
    while (Date.now() - started < 90_000) {
      if (exited) throw new Error(`wrangler dev exited before it answered:\n${tail(wranglerOutput)}`);
      const ready = await fetch(`${base}/api/app/getData`, { signal: AbortSignal.timeout(5_000) }).then(
        () => true,
        () => false,
      );
      if (ready) {
        console.log(`wrangler dev answered after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`wrangler dev did not answer within 90 s:\n${tail(wranglerOutput)}`);
  }

  async function stopWrangler(): Promise<void> {
    killGroup(wranglerPid, 'SIGTERM');
    const gone = await Promise.race([wranglerExit.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
    if (!gone) killGroup(wranglerPid, 'SIGKILL');
    await wranglerExit;
  }

  afterAll(async () => {
    await stopWrangler();
    if (stateDir) await rm(stateDir, { recursive: true, force: true });
  });

  /** JSON call to the running worker; on an unexpected answer the test prints wrangler's log. */
  async function api(method: string, url: string, opts: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.jwt = opts.token;
    const res = await fetch(base + url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    // wrangler prints a worker's error log just after the response: give it a moment to arrive.
    if (res.status >= 500) await new Promise((r) => setTimeout(r, 500));
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { raw: text.slice(0, 500) };
    }
    return { status: res.status, json, explain: `${method} ${url} → ${res.status} ${text.slice(0, 500)}\n--- wrangler ---\n${tail(wranglerOutput, 30)}` };
  }

  let reference: { religions: { _id: string }[]; motherTongues: { _id: string }[] };

  it('answers getData with the seeded reference data from D1', async () => {
    const r = await api('GET', '/api/app/getData');
    expect(r.status, r.explain).toBe(200);
    expect(r.json.code, r.explain).toBe(5);
    reference = r.json.data as typeof reference;
    expect(reference.religions.length, r.explain).toBeGreaterThan(0);
    expect(reference.motherTongues.length, r.explain).toBeGreaterThan(0);
  });

  it('serves the HTML shell with the reference data embedded', async () => {
    const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) });
    const html = await res.text();
    expect(res.status, tail(wranglerOutput, 30)).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<script id="app-data"');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends hashed assets as immutable for a year and the shell as no-cache, as the Node entry does (decision 0011)', async () => {
    const shell = await fetch(`${base}/login`, { signal: AbortSignal.timeout(30_000) });
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const script = /<script type="module" (?:fetchpriority="low" )?crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
    expect(script, 'the shell names its entry script').toBeTruthy();
    const asset = await fetch(`${base}${script}`, { signal: AbortSignal.timeout(30_000) });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The Node entry's precompressed copies and the build's module map are not uploaded (ui/public/.assetsignore).
    expect((await fetch(`${base}${script}.br`, { signal: AbortSignal.timeout(30_000) })).status).toBe(404);
    expect((await fetch(`${base}/.vite/chunk-modules.json`, { signal: AbortSignal.timeout(30_000) })).status).toBe(404);
  });

  it('answers an unknown page 404 and never serves the raw index.html (decision 0007)', async () => {
    const unknown = await fetch(`${base}/no/such/page`, { signal: AbortSignal.timeout(30_000) });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<script id="app-data"');
    const raw = await fetch(`${base}/index.html`, { signal: AbortSignal.timeout(30_000) });
    expect(raw.status).toBe(404);
    expect(raw.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(await raw.text()).not.toContain('<!--app-data-->');
  });

  it('serves /login prerendered from the static assets, with its data and headers, never the raw file (decision 0014)', async () => {
    const login = await fetch(`${base}/login`, { signal: AbortSignal.timeout(30_000) });
    const html = await login.text();
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(html).toContain('<div id="root" data-prerendered="/login">');
    expect(html).toMatch(/<input type="password"[^>]* name="password"/);
    expect(html).toContain('<script id="app-data"');
    const raw = await fetch(`${base}/prerendered/login.html`, { signal: AbortSignal.timeout(30_000) });
    expect(raw.status).toBe(404);
    expect(await raw.text()).not.toContain('name="password"');
  });

  it("serves each language's build: the cookie, else the browser's languages, else English (decision 0963)", async () => {
    const page = async (path: string, headers: Record<string, string>) => {
      const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('vary')).toContain('Cookie');
      return { lang: /<html lang="([^"]+)"/.exec(await res.text())?.[1], type: res.headers.get('content-type') };
    };
    // /login prerendered per language, and a member page's shell.
    expect(await page('/login', { 'accept-language': 'hi-IN,hi;q=0.9' })).toMatchObject({ lang: 'hi' });
    expect(await page('/login', { 'accept-language': 'hi-IN', cookie: 'sambandh_lang=ta' })).toMatchObject({ lang: 'ta' });
    expect(await page('/dashboard', { cookie: 'sambandh_lang=bn' })).toMatchObject({ lang: 'bn' });
    expect(await page('/dashboard', { 'accept-language': 'fr-FR' })).toMatchObject({ lang: 'en' });
    // A language's own files are not pages of their own.
    expect((await fetch(`${base}/locales/hi/index.html`, { signal: AbortSignal.timeout(30_000) })).status).toBe(404);
  });

  it('registers a member, signs in, checks the session and logs out', async () => {
    expect(reference, 'getData must pass first').toBeDefined();
    const email = `workers-${Date.now()}@example.com`;
    const password = 'Secret123';
    const registered = await api('POST', '/api/user/register', {
      body: {
        profileFor: 'Self',
        declaration: true,
        name: 'Workers Test',
        gender: 'male',
        dob: '1995-05-05',
        motherTongueId: reference.motherTongues[0]!._id,
        religionId: reference.religions[0]!._id,
        email,
        phone: '+91 98765 43210',
        password,
      },
    });
    expect(registered.status, registered.explain).toBe(200);
    expect(registered.json.code, registered.explain).toBe(5);

    const login = await api('POST', '/api/auth/login', { body: { email, password } });
    expect(login.status, login.explain).toBe(200);
    expect(login.json.code, login.explain).toBe(5);
    const token = login.json.token as string;
    expect(typeof token, login.explain).toBe('string');

    const check = await api('GET', '/api/auth/checkLogin', { token });
    expect(check.status, check.explain).toBe(200);
    expect(check.json.code, check.explain).toBe(5);

    const logout = await api('POST', '/api/auth/logout', { token });
    expect(logout.status, logout.explain).toBe(200);

    const after = await api('GET', '/api/auth/checkLogin', { token });
    expect(after.status, after.explain).toBe(401);
  });

  /** A verified member, signed in (the admin confirms the address: the console mailer keeps no link). */
  async function member(name: string, admin: string, over: { gender?: 'male' | 'female'; dob?: string; religion?: string } = {}) {
    const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
    const password = 'Secret123';
    const gender = over.gender ?? (name === 'Asha' ? 'female' : 'male');
    const registered = await api('POST', '/api/user/register', {
      body: { profileFor: 'Self', declaration: true, name, gender, dob: over.dob ?? '1995-05-05', motherTongueId: reference.motherTongues[0]!._id, religionId: over.religion ?? reference.religions[0]!._id, email, phone: '+91 98765 43210', password },
    });
    expect(registered.status, registered.explain).toBe(200);
    const login = await api('POST', '/api/auth/login', { body: { email, password } });
    expect(login.status, login.explain).toBe(200);
    const id = (login.json.user as { _id: string })._id;
    expect((await api('POST', `/api/admin/verifyEmail/${id}`, { token: admin })).status).toBe(200);
    return { id, email, token: login.json.token as string };
  }

  /** A page's socket: `ws` as the browser, with the Origin a page of this site sends. */
  async function openSocket(token: string) {
    const ticket = await api('POST', '/api/user/messaging/ticket', { token });
    expect(ticket.status, ticket.explain).toBe(200);
    const url = `${base.replace('http', 'ws')}${SOCKET_PATH}?ticket=${encodeURIComponent((ticket.json.data as { ticket: string }).ticket)}`;
    const ws = new WebSocket(url, { origin: base });
    const frames: string[] = [];
    ws.on('message', (d) => frames.push(frameText(d)));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', (err) => reject(new Error(`${err.message}\n${tail(wranglerOutput, 30)}`)));
    });
    return { ws, frames, url };
  }

  async function until(probe: () => boolean, what: string, ms = 5_000) {
    const end = Date.now() + ms;
    while (!probe()) {
      if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}:\n${tail(wranglerOutput, 30)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('delivers a message sent over HTTP to the recipient’s socket through their Durable Object', async () => {
    expect(reference, 'getData must pass first').toBeDefined();
    const admin = (await api('POST', '/api/auth/adminLogin', { body: ADMIN })).json.token as string;
    const [sender, recipient] = [await member('Ravi', admin), await member('Asha', admin)];
    // The sender holds a plan that opens conversations, approved as the back office does.
    const plans = (await api('GET', '/api/app/plans')).json.plans as { _id: string; grants: { canStartChat: boolean } }[];
    const chatPlan = plans.find((p) => p.grants.canStartChat)!;
    expect((await api('POST', `/api/user/upgreadePlan/${chatPlan._id}`, { token: sender.token })).status).toBe(200);
    const queue = await api('GET', `/api/admin/getUpgreadeRequest?search=${encodeURIComponent(sender.email)}`, { token: admin });
    const upgradeId = (queue.json.items as { _id: string }[])[0]!._id;
    const approved = await api('POST', '/api/admin/updateUpgreadeRequest', { token: admin, body: { id: upgradeId, status: 'approved', reference: 'UTR402411223344' } });
    expect(approved.status, approved.explain).toBe(200);
    // An interest between them, accepted.
    const interest = await api('POST', `/api/match/matchAccount/${recipient.id}`, { token: sender.token, body: {} });
    expect(interest.status, interest.explain).toBe(200);
    const accepted = await api('PUT', '/api/match/updateMatchRequest', { token: recipient.token, body: { id: interest.json.requestId, status: 'accepted' } });
    expect(accepted.status, accepted.explain).toBe(200);

    const [tab1, tab2] = [await openSocket(recipient.token), await openSocket(recipient.token)];
    // Pings are answered by the object's auto-response, without waking it.
    tab1.ws.send('ping');
    await until(() => tab1.frames.includes('pong'), 'pong');

    const sent = await api('POST', '/api/user/sendMessage', { token: sender.token, body: { userId: recipient.id, text: 'Namaste from the edge' } });
    expect(sent.status, sent.explain).toBe(200);
    const isMessage = (f: string) => f.includes('Namaste from the edge');
    await until(() => tab1.frames.some(isMessage) && tab2.frames.some(isMessage), 'the message on both tabs');
    const event = JSON.parse(tab1.frames.find(isMessage)!) as { type: string; message: { _id: number; fromUserId: string } };
    expect(event).toMatchObject({ type: 'message', message: { _id: (sent.json.data as { _id: number })._id, fromUserId: sender.id } });

    // The ticket opened one socket: used again, it is refused before any upgrade, in the page's language.
    const replay = await new Promise<{ status: number; body: string }>((resolve) => {
      const again = new WebSocket(tab1.url, { origin: base, headers: { cookie: 'sambandh_lang=hi' } });
      again.on('error', () => {});
      again.once('unexpected-response', (_req, res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          again.terminate();
        });
      });
      again.once('open', () => resolve({ status: 101, body: '' }));
    });
    expect(replay.status).toBe(401);
    expect(JSON.parse(replay.body)).toEqual({ code: 401, error: 'यह कनेक्शन मान्य नहीं है। पेज दोबारा खोलें।' });
    tab1.ws.close();
    tab2.ws.close();
  });

  it('closes a socket through the member’s Durable Object when its session logs out; the other session’s socket stays (decision 0860)', async () => {
    const admin = (await api('POST', '/api/auth/adminLogin', { body: ADMIN })).json.token as string;
    const m = await member('Meera', admin);
    const second = await api('POST', '/api/auth/login', { body: { email: m.email, password: 'Secret123' } });
    expect(second.status, second.explain).toBe(200);
    const [here, there] = [await openSocket(m.token), await openSocket(second.json.token as string)];
    const closed = new Promise<number>((resolve) => here.ws.once('close', (code) => resolve(code)));
    const logout = await api('POST', '/api/auth/logout', { token: m.token });
    expect(logout.status, logout.explain).toBe(200);
    expect(await closed).toBe(4001);
    expect(there.ws.readyState).toBe(WebSocket.OPEN);
    there.ws.send('ping');
    await until(() => there.frames.includes('pong'), 'pong on the other session');
    there.ws.close();
  });

  it('answers Profile Matches, both preference lists and family finding through the match index shards in Durable Objects as the Node entry does (decision 0966)', async () => {
    expect(reference, 'getData must pass first').toBeDefined();
    const admin = (await api('POST', '/api/auth/adminLogin', { body: ADMIN })).json.token as string;
    // A small community: women and men of several ages, spread over the eight shards by their ids;
    // Christian, whose communities have no gotras, so the recommendation pages ask for none.
    const religion = (reference.religions as { _id: string; name?: string }[]).find((r) => r.name === 'Christian')!._id;
    const women = [];
    for (const [i, dob] of ['1990-01-01', '1993-03-03', '1996-06-06', '1998-08-08', '1999-09-09', '1994-04-04', '1997-07-07'].entries()) women.push(await member(`Woman${i}`, admin, { gender: 'female', dob, religion }));
    const men = [];
    for (const [i, dob] of ['1989-02-02', '1992-05-05', '1995-10-10'].entries()) men.push(await member(`Man${i}`, admin, { gender: 'male', dob, religion }));
    for (const m of [...women, ...men]) {
      const saved = await api('PUT', `/api/user/userPreferences/${m.id}`, { token: m.token, body: { ageFrom: 25, ageTo: 33, religion: [religion], maritalStatus: ['maritalStatus.single'] } });
      expect(saved.status, saved.explain).toBe(200);
    }
    // Family finding: a father searching for his son (women, without his relatives and gotra).
    const father = await member('Father', admin, { gender: 'male', dob: '1965-06-01', religion });
    const married = await api('PUT', `/api/user/update/basicDetails/${father.id}`, {
      token: father.token,
      body: { name: 'Father', DOB: '1965-06-01', profileFor: 'Self', maritalStatus: 'maritalStatus.married', haveChildren: '', motherTongue: reference.motherTongues[0]!._id, height: { feet: 5, inch: 8 } },
    });
    expect(married.status, married.explain).toBe(200);
    const wants = await api('PUT', `/api/user/userPreferences/${father.id}`, { token: father.token, body: { ageFrom: 25, ageTo: 40, religion: [religion], maritalStatus: ['maritalStatus.single'] } });
    expect(wants.status, wants.explain).toBe(200);
    const son = await api('POST', '/api/member', { token: father.token, body: { name: 'Rohan', relation_id: 'son', dob: '1996-05-05' } });
    expect(son.status, son.explain).toBe(200);
    const sonEntry = (son.json.data as { _id: string })._id;
    const questions = (m: { id: string }) => [
      ['POST', `/api/match/getNewMatch/${m.id}`, {}],
      ['POST', `/api/match/getNewMatch/${m.id}`, { page: 1, limit: 2 }],
      ['POST', `/api/match/getNewMatch/${m.id}`, { age: { from: 26, to: 31 }, religion: [religion] }],
      ['GET', '/api/match/getMatchFilters', undefined],
      ['GET', '/api/match/getRecommendedMatches?page=0&limit=3', undefined],
      ['GET', '/api/match/getPreferedYou?page=1&limit=3', undefined],
    ] as const;
    // Of the ages the preferences ask for, so both lists have members in them.
    const askers = [men[2]!, women[2]!];
    const family = [
      ['POST', `/api/match/getChildrenMatches/${sonEntry}`, {}],
      ['POST', `/api/match/getChildrenMatches/${sonEntry}`, { age: { from: 26, to: 35 } }],
    ] as const;
    const workers: unknown[] = [];
    for (const m of askers) {
      for (const [method, url, body] of questions(m)) {
        const r = await api(method, url, { token: m.token, body });
        expect(r.status, r.explain).toBe(200);
        workers.push(r.json);
      }
    }
    for (const [method, url, body] of family) {
      const r = await api(method, url, { token: father.token, body });
      expect(r.status, r.explain).toBe(200);
      workers.push(r.json);
    }
    const found = workers[workers.length - 2] as { data: { total: number } };
    expect(found.data.total, JSON.stringify(found)).toBeGreaterThanOrEqual(women.length);
    // Every woman made here (and Asha, of the messaging tests) is found; both lists have members.
    const first = workers[0] as { data: { total: number } };
    expect(first.data.total, JSON.stringify(first)).toBeGreaterThanOrEqual(women.length);
    expect((workers[4] as { matches: unknown[] }).matches.length, JSON.stringify(workers[4])).toBeGreaterThan(0);
    expect((workers[5] as { findPreferedYouUsers: unknown[] }).findPreferedYouUsers.length, JSON.stringify(workers[5])).toBeGreaterThan(0);
    // Each of the eight shards is a Durable Object with its own storage, its snapshot in it.
    const objects = path.join(stateDir, 'v3', 'do');
    const shardFiles = (await readdir(objects, { recursive: true })).filter((f) => /MatchShardObject\/[0-9a-f]{64}\.sqlite$/.test(f));
    expect(shardFiles.length, String(await readdir(objects, { recursive: true }))).toBe(8);
    for (const f of shardFiles) {
      const storage = await openLibsql(`file:${path.join(objects, f)}`);
      const parts = await storage.client.execute('select distinct part from match_snapshot');
      expect(parts.rows.map((r) => r.part as string)).toContain('meta');
      storage.close();
    }

    // The Node entry over a copy of the same D1 database, its index in this process (one shard).
    const d1 = path.join(stateDir, 'v3', 'd1');
    const file = (await readdir(d1, { recursive: true })).find((f) => f.endsWith('.sqlite'));
    expect(file, 'the local D1 database file').toBeTruthy();
    const copy = path.join(stateDir, 'node-copy.sqlite');
    await copyFile(path.join(d1, file!), copy);
    if (existsSync(path.join(d1, `${file}-wal`))) await copyFile(path.join(d1, `${file}-wal`), `${copy}-wal`);
    const database = await openLibsql(`file:${copy}`);
    try {
      const config = parseConfig({ NODE_ENV: 'development', JWT_SECRET, DATA_DIR: path.join(stateDir, 'node-data'), MATCH_INDEX_SHARDS: '1' });
      const { deps, flushApiLog } = nodeDeps(config, database, { recordActivity: false });
      const app = createApp(deps);
      const context = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
      const node: unknown[] = [];
      const ask = async (token: string, method: string, url: string, body: object | undefined) => {
        const res = await app.request(url, { method, headers: { jwt: token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined }, undefined, context);
        expect(res.status, url).toBe(200);
        node.push(await res.json());
      };
      for (const m of askers) for (const [method, url, body] of questions(m)) await ask(m.token, method, url, body);
      for (const [method, url, body] of family) await ask(father.token, method, url, body);
      await flushApiLog();
      expect(workers).toEqual(node);
    } finally {
      database.close();
    }
    expect(wranglerOutput).toMatch(/Match index shard 0\/8: \d+ members loaded from the database/);

    // Restarted, each object takes its members from its snapshot, not from D1, and answers the same.
    await stopWrangler();
    wranglerOutput = '';
    await startWrangler();
    const again: unknown[] = [];
    for (const m of askers) for (const [method, url, body] of questions(m)) again.push((await api(method, url, { token: m.token, body })).json);
    for (const [method, url, body] of family) again.push((await api(method, url, { token: father.token, body })).json);
    expect(again).toEqual(workers);
    for (let k = 0; k < 8; k++) expect(wranglerOutput, tail(wranglerOutput)).toMatch(new RegExp(`Match index shard ${k}/8: \\d+ members from its snapshot`));
    expect(wranglerOutput).not.toMatch(/members loaded from the database|snapshot unreadable/);
  });

  it('computes a horoscope under workerd: tz-lookup for a city, Intl for the war-time offset, astronomy-engine for the Moon', async () => {
    const admin = await api('POST', '/api/auth/adminLogin', { body: ADMIN });
    const { token } = await member('Kiran', admin.json.token as string);
    const cities = await api('GET', '/api/app/get-cities/IN-MH');
    const pune = (cities.json.data as { _id: number; name: string }[]).find((c) => c.name === 'Pune')!;
    const byCity = await api('POST', '/api/user/horoscope/compute', { token, body: { dob: '1990-05-17', time: '06:45', cityId: pune._id } });
    expect(byCity.status, byCity.explain).toBe(200);
    // The same answer the Node entry gives (worker/horoscope/compute/routes.test.ts).
    expect(byCity.json.data, byCity.explain).toMatchObject({ nakshatra: { _id: 'shravana' }, charan: 4, rashi: 'Makara', timezone: 'Asia/Kolkata', utcOffsetMinutes: 330 });
    expect((byCity.json.data as { moonLongitude: number }).moonLongitude).toBeCloseTo(292.93, 1);
    const wartime = await api('POST', '/api/user/horoscope/compute', {
      token,
      body: { dob: '1943-08-15', time: '10:00', latitude: 18.52, longitude: 73.86, timezone: 'Asia/Kolkata' },
    });
    expect(wartime.status, wartime.explain).toBe(200);
    expect(wartime.json.data, wartime.explain).toMatchObject({ utcOffsetMinutes: 390, utc: '1943-08-15T03:30:00.000Z' });
  });

  it('runs the cron handler: the feed’s daily items (decision 0830) over D1, after the members made above', async () => {
    const res = await fetch(`${base}/__scheduled?cron=${encodeURIComponent('17 */6 * * *')}`, { signal: AbortSignal.timeout(30_000) });
    expect(res.status, tail(wranglerOutput, 30)).toBe(200);
    const end = Date.now() + 20_000;
    while (!/Feed: \d+ new-match digests and \d+ plan reminders\.|Daily feed failed/.test(wranglerOutput) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(wranglerOutput, tail(wranglerOutput, 30)).toMatch(/Feed: \d+ new-match digests and \d+ plan reminders\./);
    expect(wranglerOutput).not.toContain('Daily feed failed');
  });

  it('signs in the first admin made by scripts/first-admin-sql.ts', async () => {
    const login = await api('POST', '/api/auth/adminLogin', { body: ADMIN });
    expect(login.status, login.explain).toBe(200);
    const check = await api('GET', '/api/auth/checkAdminLogin', { token: login.json.token as string });
    expect(check.status, check.explain).toBe(200);
    expect(check.json.code, check.explain).toBe(5);
  });
});

describe('Workers bundle', () => {
  it('bundles with wrangler deploy --dry-run', async () => {
    await ensureBuilt();
    const outdir = await mkdtemp(path.join(tmpdir(), 'sambandh-bundle-'));
    try {
      const ran = await run(WRANGLER, ['deploy', '--dry-run', '--outdir', outdir], 120_000);
      expect(ran.code, tail(ran.output)).toBe(0);
      const files = (await readdir(outdir)).filter((f) => f.endsWith('.js'));
      expect(files.length, tail(ran.output)).toBeGreaterThan(0);
      for (const f of files) {
        const bytes = await readFile(path.join(outdir, f));
        console.log(`Worker bundle ${f}: ${(bytes.length / 1024).toFixed(0)} KB, ${(gzipSync(bytes).length / 1024).toFixed(0)} KB gzip (${(ran.ms / 1000).toFixed(1)} s)`);
      }
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  });
});
