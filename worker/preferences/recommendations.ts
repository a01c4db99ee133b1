import { sql, type RawBuilder } from 'kysely';
import { ageInYears } from '../../contract/limits';
import { MANGLIK_UNKNOWN, meetingIds, PREFERENCE_LIST_FIELDS, type PreferenceListField, type RecommendedMember } from '../../contract/preferences';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { referenceName } from '../i18n/reference-names';
import { managedSql } from '../search/matches-sql';
import { cardActionFlags } from '../social/card-actions';
import { profilePicturesFor } from '../pictures/list-pictures';
import { bornOnOrBefore, eligibleMembers } from '../search/eligible';
import { indexedPreferred } from '../search/match-index/shards';
import { horoscopeValueForListSql } from '../settings/horoscope-access-lists';
import { isActive, isBlockedEitherWay } from '../social/reach';
import { PREFERENCE_TEXT } from '../../contract/preferences';
import { loadPreferenceIds, memberTraits, type PreferenceIds } from './queries';
import { matchPercentages } from './score';

/**
 * The lists of /matchRecommendation ('Members you may like', 'Members looking for you') and
 * the small lists of similar and new members, all built on SEARCH's eligibleMembers
 * (docs/decisions/0523-recommendation-lists.md).
 */

type Gender = 'male' | 'female' | null;

/** The column of `u` (users) or `p` (member_profiles) that holds a member's value of each list field. */
export const TRAIT_COLUMN: Record<PreferenceListField, string> = {
  maritalStatus: 'p.marital_status_id',
  religion: 'u.religion_id',
  caste: 'p.caste_id',
  motherTongue: 'u.mother_tongue_id',
  education: 'p.education_id',
  occupation: 'p.occupation_id',
  annualIncome: 'p.annual_income_id',
  eatingHabit: 'p.eating_habit_id',
  drinkingHabit: 'p.drinking_habit_id',
  smokingHabit: 'p.smoking_habit_id',
  dosh: 'p.manglik_id',
};

const one = (cond: RawBuilder<unknown>) => sql<number>`(case when ${cond} then 1 else 0 end)`;

/**
 * A member's value of a list field as `viewerId` may match it: the dosh (manglik) is a value of
 * the horoscope, so it counts only where the viewer may see it (docs/decisions/0445); over
 * eligibleMembers, which joins member_settings as `s`.
 */
function traitValueSql(f: PreferenceListField, viewerId: string): RawBuilder<string | null> {
  return f === 'dosh' ? horoscopeValueForListSql<string>(viewerId, TRAIT_COLUMN[f], 'u.id', 's.horoscope_privacy') : sql<string | null>`${sql.ref(TRAIT_COLUMN[f])}`;
}

/** SQL of how many fields of a fixed preference (of `viewerId`) `u`/`p` meets, and how many it states. */
export function forwardScore(pref: PreferenceIds, now: number, viewerId: string): { met: RawBuilder<number>; stated: number } {
  const terms: RawBuilder<number>[] = [];
  if (pref.ageFrom !== null || pref.ageTo !== null) {
    const conds: RawBuilder<unknown>[] = [sql`u.dob is not null`];
    if (pref.ageFrom !== null) conds.push(sql`u.dob <= ${bornOnOrBefore(now, pref.ageFrom)}`);
    if (pref.ageTo !== null) conds.push(sql`u.dob > ${bornOnOrBefore(now, pref.ageTo + 1)}`);
    terms.push(one(sql.join(conds, sql` and `)));
  }
  if (pref.heightFrom !== null || pref.heightTo !== null)
    terms.push(one(sql`p.height_inches between ${pref.heightFrom ?? 0} and ${pref.heightTo ?? 999}`));
  for (const f of PREFERENCE_LIST_FIELDS) {
    const ids = meetingIds(f, pref.lists[f]);
    if (ids.length) terms.push(one(sql`${traitValueSql(f, viewerId)} in (${sql.join([...ids])})`));
  }
  return { met: terms.length ? sql<number>`(${sql.join(terms, sql` + `)})` : sql<number>`0`, stated: terms.length };
}

