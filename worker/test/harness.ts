import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExecutionContext } from 'hono';
import { inject } from 'vitest';
import { createApp } from '../app';
import { bufferedApiLog } from '../activity/api-log';
import { parseConfig, type RawConfig } from '../config';
import type { AppDeps } from '../deps';
import { processHub, type ProcessHub } from '../messaging/live/hub';
import { openNodeDatabase, type StatementLog } from '../db/node-database';
import { clientIpBehindProxy } from '../http/client-ip';
import type { Mail, Mailer } from '../mail/mailer';
import type { Sms } from '../sms/sms-sender';
import { ensureAdmin } from '../seed/admin';
import { memoryPictureStore } from '../pictures/store';
import { libsqlMaintenance } from '../admin/database/libsql-maintenance';

/**
 * A real app over a real migrated libSQL file per test file: the template the global setup
 * made, copied. The clock and the mailbox are the only things tests hold in their hands.
 */
export const ADMIN = { email: 'admin@sambandh.test', password: 'Admin@12345' };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  live: ProcessHub;
  mails: Mail[];
  /** Every SMS the app sent, oldest first. */
  smses: Sms[];
  clock: { now: number; advance(ms: number): void };
  flushApiLog(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(env: Partial<Record<keyof RawConfig, string>> = {}, statementLog: StatementLog = {}): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-test-'));
  const file = path.join(dir, 'test.db');
  await copyFile(inject('templateDb'), file);
  const database = await openNodeDatabase(`file:${file}`, undefined, statementLog);
  const config = parseConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const smses: Sms[] = [];
  const clock = {
    now: Date.parse('2026-11-22T10:00:00Z'),
    advance(ms: number) {
      this.now += ms;
    },
  };
  // Page views stored before their answer, as tests read the User Logs at once.
  const apiLog = bufferedApiLog(database.activityLog ?? database, 10, 200, { bufferPageViews: false });
  const live = processHub(database, () => clock.now);
  const deps: AppDeps = {
    config,
    database,
    mailer,
    sms: { send: async (m) => void smses.push(m) },
    pictures: memoryPictureStore(),
    idDocuments: memoryPictureStore(),
    now: () => clock.now,
    apiLog,
    clientIp: clientIpBehindProxy,
    live,
    loadShell: async () => '<!doctype html><html><head><!--app-data--></head><body><div id="root"></div></body></html>',
    // As under Node, with backups beside the test's database file.
    maintenance: libsqlMaintenance(database, { backupDir: path.join(dir, 'backups') }),
  };
  await ensureAdmin(database, config, clock.now);
  const background = backgroundWork();
  const app = createApp(deps);
  const fetch = app.fetch;
  // As on Workers, work a response did not wait for goes to waitUntil; close() waits for it, so
  // no mail or log write of a test's last request meets a closed database.
  app.fetch = (request, env, executionCtx) => fetch(request, env, executionCtx ?? background.context);
  return {
    app,
    deps,
    /** Attach a page to watch what a member's open pages are told. */
    live,
    mails,
    smses,
    clock,
    flushApiLog: apiLog.flush,
    close: async () => {
      await background.settled();
      await apiLog.flush();
      database.close();
      // Each test file's copy is ~45 MB: a run left thousands behind and filled the disk.
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An ExecutionContext that keeps what `waitUntil` is given, and waits until it has all settled. */
function backgroundWork() {
  const pending = new Set<Promise<unknown>>();
  const context: ExecutionContext = {
    waitUntil(task) {
      const tracked = task.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    passThroughOnException: () => undefined,
    props: {},
  };
  async function settled(): Promise<void> {
    // A task may start another (a mail after a lookup): wait until none is left.
    while (pending.size) await Promise.allSettled(pending);
  }
  return { context, settled };
}

/** The address a test's requests come from, unless it says another (`ip`). */
export const CLIENT_IP = '203.0.113.7';

/**
 * Untyped JSON request: `call(t, 'POST', '/api/auth/login', { body, token, ip })`. For what the
 * typed client (./typed-client.ts) refuses to compile on purpose: a body the schema rejects (a
 * wrong type, a missing or unknown field, raw text), a path no route declares, an answer that is
 * not the route's JSON. Every other API call in a test goes through `api(t)` and `answer`.
 */
export async function call(
  t: TestApp,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? CLIENT_IP, ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.jwt = opts.token;
  const res = await t.app.request(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json as AnswerBody, headers: res.headers };
}

/**
 * The JSON of an answer, as tests read it: loosely typed on purpose, so that a test can say
 * `res.body.data.users[0].name` about any endpoint; the contract's zod schemas and types check
 * shapes where a test needs them. The one `any` of the test harness, kept here.
 */
export type AnswerBody = Record<string, any>;

/** Waits for background work (mail) the response did not wait for. */
export async function waitFor<T>(probe: () => T | undefined, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 10));
  }
}
