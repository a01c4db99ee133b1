import { EMPTY_OPTION_ID, ONLINE_OPTION_ID, SEARCH_TEXT, type FilterOption, type Filters, type ListFilterKey, type MatchCriteriaParsed } from '../../contract/search';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../deps';
import { pickerName, referenceName } from '../i18n/reference-names';
import { storedNames, type NameTable as StoredTable } from '../reference/names';
import { horoscopeValueForListSql } from '../settings/horoscope-access-lists';

/** "Online Users": members seen within this window (decision 0501). */
export const ONLINE_WINDOW_MS = 24 * 3600 * 1000;

export type Criteria = Partial<MatchCriteriaParsed>;

/** Where an option's name comes from: a name table, or code ('Profile created for' and the phone's one value). */
type NameTable = StoredTable | 'text' | 'phoneVerified';
const CODE_NAMED: ReadonlySet<NameTable> = new Set(['text', 'phoneVerified']);
/**
 * Where each list filter lives and where its option names come from. `horoscope`: a value of
 * the horoscope, counted and matched only where the viewer may see it (filterValueSql); the
 * others fall under the empty option, named 'Not Disclosed' (docs/decisions/0445).
 */
export const COLUMNS: Record<ListFilterKey, { column: string; names: NameTable; empty?: string; horoscope?: true }> = {
  maratialStatus: { column: 'p.marital_status_id', names: 'reference_options' },
  motherTongue: { column: 'u.mother_tongue_id', names: 'mother_tongues' },
  religion: { column: 'u.religion_id', names: 'religions' },
  caste: { column: 'p.caste_id', names: 'castes' },
  star: { column: 'p.nakshatra_id', names: 'nakshatras', empty: SEARCH_TEXT.notDisclosed, horoscope: true },
  manglik: { column: 'p.manglik_id', names: 'reference_options', empty: SEARCH_TEXT.notDisclosed, horoscope: true },
  education: { column: 'p.education_id', names: 'reference_options' },
  employedIn: { column: 'p.employed_in_id', names: 'reference_options' },
  occupation: { column: 'p.occupation_id', names: 'reference_options' },
  AnualIncome: { column: 'p.annual_income_id', names: 'reference_options', empty: SEARCH_TEXT.notDisclosed },
  country: { column: 'p.country_id', names: 'countries' },
  state: { column: 'p.state_id', names: 'states' },
  city: { column: 'p.city_id', names: 'cities' },
  citizenship: { column: 'p.citizenship_id', names: 'countries' },
  physicalStatus: { column: 'p.physical_status_id', names: 'reference_options' },
  complexion: { column: 'p.complexion_id', names: 'reference_options' },
  bodyType: { column: 'p.body_type_id', names: 'reference_options' },
  eatingHabit: { column: 'p.eating_habit_id', names: 'reference_options' },
  familyValue: { column: 'p.family_value_id', names: 'reference_options' },
  familyType: { column: 'p.family_type_id', names: 'reference_options' },
  familyStatus: { column: 'p.family_status_id', names: 'reference_options' },
  haveChildren: { column: 'p.have_children_id', names: 'reference_options' },
  profileFor: { column: 'u.profile_for', names: 'text' },
  phoneVerified: { column: 'u.phone_verified', names: 'phoneVerified', empty: SEARCH_TEXT.phoneNotVerified },
};

/**
 * A list filter's value of `u`/`p` as the viewer may see it: the column, or for a horoscope
 * value NULL where the viewer may not open the horoscope without a password. Over
 * eligibleMembers (which joins member_settings as `s`).
 */
export function filterValueSql(key: ListFilterKey, viewerId: string): RawBuilder<string | null> {
  const { column, horoscope } = COLUMNS[key];
  return horoscope ? horoscopeValueForListSql<string>(viewerId, column, 'u.id', 's.horoscope_privacy') : sql<string | null>`${sql.ref(column)}`;
}

