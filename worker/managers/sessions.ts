import type { ActingManager } from '../../contract/managers';
import { m } from '../../contract/i18n/paraglide/messages';
import { openSession } from '../auth/sessions';
import { loadSessionUser, type SessionUser } from '../auth/users';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { withOwnPictureUrl } from '../pictures/urls';

export interface SignedIn {
  token: string;
  user: SessionUser & { managedBy: ActingManager | null };
  userRole: 2;
}

async function managerOf(deps: AppDeps, profileId: string, accountId: string): Promise<ActingManager | null> {
  const row = await deps.database.db
    .selectFrom('profile_managers as pm')
    .innerJoin('users as a', 'a.id', 'pm.account_id')
    .select(['pm.account_id', 'pm.relation', 'a.name'])
    .where('pm.profile_id', '=', profileId)
    .where('pm.account_id', '=', accountId)
    .executeTakeFirst();
  return row ? { accountId: row.account_id, name: row.name, relation: row.relation } : null;
}

/**
 * A session that acts for `profileId`: the person's own (`managerId` null), or a manager's
 * (decision 0971), which the session check ends when the manager leaves the profile.
 */
export async function openProfileSession(deps: AppDeps, profileId: string, managerId: string | null, ip: string | null): Promise<SignedIn> {
  const managedBy = managerId === null ? null : await managerOf(deps, profileId, managerId);
  if (managerId !== null && !managedBy) throw forbidden(m.managers_no_role());
  // A family account has no profile of its own to be signed in to.
  if (managerId === null) {
    const own = await deps.database.db.selectFrom('users').select('kind').where('id', '=', profileId).executeTakeFirst();
    if (own?.kind !== 'member') throw forbidden(m.managers_no_role());
  }
  const { token } = await openSession(deps, { userId: profileId, role: 2, ...(managerId ? { managedBy: managerId } : {}), ip });
  const user = await withOwnPictureUrl(deps, await loadSessionUser(deps, profileId));
  return { token, user: { ...user, managedBy }, userRole: 2 };
}

/**
 * What signing in opens: a member's own profile, or — for a family account, which has no profile
 * of its own — a manager's session for the profile it manages (the first it joined).
 */
export async function openSignedInSession(deps: AppDeps, account: { id: string; kind: 'member' | 'family' }, ip: string | null): Promise<SignedIn> {
  if (account.kind === 'member') return openProfileSession(deps, account.id, null, ip);
  const first = await deps.database.db
    .selectFrom('profile_managers')
    .select('profile_id')
    .where('account_id', '=', account.id)
    .orderBy('added_at')
    .executeTakeFirst();
  if (!first) throw forbidden(m.managers_no_profile_left());
  return openProfileSession(deps, first.profile_id, account.id, ip);
}
