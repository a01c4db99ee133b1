import { sql } from 'kysely';
import { ADMINS_TEXT, type AdminAccount, type CreateAdmin, type UpdateAdmin } from '../../../contract/admin/admins';
import { createLink } from '../../auth/one-time-links';
import { hashPassword } from '../../auth/passwords';
import { endImpersonationsQueries, revokeAllSessionsQuery } from '../../auth/sessions';
import { newToken } from '../../auth/tokens';
import { findUserByEmail } from '../../auth/users';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { auditEntry } from '../audit';
import { isUniqueViolation } from '../../db/errors';

/**
 * Administrator accounts (docs/decisions/0808): `users` rows with role 1. A new administrator
 * gets the one-time set-password link members get for a reset; nobody ever chooses or sees a
 * password for them. Removing one ends their sessions and their impersonations at once.
 */
export const isMainAdmin = (deps: AppDeps, email: string) => email.toLowerCase() === deps.config.admin.email.toLowerCase();

export const accountOf = (deps: AppDeps, r: { id: string; name: string; email: string; status: string; created_at: number; last_seen_at: number | null }): AdminAccount => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  active: r.status === 'active' || r.status === 'deactivated',
  isMain: isMainAdmin(deps, r.email),
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
});

async function adminById(deps: AppDeps, id: string) {
  const row = await deps.database.db.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', 1).where('status', '!=', 'deleted').executeTakeFirst();
  if (!row) throw notFound(ADMINS_TEXT.notFound);
  return row;
}

async function refuseTakenEmail(deps: AppDeps, email: string) {
  // Administrators are trusted: saying the address is taken is no enumeration risk here.
  if (await findUserByEmail(deps, email)) throw conflict(ADMINS_TEXT.emailTaken, { email: ADMINS_TEXT.emailTaken });
}

export async function createAdmin(deps: AppDeps, admin: Session, input: CreateAdmin): Promise<AdminAccount> {
  await refuseTakenEmail(deps, input.email);
  const now = deps.now();
  const id = newId();
  const row = {
    id,
    role: 1 as const,
    email: input.email,
    // A password nobody knows, until the link sets theirs.
    password_hash: await hashPassword(newToken(), deps.config.passwordHashMemoryKib),
    name: input.name,
    gender: null,
    dob: null,
    profile_for: null,
    mother_tongue_id: null,
    religion_id: null,
    phone: null,
    plan_id: null,
    profile_picture: null,
    created_at: now,
    updated_at: now,
    last_seen_at: null,
  };
  const { db } = deps.database;
  try {
    await deps.database.batch([
      db.insertInto('users').values(row),
      auditEntry(deps, admin, { action: 'admin.create', targetType: 'admin', targetId: id, targetLabel: `${input.name} <${input.email}>`, after: input }),
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ADMINS_TEXT.emailTaken, { email: ADMINS_TEXT.emailTaken });
    throw e;
  }
  await sendSetPasswordLink(deps, { id, name: input.name, email: input.email });
  return accountOf(deps, { ...row, status: 'active' });
}

async function sendSetPasswordLink(deps: AppDeps, to: { id: string; name: string; email: string }) {
  const link = await createLink(deps, to.id, 'reset_password');
  const site = deps.config.publicUrl;
  await deps.mailer.send({
    to: to.email,
    subject: 'You are an administrator of Sambandh: set your password',
    text: [
      `Namaste ${to.name},`,
      '',
      'An administrator of Sambandh has made you an administrator. Open the link below to choose',
      'your password. It works once and expires in 1 hour.',
      '',
      link,
      '',
      `Then sign in to the back office at ${site}/adminlogin.`,
      `If the link has expired, ask for a new one at ${site}/forgotpassword with this address.`,
    ].join('\n'),
  });
}

/** Saves name, address and whether the account may sign in; `changed` false when nothing differs. */
export async function updateAdmin(deps: AppDeps, admin: Session, input: UpdateAdmin): Promise<{ account: AdminAccount; changed: boolean }> {
  const before = await adminById(deps, input.id);
  const main = isMainAdmin(deps, before.email);
  const email = input.email ?? before.email;
  const wasActive = before.status !== 'blocked';
  if (main && email !== before.email) throw forbidden(ADMINS_TEXT.mainKeepsEmail);
  // Renaming the owner's account is theirs alone, as removing it is nobody's.
  if (main && before.id !== admin.userId && input.name !== before.name) throw forbidden(ADMINS_TEXT.mainKeepsName);
  if (main && !input.active) throw forbidden(ADMINS_TEXT.mainStaysActive);
  if (before.id === admin.userId && !input.active) throw forbidden(ADMINS_TEXT.notYourself);
  if (input.name === before.name && email === before.email && input.active === wasActive) return { account: accountOf(deps, before), changed: false };
  if (email !== before.email) await refuseTakenEmail(deps, email);

  const now = deps.now();
  const status = input.active ? (wasActive ? before.status : 'active') : 'blocked';
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('users').set({ name: input.name, email, status, updated_at: now }).where('id', '=', before.id),
    // Switched off: signed out everywhere at once, impersonations included.
    ...(input.active ? [] : [revokeAllSessionsQuery(deps, before.id), ...endImpersonationsQueries(deps, { adminId: before.id })]),
    auditEntry(deps, admin, {
      action: 'admin.update',
      targetType: 'admin',
      targetId: before.id,
      targetLabel: `${input.name} <${email}>`,
      before: { name: before.name, email: before.email, active: wasActive },
      after: { name: input.name, email, active: input.active },
    }),
  ]);
  return { account: accountOf(deps, { ...before, name: input.name, email, status }), changed: true };
}