/** SQL of how many fields of each candidate's own preference (`mp`, options of `u.id`) the member `me` meets, and how many it states. */
export function reverseScore(me: NonNullable<Awaited<ReturnType<typeof memberTraits>>>): { met: RawBuilder<number>; stated: RawBuilder<number> } {
  const ageStated = sql`(mp.age_from is not null or mp.age_to is not null)`;
  const heightStated = sql`(mp.height_from is not null or mp.height_to is not null)`;
  const ageMet =
    me.age === null ? sql<number>`0` : one(sql`${ageStated} and (mp.age_from is null or mp.age_from <= ${me.age}) and (mp.age_to is null or mp.age_to >= ${me.age})`);
  const heightMet =
    me.heightInches === null
      ? sql<number>`0`
      : one(sql`${heightStated} and (mp.height_from is null or mp.height_from <= ${me.heightInches}) and (mp.height_to is null or mp.height_to >= ${me.heightInches})`);
  const known = PREFERENCE_LIST_FIELDS.filter((f) => me.values[f] !== null);
  // An unknown manglik meets any manglik preference (docs/decisions/0111): the field, not an
  // option, is what counts, hence count(distinct o.field).
  const meets = (f: PreferenceListField) =>
    f === 'dosh' && me.values[f] === MANGLIK_UNKNOWN ? sql`o.field = ${f}` : sql`(o.field = ${f} and o.option_id = ${me.values[f]})`;
  const listMet = known.length
    ? sql<number>`(select count(distinct o.field) from member_preference_options o where o.user_id = u.id and (${sql.join(known.map(meets), sql` or `)}))`
    : sql<number>`0`;
  return {
    met: sql<number>`(${ageMet} + ${heightMet} + ${listMet})`,
    stated: sql<number>`(${one(ageStated)} + ${one(heightStated)} + (select count(distinct o2.field) from member_preference_options o2 where o2.user_id = u.id))`,
  };
}

interface CardRow {
  id: string;
  name: string;
  gender: Gender;
  dob: string | null;
  last_seen_at: number | null;
  height_inches: number | null;
  religion: string | null;
  caste: string | null;
  education: string | null;
  occupation: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone_verified_at: number | null;
  id_verified_at: number | null;
  managed: number;
}

/** eligibleMembers with what a card shows joined in. */
function cardQuery(deps: AppDeps, me: string, gender: Gender) {
  return eligibleMembers(deps, me, gender)
    .leftJoin('religions as rel', 'rel.id', 'u.religion_id')
    .leftJoin('castes as cas', 'cas.id', 'p.caste_id')
    .leftJoin('reference_options as edu', 'edu.id', 'p.education_id')
    .leftJoin('reference_options as occ', 'occ.id', 'p.occupation_id')
    .leftJoin('cities as cit', 'cit.id', 'p.city_id')
    .leftJoin('states as sta', 'sta.id', 'p.state_id')
    .leftJoin('countries as cou', 'cou.id', 'p.country_id');
}

const CARD_COLUMNS = [
  'u.id',
  'u.name',
  'u.gender',
  'u.dob',
  'u.last_seen_at',
  'p.height_inches',
  'rel.name as religion',
  'cas.name as caste',
  'edu.name as education',
  'occ.name as occupation',
  'cit.name as city',
  'sta.name as state',
  'cou.name as country',
  'u.phone_verified_at',
  'u.id_verified_at',
  managedSql.as('managed'),
] as const;

export async function toCards(deps: AppDeps, me: string, rows: readonly CardRow[]): Promise<RecommendedMember[]> {
  const now = deps.now();
  const ids = rows.map((r) => r.id);
  const [pictures, matches, flags] = await Promise.all([profilePicturesFor(deps, ids, me), matchPercentages(deps, me, ids), cardActionFlags(deps, me, ids)]);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    gender: r.gender,
    age: r.dob ? ageInYears(r.dob, now) : null,
    height: r.height_inches ? { feet: Math.floor(r.height_inches / 12), inch: r.height_inches % 12 } : null,
    // Reference names in the viewer's language (decision 0964).
    religion: referenceName('religion', r.religion),
    caste: referenceName('caste', r.caste),
    education: referenceName('education', r.education),
    occupation: referenceName('occupation', r.occupation),
    city: referenceName('city', r.city),
    state: referenceName('state', r.state),
    country: referenceName('country', r.country),
    profilePicture: pictures.get(r.id) ?? '',
    lastSeenAt: r.last_seen_at,
    phoneVerified: r.phone_verified_at !== null,
    idVerified: r.id_verified_at !== null,
    managed: r.managed === 1,
    matchPercentage: matches.get(r.id)?.percentage ?? null,
    ...(flags.get(r.id) ?? { isShortlisted: false, interest: null }),
  }));
}

