import { sql, type Expression, type SqlBool } from 'kysely';
import { EMPTY_OPTION_ID, LIST_FILTER_KEYS, type FilterKey, type Filters, type MatchRow } from '../../contract/search';
import { ageInYears } from '../../contract/limits';
import type { AppDeps } from '../deps';
import { referenceName } from '../i18n/reference-names';
import { profilePicturesFor } from '../pictures/list-pictures';
import { cardActionFlags } from '../social/card-actions';
import { storedNames, type NameTable } from '../reference/names';
import { bornOnOrBefore, eligibleMembers, type EligibleMembersQuery } from './eligible';
import { horoscopeListedAsAddedSql, horoscopeValueForListSql } from '../settings/horoscope-access-lists';
import { assembleFilters, filterValueSql, ONLINE_WINDOW_MS, type Criteria } from './filter-options';

/**
 * Profile Matches in SQL: the disjunctive counts as one GROUP BY per filter over the eligible
 * members, and the page as one ordered query. Search by name or unique id still pages here;
 * Profile Matches itself reads the match index (./matches.ts), and its tests hold the index to
 * these answers (docs/decisions/0502-match-index.md).
 */

/** Inches from feet (a fraction of a foot is inches: 5.5 ft = 66 in). */
export const inches = (feet: number) => Math.round(feet * 12);

