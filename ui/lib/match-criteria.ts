import { m } from '../../contract/i18n/paraglide/messages';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, matchCriteriaSchema, type MatchCriteria } from '../../contract/search';

/** The §5 check before searching: ranges in order, ages within the inputs' bounds. Null when fine. */
export function criteriaError(c: MatchCriteria): string | null {
  const ages = [c.age?.from, c.age?.to].filter((v): v is number => v != null);
  if (ages.some((a) => Number.isNaN(a) || a < SEARCH_AGE_MIN || a > SEARCH_AGE_MAX)) return m.matches_invalid_details();
  const heights = [c.height?.from, c.height?.to].filter((v): v is number => v != null);
  if (heights.some((h) => Number.isNaN(h))) return m.matches_invalid_details();
  const parsed = matchCriteriaSchema.safeParse(c);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? m.matches_invalid_details());
}