const offsetOf = (page: number, limit: number) => Math.max(page - 1, 0) * limit;

export interface Paging {
  page: number;
  limit: number;
}
export interface MemberPage {
  users: RecommendedMember[];
  total: number;
}

/**
 * SQL of the percentage a card shows (combine in ./score.ts, decision 0920): each direction's
 * share rounded, then their average rounded, or the one direction that states anything.
 */
function shownPercentSql(forward: { met: RawBuilder<number>; stated: number } | null, reverse: { met: RawBuilder<number>; stated: RawBuilder<number> }): RawBuilder<number> {
  const theirs = sql<number>`(case when ${reverse.stated} > 0 then round(100.0 * ${reverse.met} / ${reverse.stated}) end)`;
  if (!forward?.stated) return theirs;
  const mine = sql<number>`round(100.0 * ${forward.met} / ${forward.stated})`;
  return sql<number>`coalesce(round((${mine} + ${theirs}) / 2.0), ${mine})`;
}

/** What a member's preference asks and what they are, as the two directions of a card's percentage read them. */
async function viewerOf(deps: AppDeps, me: string) {
  const [pref, traits] = await Promise.all([loadPreferenceIds(deps, me), memberTraits(deps, me, me)]);
  return { pref, traits, now: deps.now() };
}

