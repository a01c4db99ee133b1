import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseConfig } from '../../worker/config';
import type { LibsqlDatabase } from '../../worker/db/libsql';
import { openNodeDatabase } from '../../worker/db/node-database';
import { migrate, readMigrations } from '../../worker/db/migrate';
import { startNodeServer } from '../../worker/node';
import { seedReferenceData } from '../../worker/reference/seed';
import { seedAll } from '../../worker/seed/seed-all';
import { freePort } from '../../worker/test/free-port';
import { MEMBER_PASSWORD } from './members';

/**
 * A Node entry of its own (the same built UI) on a fresh libSQL file, for e2e files that must
 * reach past the API: write rows directly, call a domain function as an admin would, or look
 * at what lands on disk. `seed: 'all'` seeds as the real start does (reference data and the
 * admin, no demo); `'reference'` only the reference data.
 */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface OwnServer {
  baseURL: string;
  /** The temporary folder holding the database, mail and pictures (`<dir>/pictures`). */
  dir: string;
  database: LibsqlDatabase;
  deps: Awaited<ReturnType<typeof startNodeServer>>['deps'];
  admin: { email: string; password: string };
  api(method: string, apiPath: string, body?: unknown, token?: string): Promise<ApiAnswer>;
  /** The first mother tongue and religion of the reference data, as registration wants them. */
  referenceIds(): Promise<{ motherTongueId: string; religionId: string }>;
  /** A member registered through the API, verified as if the mailed link were followed, and signed in. */
  member(name: string, gender: 'male' | 'female'): Promise<SignedIn>;
  /** The member asks for the plan on /membership's endpoint and the administrator approves it. */
  holdPlan(member: SignedIn, planId: string): Promise<void>;
  close(): Promise<void>;
}

/** The sign-in answer, checked rather than cast: an answer of another shape fails at sign-in, saying why. */
export const signedInSchema = z.object({ token: z.string(), userRole: z.number(), user: z.looseObject({ _id: z.string(), name: z.string(), email: z.string() }) });
export type SignedIn = z.infer<typeof signedInSchema>;

const upgradeAnswerSchema = z.object({ code: z.number(), data: z.object({ requests: z.array(z.object({ _id: z.string(), planId: z.string(), status: z.string() })) }) });

const referenceSchema = z.object({
  data: z.object({ motherTongues: z.array(z.object({ _id: z.string() })), religions: z.array(z.object({ _id: z.string() })) }),
});

export async function startOwnServer(label: string, options: { seed?: 'all' | 'reference'; configOverrides?: Record<string, string | undefined> } = {}): Promise<OwnServer> {
  const dir = await mkdtemp(path.join(tmpdir(), `sambandh-e2e-${label}-`));
  const port = await freePort();
  const admin = { email: `admin@${label}.test`, password: 'Admin@E2e-12345' };
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    JWT_SECRET: `e2e-${label}-secret-`.padEnd(48, '0123456789'),
    PASSWORD_HASH_MEMORY_KIB: '1024',
    MAIL_DIR: path.join(dir, 'mail'),
    PICTURES_DIR: path.join(dir, 'pictures'),
    SEED_DEMO: 'no',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...options.configOverrides,
  });
  const database = await openNodeDatabase(config.databaseUrl);
  await migrate(database.client, await readMigrations());
  if ((options.seed ?? 'all') === 'all') await seedAll(database, config);
  else await seedReferenceData(database);
  const running = await startNodeServer(config, database, { distDir: path.resolve('dist') });
  if (!running.server.listening) await new Promise((resolve) => running.server.once('listening', resolve));
  const baseURL = `http://127.0.0.1:${port}`;

  async function api(method: string, apiPath: string, body?: unknown, token?: string): Promise<ApiAnswer> {
    const res = await fetch(`${baseURL}/api${apiPath}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { jwt: token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: z.record(z.string(), z.unknown()).parse(await res.json()) };
  }

  let reference: Promise<{ motherTongueId: string; religionId: string }> | null = null;
  const referenceIds = () =>
    (reference ??= api('GET', '/app/getData').then(({ body }) => {
      const { data } = referenceSchema.parse(body);
      const motherTongueId = data.motherTongues[0]?._id;
      const religionId = data.religions[0]?._id;
      if (!motherTongueId || !religionId) throw new Error('The reference data has no mother tongues or religions');
      return { motherTongueId, religionId };
    }));
  let members = 0;
  return {
    baseURL,
    dir,
    database,
    deps: running.deps,
    admin,
    api,
    referenceIds,
    async member(name, gender) {
      const email = `${label}${++members}-${Date.now().toString(36)}@example.com`;
      const registration = { profileFor: 'Self', declaration: true, name, gender, dob: '1995-04-12', email, phone: '+91 98765 43210', password: MEMBER_PASSWORD };
      const reg = await api('POST', '/user/register', { ...registration, ...(await referenceIds()) });
      if (reg.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(reg.body)}`);
      await database.db.updateTable('users').set({ is_email_verified: 1 }).where('email', '=', email).execute();
      return signedInSchema.parse((await api('POST', '/auth/login', { email, password: MEMBER_PASSWORD })).body);
    },
    async holdPlan(member, planId) {
      const asked = await api('POST', `/user/upgreadePlan/${planId}`, undefined, member.token);
      const request = upgradeAnswerSchema.parse(asked.body).data.requests.find((r) => r.planId === planId && r.status === 'pending');
      if (!request) throw new Error(`No pending request for ${planId}: ${JSON.stringify(asked.body)}`);
      const signedInAdmin = signedInSchema.parse((await api('POST', '/auth/adminLogin', admin)).body);
      const decided = await api('POST', '/admin/updateUpgreadeRequest', { id: request._id, status: 'approved', reference: 'UTR402411223344' }, signedInAdmin.token);
      if (decided.body.code !== 5) throw new Error(`Approval failed: ${JSON.stringify(decided.body)}`);
    },
    async close() {
      await running.close();
      database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