/**
 * Removes an administrator: the row stays (the audit trail and past decisions name it) as
 * 'deleted', its address freed for a new account, its sessions and impersonations ended.
 */
export async function removeAdmin(deps: AppDeps, admin: Session, id: string): Promise<AdminAccount> {
  const before = await adminById(deps, id);
  if (isMainAdmin(deps, before.email)) throw forbidden(ADMINS_TEXT.mainCannotBeRemoved);
  if (before.id === admin.userId) throw forbidden(ADMINS_TEXT.notYourself);
  const now = deps.now();
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('users').set({ status: 'deleted', email: `removed-${before.id}@admins.invalid`, updated_at: now }).where('id', '=', before.id).where('status', '!=', 'deleted'),
    revokeAllSessionsQuery(deps, before.id),
    ...endImpersonationsQueries(deps, { adminId: before.id }),
    db.deleteFrom('auth_tokens').where('user_id', '=', before.id),
    auditEntry(deps, admin, { action: 'admin.remove', targetType: 'admin', targetId: before.id, targetLabel: `${before.name} <${before.email}>`, before: { name: before.name, email: before.email } }),
  ]);
  return accountOf(deps, before);
}

const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function listAdmins(deps: AppDeps, q: { page: number; limit: number; search: string; key: 'name' | 'email' | 'created' | 'lastSeen'; direction: 'asc' | 'desc' }) {
  const { db } = deps.database;
  let base = db.selectFrom('users').where('role', '=', 1).where('status', '!=', 'deleted');
  if (q.search) base = base.where(sql<boolean>`(lower(name) like ${likeOf(q.search)} escape '\\' or email like ${likeOf(q.search)} escape '\\')`);
  const order = { name: sql`lower(name)`, email: sql`email`, created: sql`created_at`, lastSeen: sql`coalesce(last_seen_at, 0)` }[q.key];
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'name', 'email', 'status', 'created_at', 'last_seen_at'])
      .orderBy(sql`${order} ${sql.raw(q.direction)}`)
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => accountOf(deps, r)), total: Number(count.n) };
}