/** A card query's page in the order of the percentage the card shows, then list order, with the total. */
async function pageByShownSql(deps: AppDeps, me: string, base: ReturnType<typeof cardQuery>, shown: RawBuilder<number>, { page, limit }: Paging): Promise<MemberPage> {
  const [rows, total] = await Promise.all([
    base
      .select(CARD_COLUMNS)
      .orderBy(shown, 'desc')
      .orderBy(sql`u.last_seen_at is null`)
      .orderBy('u.last_seen_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { users: await toCards(deps, me, rows), total: Number(total?.n ?? 0) };
}

/** 'Members you may like' in SQL (the reference the match index is tested against): members meeting at least half of the viewer's stated preference. */
export async function membersYouMayLikeSql(deps: AppDeps, me: string, gender: Gender, paging: Paging): Promise<MemberPage> {
  const { pref, traits, now } = await viewerOf(deps, me);
  if (!pref || !traits) return { users: [], total: 0 };
  const forward = forwardScore(pref, now, me);
  if (!forward.stated) return { users: [], total: 0 };
  const base = cardQuery(deps, me, gender)
    .leftJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .where(sql<boolean>`${forward.met} * 2 >= ${forward.stated}`);
  return pageByShownSql(deps, me, base, shownPercentSql(forward, reverseScore(traits)), paging);
}

/** 'Members looking for you' in SQL (the reference the match index is tested against): members whose own preference the viewer meets on at least half its stated fields. */
export async function membersPreferringYouSql(deps: AppDeps, me: string, gender: Gender, paging: Paging): Promise<MemberPage> {
  const { pref, traits, now } = await viewerOf(deps, me);
  if (!traits) return { users: [], total: 0 };
  const reverse = reverseScore(traits);
  const base = cardQuery(deps, me, gender)
    .innerJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .where(sql<boolean>`${reverse.stated} > 0 and ${reverse.met} * 2 >= ${reverse.stated}`);
  return pageByShownSql(deps, me, base, shownPercentSql(pref && forwardScore(pref, now, me), reverse), paging);
}

/** The cards of the given members, in the given order: one query (eligibility was checked by the caller). */
async function cardsByIds(deps: AppDeps, me: string, ids: readonly string[]): Promise<RecommendedMember[]> {
  if (!ids.length) return [];
  const rows = await deps.database.db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('religions as rel', 'rel.id', 'u.religion_id')
    .leftJoin('castes as cas', 'cas.id', 'p.caste_id')
    .leftJoin('reference_options as edu', 'edu.id', 'p.education_id')
    .leftJoin('reference_options as occ', 'occ.id', 'p.occupation_id')
    .leftJoin('cities as cit', 'cit.id', 'p.city_id')
    .leftJoin('states as sta', 'sta.id', 'p.state_id')
    .leftJoin('countries as cou', 'cou.id', 'p.country_id')
    .select(CARD_COLUMNS)
    .where('u.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(deps, me, ids.flatMap((id) => byId.get(id) ?? []));
}

/**
 * 'Members you may like': eligible members meeting at least half of the viewer's stated
 * preference, ordered by the percentage their card shows, then last seen. Scored over the
 * match index (docs/decisions/0502-match-index.md); the same answer as membersYouMayLikeSql.
 */
export async function membersYouMayLike(deps: AppDeps, me: string, gender: Gender, { page, limit }: Paging): Promise<MemberPage> {
  const scored = await indexedPreferred(deps, { id: me, gender }, 'forward', await viewerOf(deps, me), { offset: offsetOf(page, limit), limit });
  return { users: await cardsByIds(deps, me, scored.ids), total: scored.total };
}

/**
 * 'Members looking for you' (findPreferedYouUsers): eligible members whose own preference the
 * viewer meets on at least half its stated fields, ordered by the percentage their card shows,
 * then last seen. Scored over the match index; the same answer as membersPreferringYouSql.
 */
export async function membersPreferringYou(deps: AppDeps, me: string, gender: Gender, { page, limit }: Paging): Promise<MemberPage> {
  const scored = await indexedPreferred(deps, { id: me, gender }, 'reverse', await viewerOf(deps, me), { offset: offsetOf(page, limit), limit });
  return { users: await cardsByIds(deps, me, scored.ids), total: scored.total };
}

/** Members like member `targetId` (same religion; caste, mother tongue and age within 3 years count), eligible for the viewer. */
export async function similarMembers(deps: AppDeps, me: string, gender: Gender, targetId: string, limit: number): Promise<RecommendedMember[]> {
  const target = await deps.database.db
    .selectFrom('users')
    .select(['id', 'status', 'role'])
    .where('id', '=', targetId)
    .executeTakeFirst();
  if (!target || !isActive(target) || (targetId !== me && (await isBlockedEitherWay(deps, me, targetId))))
    throw notFound(PREFERENCE_TEXT.memberNotAvailable);
  const t = await memberTraits(deps, targetId, me);
  if (!t?.values.religion) return [];
  const now = deps.now();
  const ageBand =
    t.age === null ? sql<number>`0` : one(sql`u.dob <= ${bornOnOrBefore(now, Math.max(t.age - 3, 18))} and u.dob > ${bornOnOrBefore(now, t.age + 4)}`);
  const likeness = sql<number>`(${one(sql`p.caste_id = ${t.values.caste}`)} + ${one(sql`u.mother_tongue_id = ${t.values.motherTongue}`)} + ${ageBand})`;
  const rows = await cardQuery(deps, me, gender)
    .where('u.id', '!=', targetId)
    .where('u.religion_id', '=', t.values.religion)
    .where(sql<boolean>`${likeness} >= 1`)
    .select(CARD_COLUMNS)
    .orderBy(likeness, 'desc')
    .orderBy(sql`u.last_seen_at is null`)
    .orderBy('u.last_seen_at', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return toCards(deps, me, rows);
}

/** The newest eligible members. */
export async function newMembers(deps: AppDeps, me: string, gender: Gender, limit: number): Promise<RecommendedMember[]> {
  const rows = await cardQuery(deps, me, gender).select(CARD_COLUMNS).orderBy('u.created_at', 'desc').orderBy('u.id').limit(limit).execute();
  return toCards(deps, me, rows);
}