/** The names of the filter found by typing (the city, ui/components/filter-accordion.tsx) carry the English too (issue 25). */
const FOUND_BY_TYPING: ReadonlySet<NameTable> = new Set(['cities']);

type OptionName = { name: string; en?: string };

/**
 * The names of the wanted ids of every name table, in the viewer's language (decision 0964):
 * the name tables' from the names kept in memory (decision 0972), the two others from code.
 */
async function namesOf(deps: AppDeps, wanted: ReadonlyMap<NameTable, ReadonlySet<string>>): Promise<Map<NameTable, Map<string, OptionName>>> {
  const out = new Map<NameTable, Map<string, OptionName>>([...wanted.keys()].map((t) => [t, new Map<string, OptionName>()]));
  // The one text filter is 'Profile created for', whose values are the profileFor names.
  const text = wanted.get('text');
  if (text) for (const v of text) out.get('text')!.set(v, { name: referenceName('profileFor', v) });
  // u.phone_verified is 1 or NULL: the one value has one name.
  if (wanted.get('phoneVerified')?.has('1')) out.get('phoneVerified')!.set('1', { name: SEARCH_TEXT.phoneVerified });
  const stored = await storedNames(deps.database, new Map([...wanted].filter((e): e is [StoredTable, ReadonlySet<string>] => !CODE_NAMED.has(e[0]) && e[1].size > 0)));
  for (const [t, names] of stored) {
    for (const [id, { name, kind }] of names) out.get(t)!.set(id, FOUND_BY_TYPING.has(t) ? pickerName(kind, name) : { name: referenceName(kind, name) });
  }
  return out;
}

/** One filter's counted values, most members first, as the GROUP BY counts gave them. */
export type CountedValues = readonly { value: string | number | null; n: number }[];

/**
 * The filters of the answer from each list filter's counted values: option names (kept in
 * memory, decision 0972), options selected but now empty kept with count 0 so that they can be
 * unticked, and the Active and Profile type counts.
 */
export async function assembleFilters(
  deps: AppDeps,
  c: Criteria,
  grouped: readonly (readonly [ListFilterKey, CountedValues])[],
  counts: { active: number; horoscope: number; photo: number },
): Promise<Filters> {
  const wanted = new Map<NameTable, Set<string>>();
  for (const [key, rows] of grouped) {
    const set = wanted.get(COLUMNS[key].names) ?? new Set<string>();
    for (const r of rows) if (r.value != null) set.add(String(r.value));
    for (const id of c[key] ?? []) if (id !== EMPTY_OPTION_ID) set.add(id);
    wanted.set(COLUMNS[key].names, set);
  }
  const names = await namesOf(deps, wanted);

  const filters = {} as Filters;
  for (const [key, rows] of grouped) {
    const { names: table, empty } = COLUMNS[key];
    const options: FilterOption[] = rows.map((r) => {
      const id = r.value == null ? EMPTY_OPTION_ID : String(r.value);
      const named = r.value == null ? undefined : names.get(table)?.get(id);
      const name = r.value == null ? (empty ?? SEARCH_TEXT.notAdded) : named?.name || SEARCH_TEXT.notDisclosed;
      return named?.en ? { _id: id, name, en: named.en, count: Number(r.n) } : { _id: id, name, count: Number(r.n) };
    });
    for (const id of c[key] ?? []) {
      if (!options.some((o) => o._id === id)) {
        const named = id === EMPTY_OPTION_ID ? { name: empty ?? SEARCH_TEXT.notAdded } : names.get(table)?.get(id);
        if (named) options.push({ _id: id, ...named, count: 0 });
      }
    }
    filters[key] = options;
  }
  filters.active = [{ _id: ONLINE_OPTION_ID, name: SEARCH_TEXT.onlineUsers, count: counts.active }];
  filters.profileType = [
    { _id: 'horoscope', name: SEARCH_TEXT.withHoroscope, count: counts.horoscope },
    { _id: 'photo', name: SEARCH_TEXT.withPhoto, count: counts.photo },
  ];
  return filters;
}