/** The conditions of the criteria, one per filter key, so that one can be left out (disjunctive counts). */
function conditions(deps: Pick<AppDeps, 'now'>, viewer: Viewer, c: Criteria): Map<FilterKey | 'age' | 'height', Expression<SqlBool>> {
  const out = new Map<FilterKey | 'age' | 'height', Expression<SqlBool>>();
  const now = deps.now();
  for (const key of LIST_FILTER_KEYS) {
    const ids = c[key];
    if (!ids || ids.length === 0) continue;
    const col = filterValueSql(key, viewer.id);
    const values = ids.filter((v) => v !== EMPTY_OPTION_ID);
    const parts: Expression<SqlBool>[] = [];
    if (values.length) parts.push(sql<SqlBool>`${col} in (${sql.join(values)})`);
    if (values.length !== ids.length) parts.push(sql<SqlBool>`${col} is null`);
    out.set(key, parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` or `)})`);
  }
  if (c.age && (c.age.from != null || c.age.to != null)) {
    const parts: Expression<SqlBool>[] = [];
    // age ≥ from: born on or before today − from years; age ≤ to: born after today − (to + 1) years.
    if (c.age.from != null) parts.push(sql<SqlBool>`u.dob <= ${bornOnOrBefore(now, Math.floor(c.age.from))}`);
    if (c.age.to != null) parts.push(sql<SqlBool>`u.dob > ${bornOnOrBefore(now, Math.floor(c.age.to) + 1)}`);
    out.set('age', sql<SqlBool>`(${sql.join(parts, sql` and `)})`);
  }
  if (c.height && (c.height.from != null || c.height.to != null)) {
    const parts: Expression<SqlBool>[] = [];
    if (c.height.from != null) parts.push(sql<SqlBool>`p.height_inches >= ${inches(c.height.from)}`);
    if (c.height.to != null) parts.push(sql<SqlBool>`p.height_inches <= ${inches(c.height.to)}`);
    out.set('height', sql<SqlBool>`(${sql.join(parts, sql` and `)})`);
  }
  if (c.active === 'all' || c.active === true) out.set('active', sql<SqlBool>`u.last_seen_at >= ${now - ONLINE_WINDOW_MS}`);
  const pt: Expression<SqlBool>[] = [];
  if (c.profileType?.horoscope === 'all') pt.push(hasHoroscope(viewer));
  if (c.profileType?.photo === 'all') pt.push(HAS_PHOTO);
  if (pt.length) out.set('profileType', sql<SqlBool>`(${sql.join(pt, sql` and `)})`);
  return out;
}

/** 'With Horoscope' as the viewer may count it (a hidden horoscope is not, docs/decisions/0445). */
const hasHoroscope = (viewer: Viewer) => horoscopeListedAsAddedSql(viewer.id, 'p.nakshatra_id', 'u.id', 's.horoscope_privacy');
const HAS_PHOTO = sql<SqlBool>`u.profile_picture is not null`;

function applyAll(q: EligibleMembersQuery, conds: Map<string, Expression<SqlBool>>, except?: string): EligibleMembersQuery {
  let out = q;
  for (const [key, cond] of conds) if (key !== except) out = out.where(cond);
  return out;
}

export interface Viewer {
  id: string;
  gender: 'male' | 'female' | null;
}

/**
 * The options of every filter with their counts. With criteria the counts are disjunctive:
 * beside an option, the number of results selecting it would give with the other filters held
 * (one GROUP BY per filter, over the eligible members with every other filter applied).
 * Options selected but now empty are kept with count 0 so that they can be unticked.
 */
export async function filterCountsSql(deps: AppDeps, viewer: Viewer, c: Criteria): Promise<{ filters: Filters; activeUser: number }> {
  const conds = conditions(deps, viewer, c);
  const base = () => eligibleMembers(deps, viewer.id, viewer.gender);
  const now = deps.now();
  const grouped = await Promise.all(
    LIST_FILTER_KEYS.map(async (key) => {
      const col = filterValueSql(key, viewer.id);
      const rows = await applyAll(base(), conds, key)
        .select([col.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(col)
        .orderBy(sql`count(*)`, 'desc')
        .execute();
      return [key, rows] as const;
    }),
  );
  const [activeRow, typeHoroscope, typePhoto] = await Promise.all([
    applyAll(base(), conds, 'active').select((eb) => eb.fn.countAll<number>().as('n')).where('u.last_seen_at', '>=', now - ONLINE_WINDOW_MS).executeTakeFirst(),
    applyAll(base(), conds, 'profileType')
      .$if(c.profileType?.photo === 'all', (q) => q.where(HAS_PHOTO))
      .where(hasHoroscope(viewer))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    applyAll(base(), conds, 'profileType')
      .$if(c.profileType?.horoscope === 'all', (q) => q.where(hasHoroscope(viewer)))
      .where(HAS_PHOTO)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);

  const activeUser = Number(activeRow?.n ?? 0);
  const filters = await assembleFilters(
    deps,
    c,
    grouped.map(([key, rows]) => [key, rows.map((r) => ({ value: r.value, n: Number(r.n) }))] as const),
    { active: activeUser, horoscope: Number(typeHoroscope?.n ?? 0), photo: Number(typePhoto?.n ?? 0) },
  );
  return { filters, activeUser };
}

/** One page of results for the criteria, newest seen first, with the total. */
export async function matchPageSql(
  deps: AppDeps,
  viewer: Viewer,
  c: Criteria & { page: number; limit: number },
  extra?: (q: EligibleMembersQuery) => EligibleMembersQuery,
): Promise<{ matches: MatchRow[]; total: number }> {
  let q = applyAll(eligibleMembers(deps, viewer.id, viewer.gender), conditions(deps, viewer, c));
  if (extra) q = extra(q);
  const [rows, total] = await Promise.all([
    q
      .select('u.id')
      .orderBy(sql`u.last_seen_at is null`)
      .orderBy('u.last_seen_at', 'desc')
      .orderBy('u.id')
      .limit(c.limit)
      .offset(c.page * c.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const matches = await cardsOf(deps, viewer.id, rows.map((r) => r.id));
  return { matches, total: Number(total?.n ?? 0) };
}


/** The member's profile is run with their family (issue 27): it has a family manager. 1 or 0. */
export const managedSql = sql<number>`exists (select 1 from profile_managers pm where pm.profile_id = u.id)`;

/** What a result card shows, as the page query selects it. */
interface MatchCardRow {
  id: string;
  name: string;
  dob: string | null;
  last_seen_at: number | null;
  profile_for: string | null;
  unique_id: string | null;
  height_inches: number | null;
  religion: string | null;
  caste: string | null;
  subCaste: string | null;
  star: string | null;
  education: string | null;
  occupation: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone_verified_at: number | null;
  id_verified_at: number | null;
  managed: number;
}

/** The cards of a page, in the rows' order, each with the profile picture the viewer may see. */
async function toMatchRows(deps: AppDeps, viewerId: string, rows: readonly MatchCardRow[]): Promise<MatchRow[]> {
  const now = deps.now();
  const ids = rows.map((r) => r.id);
  const [pictures, flags] = await Promise.all([profilePicturesFor(deps, ids, viewerId), cardActionFlags(deps, viewerId, ids)]);
  return rows.map((r): MatchRow => ({
      _id: r.id,
      name: r.name,
      age: r.dob ? ageInYears(r.dob, now) : null,
      height: r.height_inches == null ? null : { feet: Math.floor(r.height_inches / 12), inch: r.height_inches % 12 },
      // Reference names in the viewer's language (decision 0964); the sub-caste as stored.
      religion: referenceName('religion', r.religion),
      caste: referenceName('caste', r.caste),
      subCaste: r.subCaste,
      star: referenceName('nakshatra', r.star),
      education: referenceName('education', r.education),
      occupation: referenceName('occupation', r.occupation),
      city: referenceName('city', r.city),
      state: referenceName('state', r.state),
      country: referenceName('country', r.country),
      phoneVerified: r.phone_verified_at !== null,
      idVerified: r.id_verified_at !== null,
      managed: r.managed === 1,
      lastSeen: r.last_seen_at,
      profilePicture: pictures.get(r.id) ?? '',
      uniqueId: r.unique_id,
      profileFor: referenceName('profileFor', r.profile_for),
      ...(flags.get(r.id) ?? { isShortlisted: false, interest: null }),
    }));
}

/** The name tables a card's names come from, and the column of each (decision 0972: from memory). */
const CARD_NAMES = {
  religion: 'religions',
  caste: 'castes',
  star: 'nakshatras',
  education: 'reference_options',
  occupation: 'reference_options',
  city: 'cities',
  state: 'states',
  country: 'countries',
} as const satisfies Partial<Record<keyof MatchCardRow, NameTable>>;
type CardName = keyof typeof CARD_NAMES;

/** The cards of the page's members, in the page's order: one query, and their names from memory. */
export async function cardsOf(deps: AppDeps, viewerId: string, ids: readonly string[]): Promise<MatchRow[]> {
  if (!ids.length) return [];
  const found = await deps.database.db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('member_settings as s', 's.user_id', 'u.id')
    .leftJoin('sub_castes as sc', 'sc.id', 'p.sub_caste_id')
    .select([
      'u.id',
      'u.name',
      'u.dob',
      'u.last_seen_at',
      'u.profile_for',
      'p.unique_id',
      'p.height_inches',
      'u.religion_id as religion',
      'p.caste_id as caste',
      'sc.name as subCaste',
      // The star only where the viewer may open the horoscope without a password (docs/decisions/0445).
      horoscopeValueForListSql<string>(viewerId, 'p.nakshatra_id', 'u.id', 's.horoscope_privacy').as('star'),
      'p.education_id as education',
      'p.occupation_id as occupation',
      'p.city_id as city',
      'p.state_id as state',
      'p.country_id as country',
      'u.phone_verified_at',
      'u.id_verified_at',
      managedSql.as('managed'),
    ])
    .where('u.id', 'in', ids)
    .execute();
  const fields = Object.keys(CARD_NAMES) as CardName[];
  const wanted = new Map<NameTable, Set<string>>();
  for (const r of found) {
    for (const f of fields) {
      const id = r[f];
      if (id == null) continue;
      const set = wanted.get(CARD_NAMES[f]) ?? new Set<string>();
      set.add(String(id));
      wanted.set(CARD_NAMES[f], set);
    }
  }
  const names = await storedNames(deps.database, wanted);
  const nameOf = (f: CardName, id: string | number | null) => (id == null ? null : (names.get(CARD_NAMES[f])?.get(String(id))?.name ?? null));
  const rows: MatchCardRow[] = found.map((r) => ({
    ...r,
    religion: nameOf('religion', r.religion),
    caste: nameOf('caste', r.caste),
    star: nameOf('star', r.star),
    education: nameOf('education', r.education),
    occupation: nameOf('occupation', r.occupation),
    city: nameOf('city', r.city),
    state: nameOf('state', r.state),
    country: nameOf('country', r.country),
  }));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A member deleted between the index read and this query is left out of the page.
  return toMatchRows(deps, viewerId, ids.flatMap((id) => byId.get(id) ?? []));
}

