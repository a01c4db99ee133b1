import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { SESSION_LIFETIME_MS } from '../../contract/limits';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { newId } from '../ids';
import { motherTongueRef, toSessionUser, usersWithMotherTongue } from './users';

/**
 * Sessions are HS256 JWTs (algorithm pinned, iss/aud checked) that name a row of `sessions`;
 * the row is what makes logout, password change and the end of an impersonation revoke at
 * once instead of at expiry.
 */
const ISSUER = 'sambandh';
const AUDIENCE = 'sambandh-web';

// Importing the HMAC key is a WebCrypto call of its own; done once per secret, not per request.
const keys = new Map<string, Promise<CryptoKey>>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
};

export interface NewSession {
  userId: string;
  role: 1 | 2;
  /** An impersonation: the administrator and their own session, which this one cannot outlive. */
  impersonation?: { adminId: string; adminSessionId: string };
  /** A family manager's account acting for the profile `userId` (decision 0971). */
  managedBy?: string;
  ip: string | null;
}

export async function openSession(deps: AppDeps, s: NewSession): Promise<{ token: string; sessionId: string }> {
  const now = deps.now();
  const sessionId = newId();
  await deps.database.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: s.userId,
      impersonated_by: s.impersonation?.adminId ?? null,
      admin_session_id: s.impersonation?.adminSessionId ?? null,
      managed_by: s.managedBy ?? null,
      created_at: now,
      expires_at: now + SESSION_LIFETIME_MS,
      revoked_at: null,
      ip: s.ip,
    })
    .execute();
  const token = await new SignJWT({ sid: sessionId, role: s.role, ...(s.impersonation ? { imp: s.impersonation.adminId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(s.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + SESSION_LIFETIME_MS) / 1000))
    .sign(await keyFor(deps.config.jwtSecret));
  return { token, sessionId };
}

/**
 * Claims of tokens whose signature, issuer and audience were already checked, per secret and
 * token (issue 13 §4: the HMAC once per token, not per request). Only the exact string that
 * passed is found here, so nothing forged can be; expiry is checked again on every use, and the
 * session row is still read on every request, so logout and revocation act at once. Bounded:
 * the oldest entries go first.
 */
const VERIFIED_MAX = 5000;
const verified = new Map<string, Map<string, JWTPayload>>();

async function verifiedClaims(secret: string, token: string, now: number): Promise<JWTPayload | null> {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, (bySecret = new Map()));
  const seconds = Math.floor(now / 1000);
  const known = bySecret.get(token);
  if (known) return typeof known.exp === 'number' && known.exp > seconds ? known : null;
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
    });
    // Every session token carries an expiry (openSession); one without is not remembered.
    if (typeof payload.exp !== 'number') return payload;
    if (bySecret.size >= VERIFIED_MAX) bySecret.delete(bySecret.keys().next().value!);
    bySecret.set(token, payload);
    return payload;
  } catch {
    return null;
  }
}

/**
 * The session query compiled once per database (Kysely builds and compiles the same five-join
 * statement otherwise on every request); only the session id changes. `session_id` is its only
 * parameter, checked when it is compiled.
 */
const SESSION_ID_PLACEHOLDER = '\u0000session-id';
const sessionQueries = new WeakMap<Kysely<DB>, CompiledQuery>();

