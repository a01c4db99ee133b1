import { m } from '../../contract/i18n/paraglide/messages';
import { MAX_MANAGERS } from '../../contract/managers';
import type { Locale } from '../../contract/i18n/locales';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail } from '../auth/users';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { newId } from '../ids';
import { historyInsert } from './history';
import { hasOwnSignIn, openInvitation } from './invitations';
import { openProfileSession, type SignedIn } from './sessions';

export interface Acceptance {
  token: string;
  password?: string;
  /** A new family account's name (a manager without an account). */
  name?: string;
}

/**
 * Takes up an invitation (issue 27). The candidate's: the profile becomes theirs to sign in to —
 * their address and password — and they are signed in as themselves, to look it over and confirm
 * it. A manager's: with a password, a new family account; without, the signed-in member's own
 * account joins; either way signed in as the profile's manager.
 */
export async function acceptInvitation(deps: AppDeps, session: Session | null, input: Acceptance, ip: string | null, locale: Locale): Promise<SignedIn> {
  const invitation = await openInvitation(deps, input.token);
  if (!invitation) throw badRequest(m.managers_link_invalid());
  const db = deps.database.db;
  const profile = await db.selectFrom('users').select(['id', 'email', 'status', 'consent']).where('id', '=', invitation.profile_id).executeTakeFirst();
  if (!profile || profile.status === 'deleted' || profile.status === 'blocked') throw badRequest(m.managers_link_invalid());
  const now = deps.now();
  const used = db.updateTable('profile_invitations').set({ used_at: now }).where('id', '=', invitation.id).where('used_at', 'is', null);

  if (invitation.role === 'candidate') {
    if (hasOwnSignIn(profile.email)) throw badRequest(m.managers_candidate_has_sign_in());
    if (!input.password) throw badRequest(m.managers_password_needed(), { password: m.managers_password_needed() });
    if (await findUserByEmail(deps, invitation.email)) throw badRequest(m.managers_email_has_account());
    await deps.database.batch([
      used,
      // Following the mailed link proved the address.
      db
        .updateTable('users')
        .set({ email: invitation.email, password_hash: await hashPassword(input.password, deps.config.passwordHashMemoryKib), is_email_verified: 1, updated_at: now })
        .where('id', '=', profile.id),
      historyInsert(deps, { profileId: profile.id, actorId: profile.id, action: 'joined' }),
    ]);
    return openProfileSession(deps, profile.id, null, ip);
  }

  let accountId: string;
  const writes = [];
  if (input.password) {
    if (!input.name) throw badRequest(m.managers_name_needed(), { name: m.managers_name_needed() });
    if (await findUserByEmail(deps, invitation.email)) throw badRequest(m.managers_email_has_account_sign_in());
    accountId = newId();
    writes.push(familyAccountInsert(deps, { id: accountId, email: invitation.email, name: input.name, passwordHash: await hashPassword(input.password, deps.config.passwordHashMemoryKib), locale }));
  } else {
    if (!session || session.role !== 2 || session.managedBy || session.impersonatedBy) throw forbidden(m.managers_sign_in_to_join());
    accountId = session.userId;
    if (accountId === profile.id) throw badRequest(m.managers_already_on_profile());
  }
  const [already, count] = await Promise.all([
    db.selectFrom('profile_managers').select('account_id').where('profile_id', '=', profile.id).where('account_id', '=', accountId).executeTakeFirst(),
    db.selectFrom('profile_managers').select((eb) => eb.fn.countAll<number>().as('n')).where('profile_id', '=', profile.id).executeTakeFirstOrThrow(),
  ]);
  if (already) throw badRequest(m.managers_already_on_profile());
  if (Number(count.n) >= MAX_MANAGERS) throw badRequest(m.managers_too_many({ max: MAX_MANAGERS }));
  writes.push(
    used,
    db.insertInto('profile_managers').values({ profile_id: profile.id, account_id: accountId, relation: invitation.relation, added_at: now, added_by: invitation.invited_by }),
    historyInsert(deps, { profileId: profile.id, actorId: accountId, action: 'joined' }),
  );
  // A profile its candidate made becomes family-run now: its trail starts (consent is theirs already).
  if (profile.consent === null) writes.push(db.updateTable('users').set({ consent: 'confirmed', consent_at: now }).where('id', '=', profile.id));
  await deps.database.batch(writes);
  return openProfileSession(deps, profile.id, accountId, ip);
}

/**
 * A family account: signs in, acts only for the profiles it manages, and is never listed — kept
 * deactivated, which every list leaves out, with no profile of its own (decision 0971).
 */
export function familyAccountInsert(
  deps: AppDeps,
  a: { id: string; email: string; name: string; passwordHash: string; phone?: string | null; locale: Locale; emailVerified?: boolean },
) {
  const now = deps.now();
  return deps.database.db.insertInto('users').values({
    id: a.id,
    role: 2,
    kind: 'family',
    status: 'deactivated',
    email: a.email,
    password_hash: a.passwordHash,
    name: a.name,
    gender: null,
    dob: null,
    profile_for: null,
    mother_tongue_id: null,
    religion_id: null,
    phone: a.phone ?? null,
    is_email_verified: a.emailVerified === false ? 0 : 1,
    plan_id: null,
    profile_picture: null,
    language: a.locale,
    created_at: now,
    updated_at: now,
    last_seen_at: null,
  });
}
