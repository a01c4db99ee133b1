import { meetingIds, toInches, type Preference, type PreferenceListField } from './preferences';
import { LIST_FILTER_KEYS, SEARCH_AGE_MAX, SEARCH_AGE_MIN, type ListFilterKey, type MatchCriteria } from './search';

/**
 * Profile Matches starting from the member's partner preferences (issue 22 §1, decision 0923):
 * the preference read as the page's filters. Drinking and smoking habits have no filter on the
 * page, so they are not applied here (the recommendation lists still weigh them).
 */

/** Each preference list and the filter that holds the same ids (dosh is the Manglik filter). */
const FILTER_OF: Partial<Record<PreferenceListField, ListFilterKey>> = {
  maritalStatus: 'maratialStatus',
  religion: 'religion',
  caste: 'caste',
  motherTongue: 'motherTongue',
  education: 'education',
  occupation: 'occupation',
  annualIncome: 'AnualIncome',
  eatingHabit: 'eatingHabit',
  dosh: 'manglik',
};

/** Feet as the filter reads them (a fraction of a foot is inches), to two places: 65 in → 5.42, read back as 65. */
const feet = (inches: number) => Math.round((inches / 12) * 100) / 100;

/**
 * The filters a preference sets, on the first page; null when it sets none. The age inputs run
 * from SEARCH_AGE_MIN to SEARCH_AGE_MAX: a preference from 18 leaves the lower end open (no adult
 * is younger), one above SEARCH_AGE_MAX the upper end.
 */
export function criteriaFromPreference(p: Preference | null, page = { page: 0, limit: 10 }): MatchCriteria | null {
  if (!p) return null;
  const c: MatchCriteria = { ...page };
  const from = p.ageFrom != null && p.ageFrom >= SEARCH_AGE_MIN ? Math.min(p.ageFrom, SEARCH_AGE_MAX) : null;
  const to = p.ageTo != null && p.ageTo <= SEARCH_AGE_MAX ? Math.max(p.ageTo, SEARCH_AGE_MIN) : null;
  if (from != null || to != null) c.age = { from, to };
  const hFrom = p.heightFeetFrom ? feet(toInches(p.heightFeetFrom)) : null;
  const hTo = p.heightFeetTo ? feet(toInches(p.heightFeetTo)) : null;
  if (hFrom != null || hTo != null) c.height = { from: hFrom, to: hTo };
  for (const [field, key] of Object.entries(FILTER_OF) as [PreferenceListField, ListFilterKey][]) {
    const ids = p[field].map((o) => o._id);
    if (ids.length) c[key] = [...meetingIds(field, ids)];
  }
  return sameFilters(c, page) ? null : c;
}

/** The criteria without paging, in one order, so two ways of writing the same filters compare equal. */
function filtersOf(c: MatchCriteria): string {
  const range = (r: { from?: number | null; to?: number | null } | null | undefined) => (r && (r.from != null || r.to != null) ? [r.from ?? null, r.to ?? null] : null);
  const lists = LIST_FILTER_KEYS.map((k) => [...(c[k] ?? [])].sort());
  const active = c.active === 'all' || c.active === true;
  return JSON.stringify([range(c.age), range(c.height), active, c.profileType?.horoscope ?? null, c.profileType?.photo ?? null, lists]);
}

/** Whether two criteria set the same filters, whatever their page. */
export function sameFilters(a: MatchCriteria, b: MatchCriteria): boolean {
  return filtersOf(a) === filtersOf(b);
}
