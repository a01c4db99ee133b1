import type { Page } from 'playwright-core';
import { e2e } from './env';
import { linkInNewestMail } from './mail';

/** Members and sessions made the way real ones are: through the API, with fetch. */
export const MEMBER_PASSWORD = 'Secret123';
const SESSION_KEY = 'family-token';
const ADMIN_SESSION_KEY = 'family-token-admin';

export interface SignedIn {
  token: string;
  user: { _id: string; name: string; email: string } & Record<string, unknown>;
  userRole: number;
}

export interface Member {
  id: string;
  name: string;
  email: string;
  password: string;
}

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function api(method: string, apiPath: string, options: { body?: unknown; token?: string } = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.jwt = options.token;
  const res = await fetch(`${e2e.baseUrl}/api${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
}

let referenceIds: Promise<{ motherTongueId: string; religionId: string }> | null = null;

function firstReferenceIds() {
  return (referenceIds ??= api('GET', '/app/getData').then(({ body }) => {
    const data = body.data as { motherTongues: { _id: string }[]; religions: { _id: string }[] };
    const motherTongueId = data.motherTongues[0]?._id;
    const religionId = data.religions[0]?._id;
    if (!motherTongueId || !religionId) throw new Error('The reference data has no mother tongues or religions');
    return { motherTongueId, religionId };
  }));
}

let seq = 0;

/** A unique, valid e-mail address for one test. */
export function uniqueEmail(label = 'member'): string {
  seq += 1;
  return `${label}${seq}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Registers a member through POST /user/register and, unless `verified: false`, follows the
 * mailed link as the member would (GET /user/verify): only verified members are found by others
 * (docs/decisions/0503).
 */
export async function registerMember(overrides: { name?: string; gender?: 'male' | 'female'; verified?: boolean } = {}): Promise<Member> {
  const email = uniqueEmail();
  const name = overrides.name ?? `E2E Member ${seq}`;
  const res = await api('POST', '/user/register', {
    body: {
      profileFor: 'Self',
      declaration: true,
      name,
      gender: overrides.gender ?? 'female',
      dob: '1995-04-12',
      email,
      phone: '+91 98765 43210',
      password: MEMBER_PASSWORD,
      ...(await firstReferenceIds()),
    },
  });
  if (res.status !== 200) throw new Error(`register failed (${res.status}): ${JSON.stringify(res.body)}`);
  if (overrides.verified !== false) await followVerificationLink(email);
  const signedIn = await signInApi(email, MEMBER_PASSWORD);
  return { id: signedIn.user._id, name, email, password: MEMBER_PASSWORD };
}

/**
 * Follows the verification link mailed to `email` as the member would (GET /user/verify): until
 * then a member reaches out to nobody (docs/decisions/0880).
 */
export async function followVerificationLink(email: string): Promise<void> {
  const token = new URL(await linkInNewestMail(email, 'Verify')).searchParams.get('token');
  const verified = await api('GET', `/user/verify?token=${token}`);
  if (verified.status !== 200) throw new Error(`verify failed (${verified.status}): ${JSON.stringify(verified.body)}`);
}

export async function signInApi(email: string, password: string, door: 'member' | 'admin' = 'member'): Promise<SignedIn> {
  const res = await api('POST', door === 'admin' ? '/auth/adminLogin' : '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body as unknown as SignedIn;
}

export function adminSignIn(): Promise<SignedIn> {
  return signInApi(e2e.admin.email, e2e.admin.password, 'admin');
}

/**
 * Puts a session in the page's localStorage as the app stores it (spec §3 'family-token').
 * Opens a static file of the site first, so the origin is right and the app does not boot.
 */
export async function storeSession(page: Page, signedIn: SignedIn, setTime = Date.now()): Promise<void> {
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime, userData: signedIn.user };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

export interface StoredSession {
  token: string;
  userId: string;
  userRole: number;
  setTime: number;
}

export async function storedSession(page: Page, key: 'member' | 'admin' = 'member'): Promise<StoredSession | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key === 'admin' ? ADMIN_SESSION_KEY : SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** Fills the /login or /adminlogin form, once it shows, and presses Login. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  // The address changes before the router draws the new page: until the form's own button is
  // there, 'E-mail' may still be the page left behind (the registration's, say), and what is
  // typed there is lost with it.
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** `from` sends an interest and `to` accepts it, as on /requests (spec §4). */
export async function acceptedInterest(from: SignedIn, to: SignedIn): Promise<void> {
  const sent = await api('POST', `/match/matchAccount/${to.user._id}`, { token: from.token, body: {} });
  if (sent.body.code !== 5) throw new Error(`interest failed: ${JSON.stringify(sent.body)}`);
  const received = await api('POST', '/user/getRequests', { token: to.token, body: { type: 'received', status: 'pending', kind: 'interest', page: 1, limit: 10 } });
  const request = (received.body.data as { requests: { _id: string; user?: { _id: string } }[] }).requests[0];
  if (!request) throw new Error(`no pending interest: ${JSON.stringify(received.body)}`);
  const answered = await api('PUT', '/match/updateMatchRequest', { token: to.token, body: { id: request._id, status: 'accepted' } });
  if (answered.body.code !== 5) throw new Error(`accept failed: ${JSON.stringify(answered.body)}`);
}

/**
 * Two members who may chat: a man and a woman (named with `label`), verified, an interest
 * between them accepted, and the first on Gold, whose plan opens the conversation.
 */
export async function chatPair(label: string): Promise<[SignedIn, SignedIn]> {
  const stamp = Date.now().toString(36);
  const [ma, mb] = await Promise.all([
    registerMember({ name: `Arjun ${label} ${stamp}`, gender: 'male' }),
    registerMember({ name: `Bhavna ${label} ${stamp}`, gender: 'female' }),
  ]);
  const [a, b] = await Promise.all([signInApi(ma.email, ma.password), signInApi(mb.email, mb.password)]);
  await acceptedInterest(a, b);
  await holdPlan(a, 'gold');
  return [a, b];
}

/** The member asks for a plan as /membership does, and the administrator approves it. */
export async function holdPlan(member: SignedIn, planId: string): Promise<void> {
  const asked = await api('POST', `/user/upgreadePlan/${planId}`, { token: member.token });
  const requests = (asked.body.data as { requests?: { _id: string; planId: string; status: string }[] } | undefined)?.requests ?? [];
  const request = requests.find((r) => r.planId === planId && r.status === 'pending');
  if (!request) throw new Error(`no pending upgrade request: ${JSON.stringify(asked.body)}`);
  const admin = await adminSignIn();
  const decided = await api('POST', '/admin/updateUpgreadeRequest', { token: admin.token, body: { id: request._id, status: 'approved', reference: 'UTR402411223344' } });
  if (decided.body.code !== 5) throw new Error(`approval failed: ${JSON.stringify(decided.body)}`);
}
