import { m } from '../../contract/i18n/paraglide/messages';
import { MAX_MANAGERS, type Invite } from '../../contract/managers';
import { newToken, sha256 } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { ApiError, badRequest } from '../http/errors';
import { withinMailLimits } from '../mail/mail-budget';
import type { Session } from '../http/context';
import { localeOf } from '../i18n/reader-locale';
import { newId } from '../ids';
import { historyInsert } from './history';
import { actorOf } from './roles';

/** An invitation lives a week: families pass links around; the candidate may take time to decide. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** The address a profile made by a manager holds until its candidate accepts: reserved, never delivered. */
export const candidateStandInEmail = (profileId: string) => `${profileId}@candidate.invalid`;
export const hasOwnSignIn = (email: string) => !email.endsWith('@candidate.invalid');

/** How many managers the profile has, and invitations to managers still open. */
async function managerPlaces(deps: AppDeps, profileId: string, now: number): Promise<number> {
  const [managers, open] = await Promise.all([
    deps.database.db.selectFrom('profile_managers').select((eb) => eb.fn.countAll<number>().as('n')).where('profile_id', '=', profileId).executeTakeFirstOrThrow(),
    deps.database.db
      .selectFrom('profile_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('profile_id', '=', profileId)
      .where('role', '=', 'manager')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(managers.n) + Number(open.n);
}

/**
 * Mails a one-time link to the candidate or to a family member. The candidate is invited only
 * while the profile has no sign-in of its own; at most MAX_MANAGERS managers, counting the open
 * invitations. A new invitation to the same address replaces the old one.
 */
export async function invite(deps: AppDeps, session: Session, input: Invite, ip: string | null): Promise<void> {
  const now = deps.now();
  const db = deps.database.db;
  const profile = await db.selectFrom('users').select(['id', 'name', 'email', 'gender']).where('id', '=', input.profileId).executeTakeFirstOrThrow();
  if (input.role === 'candidate' && hasOwnSignIn(profile.email)) throw badRequest(m.managers_candidate_has_sign_in());
  if (input.role === 'manager') {
    const taken = await db
      .selectFrom('profile_managers as pm')
      .innerJoin('users as a', 'a.id', 'pm.account_id')
      .select('pm.account_id')
      .where('pm.profile_id', '=', input.profileId)
      .where('a.email', '=', input.email)
      .executeTakeFirst();
    if (taken || input.email === profile.email) throw badRequest(m.managers_already_on_profile());
    const again = await db.selectFrom('profile_invitations').select('id').where('profile_id', '=', input.profileId).where('email', '=', input.email).where('used_at', 'is', null).executeTakeFirst();
    if (!again && (await managerPlaces(deps, input.profileId, now)) >= MAX_MANAGERS) throw badRequest(m.managers_too_many({ max: MAX_MANAGERS }));
  }
  // Mail to an address the inviter types: counted against the limits of any mail anyone may ask for.
  if (!(await withinMailLimits(deps, input.email, { ip }))) throw new ApiError(429, m.managers_invite_limit());
  const token = newToken();
  const inviter = await db.selectFrom('users').select(['name', 'language']).where('id', '=', actorOf(session)).executeTakeFirstOrThrow();
  await deps.database.batch([
    db.deleteFrom('profile_invitations').where('profile_id', '=', input.profileId).where('email', '=', input.email).where('used_at', 'is', null),
    db.insertInto('profile_invitations').values({
      id: newId(),
      profile_id: input.profileId,
      email: input.email,
      relation: input.relation,
      role: input.role,
      token_hash: await sha256(token),
      invited_by: actorOf(session),
      created_at: now,
      expires_at: now + INVITATION_LIFETIME_MS,
      used_at: null,
    }),
    historyInsert(deps, { profileId: input.profileId, actorId: actorOf(session), action: 'invited', detail: input.email }),
  ]);
  const link = `${deps.config.publicUrl}/family/accept?token=${encodeURIComponent(token)}`;
  // In the inviter's language: the invited person has no account, or none we may name.
  const locale = localeOf(inviter);
  const write = input.role === 'candidate' ? m.managers_mail_candidate_body : m.managers_mail_manager_body;
  await deps.mailer.send({
    to: input.email,
    subject: m.managers_mail_subject({ inviter: inviter.name, candidate: profile.name }, { locale }),
    text: write({ inviter: inviter.name, candidate: profile.name, link }, { locale }),
  });
}

/** The open invitation a token names, or null: unknown, used or expired. */
export async function openInvitation(deps: AppDeps, token: string) {
  return deps.database.db
    .selectFrom('profile_invitations')
    .selectAll()
    .where('token_hash', '=', await sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
}
