import type { Registration } from '../../contract/auth';
import { newId } from '../ids';
import { call, waitFor, type TestApp, ADMIN } from './harness';

/** Members made the way real ones are: through the API. */
let seq = 0;

export async function referenceIds(t: TestApp) {
  const { db } = t.deps.database;
  const tongue = await db.selectFrom('mother_tongues').select('id').where('code', '=', 'mr').executeTakeFirstOrThrow();
  const religion = await db.selectFrom('religions').select('id').orderBy('name').executeTakeFirstOrThrow();
  return { motherTongueId: tongue.id, religionId: religion.id };
}

export async function registration(t: TestApp, overrides: Partial<Registration> = {}): Promise<Registration> {
  seq += 1;
  return {
    profileFor: 'Self',
    name: `Test Member ${seq}`,
    gender: seq % 2 ? 'male' : 'female',
    dob: '1995-04-12',
    email: `member${seq}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+91 98765 43210',
    password: 'Secret123',
    declaration: true,
    ...(await referenceIds(t)),
    ...overrides,
  };
}

/**
 * Registers a member through the API. `verified` (the default): the member has also confirmed
 * the e-mail address, as GET /user/verify records it, leaving the mailed link unused; only
 * verified members are found by others (docs/decisions/0503).
 */
export async function registerMember(t: TestApp, overrides: Partial<Registration> = {}, { verified = true }: { verified?: boolean } = {}) {
  const input = await registration(t, overrides);
  const res = await call(t, 'POST', '/api/user/register', { body: input });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const row = await t.deps.database.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirstOrThrow();
  if (verified) await t.deps.database.db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', row.id).execute();
  return { ...input, id: row.id };
}

export async function signIn(t: TestApp, email: string, password: string) {
  const res = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export async function memberWithSession(t: TestApp, overrides: Partial<Registration> = {}, options: { verified?: boolean } = {}) {
  const member = await registerMember(t, overrides, options);
  return { ...member, token: await signIn(t, member.email, member.password) };
}

export async function adminSession(t: TestApp) {
  const res = await call(t, 'POST', '/api/auth/adminLogin', { body: { email: ADMIN.email, password: ADMIN.password } });
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, id: res.body.user._id as string };
}

/** The link in the newest mail to `to`, and its token. */
export async function linkIn(t: TestApp, to: string, subjectPart: string) {
  const mail = await waitFor(() => [...t.mails].reverse().find((m) => m.to === to && m.subject.includes(subjectPart)));
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no link in mail');
  return { link, token: new URL(link).searchParams.get('token')! };
}

/**
 * Gives a member a plan as an admin's approval does (docs/decisions/0561, 0562): an approved
 * upgrade request decided now, and users.plan_id. No notification, so counts stay as they were.
 */
export async function givePlan(t: TestApp, userId: string, planId: string) {
  const now = t.deps.now();
  const { db } = t.deps.database;
  await t.deps.database.batch([
    db.insertInto('upgrade_requests').values({
      id: newId(),
      user_id: userId,
      plan_id: planId,
      status: 'approved',
      created_at: now,
      decided_at: now,
      decided_by: null,
    }),
    db.updateTable('users').set({ plan_id: planId }).where('id', '=', userId),
  ]);
}
