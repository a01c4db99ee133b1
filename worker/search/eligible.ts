import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import { isFindableMember, notBlockedWith } from '../social/reach';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** Age of majority for matching: members younger than this never appear in any result list. */
export const ADULT_AGE = 18;

/** The latest date of birth (YYYY-MM-DD) of someone who is at least `years` old at `now`. */
export function bornOnOrBefore(now: number, years: number): string {
  const d = new Date(now);
  const y = d.getUTCFullYear() - years;
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  // 29 February of a year `years` ago that has none: the 28th.
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The gender a member is matched with; null when the member has none (then no one is eligible). */
export function oppositeGender(gender: 'male' | 'female' | null | undefined): 'male' | 'female' | null {
  return gender === 'male' ? 'female' : gender === 'female' ? 'male' : null;
}

/**
 * The members `viewerId` may find: a Kysely select over `users as u`, left-joined with
 * `member_profiles as p` and `member_settings as s` (a member without a settings row has the
 * defaults), that leaves out the viewer, members blocked either way, accounts not active
 * (deactivated, blocked by the admin, deleted), accounts whose e-mail is not verified yet
 * (docs/decisions/0503-unverified-members.md), members who switched matching off or hid their
 * profile, the same gender (and everyone, for a viewer with no gender), minors, and admins.
 * EVERY result list (search, Profile Matches, recommendations, similar and new members, family
 * finding) builds on it: add `.select(...)`, filters, ordering and paging.
 */
export function eligibleMembers(deps: Deps, viewerId: string, viewerGender: 'male' | 'female' | null | undefined) {
  const gender = oppositeGender(viewerGender);
  const adultBorn = bornOnOrBefore(deps.now(), ADULT_AGE);
  return deps.database.db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('member_settings as s', 's.user_id', 'u.id')
    .where(isFindableMember('u'))
    .where('u.gender', '=', gender ?? sql<'male'>`null`)
    .where('u.dob', 'is not', null)
    .where('u.dob', '<=', adultBorn)
    .where('u.id', '!=', viewerId)
    .where((eb) => eb.or([eb('s.user_id', 'is', null), eb.and([eb('s.match_enabled', '=', 1), eb('s.profile_visibility', '!=', 'hidden')])]))
    .where(notBlockedWith(viewerId, 'u.id'));
}

export type EligibleMembersQuery = ReturnType<typeof eligibleMembers>;
