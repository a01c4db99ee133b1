import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import { ADULT_AGE, ageInYears } from '../../contract/limits';
import { forWhom, REQUESTS_TEXT, type RequestKind } from '../../contract/requests';
import { relationToCandidate, type ActingManager } from '../../contract/managers';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { inLanguage } from '../i18n/request-locale';
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

/** What the other member reads in their notifications, in their language (decision 0963). */
export function sentText(kind: RequestKind, name: string, locale: Locale): string {
  const sent = {
    interest: m.server_note_interest_received,
    photo: m.server_note_photo_request_received,
    contact: m.server_note_contact_request_received,
    horoscope: m.server_note_horoscope_request_received,
  }[kind];
  return sent({ name }, { locale });
}

/**
 * A request a family manager sent or answered for the profile (issue 27): the note, and who did
 * it — "… Sent by her father, Ramesh Sharma." — in the reader's language.
 */
export function byManagerText(note: string, act: 'sent' | 'answered', manager: Pick<ActingManager, 'name' | 'relation'>, candidateGender: string | null, locale: Locale): string {
  const gender = candidateGender === 'male' || candidateGender === 'female' ? candidateGender : null;
  const relation = inLanguage(() => locale, () => relationToCandidate(manager.relation, gender));
  const text = act === 'sent' ? m.requests_note_sent_by : m.requests_note_answered_by;
  return text({ note, relation, name: manager.name }, { locale });
}

/** An interest sent for a person of the sender's family list: "Sunita Sharma sent an interest for Rohan Sharma (son)." */
export function sentForText(name: string, person: { name: string; relation: string | null }, locale: Locale): string {
  return m.server_note_interest_received_for({ name, person: forWhom(person) }, { locale });
}

/**
 * What the member an interest was sent for reads (decision 0724): who sent it, as what they
 * are to the reader in the reader's language ("Your father Ramesh Sharma sent an interest to
 * Priya Verma for you."). `relation` null: the list does not say, and the name alone is told.
 */
export function sentForYouText(sender: string, relation: string | null, candidate: string, locale: Locale): string {
  return relation
    ? m.server_note_interest_sent_for_you_by_relative({ relation, sender, candidate }, { locale })
    : m.server_note_interest_sent_for_you({ sender, candidate }, { locale });
}

type Relative = { name: string; gender: 'male' | 'female' | null };

/** The candidate reads that the member it was for withdrew it: "Rohan Sharma withdrew the interest Sunita Sharma sent you on his behalf." */
export function withdrawnByRelativeText(relative: Relative, sender: string, locale: Locale): string {
  return m.server_note_interest_withdrawn_by_relative({ relative: relative.name, sender, gender: relative.gender ?? 'unknown' }, { locale });
}

/** The sender reads it in their language: "Your son Rohan Sharma withdrew the interest you sent to Priya Verma for him." */
export function relativeWithdrewText(relation: string | null, relative: Relative, candidate: string, locale: Locale): string {
  const gender = relative.gender ?? 'unknown';
  return relation
    ? m.server_note_relative_withdrew_interest({ relation, relative: relative.name, candidate, gender }, { locale })
    : m.server_note_named_relative_withdrew_interest({ relative: relative.name, candidate, gender }, { locale });
}

const ANSWERED = {
  interest: { accepted: m.server_note_interest_accepted, rejected: m.server_note_interest_declined, withdrawn: m.server_note_interest_withdrawn },
  photo: { accepted: m.server_note_photo_request_accepted, rejected: m.server_note_photo_request_declined, withdrawn: m.server_note_photo_request_withdrawn },
  contact: { accepted: m.server_note_contact_request_accepted, rejected: m.server_note_contact_request_declined, withdrawn: m.server_note_contact_request_withdrawn },
  horoscope: { accepted: m.server_note_horoscope_request_accepted, rejected: m.server_note_horoscope_request_declined, withdrawn: m.server_note_horoscope_request_withdrawn },
};
const ANSWERED_FOR = { accepted: m.server_note_interest_for_accepted, rejected: m.server_note_interest_for_declined, withdrawn: m.server_note_interest_for_withdrawn };

/** `forName`: the person an interest was sent for ("… accepted your interest for Rohan Sharma."). */
export function answerText(kind: RequestKind, status: 'accepted' | 'rejected' | 'withdrawn', name: string, forName: string | null, locale: Locale): string {
  return forName ? ANSWERED_FOR[status]({ name, forName }, { locale }) : ANSWERED[kind][status]({ name }, { locale });
}

