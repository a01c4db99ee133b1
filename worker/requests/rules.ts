import { ADULT_AGE, ageInYears } from '../../contract/limits';
import { forWhom, REQUESTS_TEXT, type RequestKind } from '../../contract/requests';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { grantsOf } from '../membership/grants';
import { eligibleMembers } from '../search/eligible';
import { loadSettings } from '../settings/privacy';
import { reachableMember as reachMember } from '../social/reach';

/**
 * Who may send what to whom (docs/decisions/0541). Every request: not oneself, the other an
 * active member, no block either way. Interest adds the matching rules of issue 4 §2
 * (opposite gender, both adults, both with finding soulmate on).
 */
export interface Target {
  id: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
}

/** The member a request goes to, by the one rule of reach (worker/social/reach.ts). */
export async function reachableMember(deps: AppDeps, me: string, otherId: string): Promise<Target> {
  return reachMember(deps, me, otherId, REQUESTS_TEXT);
}

const adult = (dob: string | null, now: number) => !!dob && ageInYears(dob, now) >= ADULT_AGE;

/** The matching rules for interest, in the order of spec §2's blocking messages (the sender's first). */
export async function assertMatchable(deps: AppDeps, me: { id: string; gender: string | null; dob: string | null }, other: Target): Promise<void> {
  const now = deps.now();
  if (!adult(me.dob, now)) throw forbidden(REQUESTS_TEXT.youAreMinor);
  const [mine, theirs] = await Promise.all([loadSettings(deps, me.id), loadSettings(deps, other.id)]);
  if (!mine.matchEnabled) throw forbidden(REQUESTS_TEXT.youMatchOff);
  if (!me.gender || !other.gender || me.gender === other.gender) throw forbidden(REQUESTS_TEXT.sameGender);
  if (!adult(other.dob, now)) throw forbidden(REQUESTS_TEXT.theyAreMinor);
  if (!theirs.matchEnabled) throw forbidden(REQUESTS_TEXT.theyMatchOff);
  // Whatever else the result lists leave out (e.g. a hidden profile) cannot be reached either.
  const eligible = await eligibleMembers(deps, me.id, me.gender as 'male' | 'female').where('u.id', '=', other.id).select('u.id').executeTakeFirst();
  if (!eligible) throw notFound(REQUESTS_TEXT.profileNotAvailable);
}

const DAY = 24 * 3600 * 1000;

/** The plan's `interestsPerDay` (decision 0104), over the last 24 hours. */
export async function assertInterestAllowance(deps: AppDeps, me: string): Promise<void> {
  const [grants, sent] = await Promise.all([
    grantsOf(deps, me),
    deps.database.db
      .selectFrom('member_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('from_user_id', '=', me)
      .where('type', '=', 'interest')
      .where('created_at', '>', deps.now() - DAY)
      .executeTakeFirst(),
  ]);
  if (Number(sent?.n ?? 0) >= grants.interestsPerDay) throw forbidden(REQUESTS_TEXT.interestLimit(grants.interestsPerDay));
}

/** What the other member reads in their notifications. */
export function sentText(kind: RequestKind, name: string): string {
  switch (kind) {
    case 'interest':
      return `${name} sent you an interest.`;
    case 'photo':
      return `${name} asked to see your photos.`;
    case 'contact':
      return `${name} asked for your contact details.`;
    case 'horoscope':
      return `${name} asked to see your horoscope.`;
  }
}

/** An interest sent for a person of the sender's family list: "Sunita Sharma sent an interest for Rohan Sharma (son)." */
export function sentForText(name: string, person: { name: string; relation: string | null }): string {
  return `${name} sent an interest for ${forWhom(person)}.`;
}

/**
 * What the member an interest was sent for reads (decision 0724): who sent it, as what they
 * are to the reader in the reader's language ("Your father Ramesh Sharma sent an interest to
 * Priya Verma for you."). `relation` null: the list does not say, and the name alone is told.
 */
export function sentForYouText(sender: string, relation: string | null, candidate: string): string {
  return `${relation ? `Your ${relation} ${sender}` : sender} sent an interest to ${candidate} for you.`;
}

const BEHALF = { male: 'his', female: 'her' } as const;

/** The candidate reads that the member it was for withdrew it: "Rohan Sharma withdrew the interest Sunita Sharma sent you on his behalf." */
export function withdrawnByRelativeText(relative: { name: string; gender: 'male' | 'female' | null }, sender: string): string {
  return `${relative.name} withdrew the interest ${sender} sent you on ${relative.gender ? BEHALF[relative.gender] : 'their'} behalf.`;
}

/** The sender reads it in their language: "Your son Rohan Sharma withdrew the interest you sent to Priya Verma for him." */
export function relativeWithdrewText(relation: string | null, relative: { name: string; gender: 'male' | 'female' | null }, candidate: string): string {
  const them = relative.gender === 'male' ? 'him' : relative.gender === 'female' ? 'her' : 'them';
  return `${relation ? `Your ${relation} ${relative.name}` : relative.name} withdrew the interest you sent to ${candidate} for ${them}.`;
}

const WHAT: Record<RequestKind, string> = { interest: 'interest', photo: 'photo request', contact: 'contact request', horoscope: 'horoscope request' };

/** `forName`: the person an interest was sent for ("… accepted your interest for Rohan Sharma."). */
export function answerText(kind: RequestKind, status: 'accepted' | 'rejected' | 'withdrawn', name: string, forName: string | null = null): string {
  const what = forName ? `${WHAT[kind]} for ${forName}` : WHAT[kind];
  if (status === 'accepted') return `${name} accepted your ${what}.`;
  if (status === 'rejected') return `${name} declined your ${what}.`;
  return `${name} withdrew their ${what}.`;
}