function sessionQuery(deps: AppDeps) {
  return usersWithMotherTongue(deps)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .leftJoin('sessions as admin_session', 'admin_session.id', 'sessions.admin_session_id')
    // A manager's session: their place on the profile (gone once they leave or are removed) and their account.
    .leftJoin('profile_managers as manager_role', (j) => j.onRef('manager_role.profile_id', '=', 'sessions.user_id').onRef('manager_role.account_id', '=', 'sessions.managed_by'))
    .leftJoin('users as manager', 'manager.id', 'manager_role.account_id')
    .select([
      'sessions.id as session_id',
      'sessions.impersonated_by',
      'sessions.expires_at',
      'sessions.revoked_at',
      'admin_session.expires_at as admin_expires_at',
      'admin_session.revoked_at as admin_revoked_at',
      'sessions.managed_by',
      'manager_role.relation as manager_relation',
      'manager.name as manager_name',
      'manager.status as manager_status',
    ])
    .where('sessions.id', '=', SESSION_ID_PLACEHOLDER);
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>;

async function readSessionRow(deps: AppDeps, sessionId: string): Promise<SessionRow> {
  const db = deps.database.db;
  let compiled = sessionQueries.get(db);
  if (!compiled) {
    compiled = sessionQuery(deps).compile();
    if (compiled.parameters.length !== 1 || compiled.parameters[0] !== SESSION_ID_PLACEHOLDER) {
      throw new Error('The session query must have the session id as its only parameter.');
    }
    sessionQueries.set(db, compiled);
  }
  const result = await db.executeQuery<NonNullable<SessionRow>>({ ...compiled, parameters: [sessionId] });
  return result.rows[0];
}

/** The live session a token names, or null: bad signature, expired, revoked, or account gone. */
export async function readSession(deps: AppDeps, token: string): Promise<Session | null> {
  const payload = await verifiedClaims(deps.config.jwtSecret, token, deps.now());
  if (!payload || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
  // One read: the session row, the admin's own session behind an impersonation, its user and
  // the user's mother tongue (checkLogin answers with them).
  const row = await readSessionRow(deps, payload.sid);
  const now = deps.now();
  if (!row || row.id !== payload.sub || !isLive(row, now)) return null;
  if (row.status === 'blocked' || row.status === 'deleted') return null;
  // An impersonation ends with the administrator's session: logout, expiry or password change.
  if (row.impersonated_by !== null && !isLive({ revoked_at: row.admin_revoked_at, expires_at: row.admin_expires_at }, now)) return null;
  // A manager's session ends with their place on the profile and with their own account.
  if (row.managed_by !== null && (row.manager_relation === null || row.manager_status === 'blocked' || row.manager_status === 'deleted')) return null;
  return {
    sessionId: row.session_id,
    userId: row.id,
    role: row.role,
    impersonatedBy: row.impersonated_by,
    managedBy: row.managed_by === null ? null : { accountId: row.managed_by, name: row.manager_name ?? '', relation: row.manager_relation! },
    user: toSessionUser(row, motherTongueRef(row)),
  };
}

const isLive = (s: { revoked_at: number | null; expires_at: number | null }, now: number) =>
  s.revoked_at === null && s.expires_at !== null && s.expires_at > now;

/**
 * Sessions that may hold a live socket (decision 0860): not revoked, not expired, the member in
 * person (an administrator acting as them gets no socket), of an active account. Admission asks
 * it of a ticket's session, and the hub before each frame, so a session ended by any process, or
 * by the clock, opens and gets nothing more.
 */
export function socketSessionsQuery(db: Kysely<DB>, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.impersonated_by', 'is', null)
    .where('users.status', '=', 'active');
}

/** A member's sessions that may hold a live socket: one read on the partial index sessions_live_by_user. */
export async function liveSocketSessions(database: Database, userId: string, now: number): Promise<string[]> {
  const rows = await socketSessionsQuery(database.db, now).where('sessions.user_id', '=', userId).execute();
  return rows.map((r) => r.id);
}

export function revokeSessionQuery(deps: AppDeps, sessionId: string) {
  return deps.database.db.updateTable('sessions').set({ revoked_at: deps.now() }).where('id', '=', sessionId).where('revoked_at', 'is', null);
}

/** Ends every live session of a user, optionally sparing the one making the change. */
export function revokeAllSessionsQuery(deps: AppDeps, userId: string, except?: string) {
  let q = deps.database.db
    .updateTable('sessions')
    .set({ revoked_at: deps.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) q = q.where('id', '!=', except);
  return q;
}

/**
 * Ends the impersonations an administrator opened: from one of their sessions (its logout), or
 * all of them (their password change). The member sessions are revoked and the audit rows get
 * their end. Reading a session checks the admin's session too; this makes the end explicit.
 */
export function endImpersonationsQueries(deps: AppDeps, by: { adminSessionId: string } | { adminId: string }) {
  const db = deps.database.db;
  const now = deps.now();
  const live = db.selectFrom('sessions').select('id').where('revoked_at', 'is', null);
  const opened =
    'adminSessionId' in by ? live.where('admin_session_id', '=', by.adminSessionId) : live.where('impersonated_by', '=', by.adminId);
  return [
    db.updateTable('impersonations').set({ ended_at: now }).where('ended_at', 'is', null).where('session_id', 'in', opened),
    db.updateTable('sessions').set({ revoked_at: now }).where('id', 'in', opened),
  ];
}
