import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_TEXT, matchCriteriaSchema, type MatchCriteria } from '../../contract/search';

/** The §5 check before searching: ranges in order, ages within the inputs' bounds. Null when fine. */
export function criteriaError(c: MatchCriteria): string | null {
  const ages = [c.age?.from, c.age?.to].filter((v): v is number => v != null);
  if (ages.some((a) => Number.isNaN(a) || a < SEARCH_AGE_MIN || a > SEARCH_AGE_MAX)) return SEARCH_TEXT.invalidDetails;
  const heights = [c.height?.from, c.height?.to].filter((v): v is number => v != null);
  if (heights.some((h) => Number.isNaN(h))) return SEARCH_TEXT.invalidDetails;
  const parsed = matchCriteriaSchema.safeParse(c);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SEARCH_TEXT.invalidDetails);
}
