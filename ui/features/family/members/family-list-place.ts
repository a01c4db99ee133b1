import { oneOf, pagedListSearch, text } from '../../../lib/search-params';

export const FAMILY_TABS = ['father', 'mother', 'other'] as const;
export type FamilyTab = (typeof FAMILY_TABS)[number];

/** Where the member is in their family list: the tab, the search, the page (decision 0941). */
export interface FamilyListPlace {
  tab?: FamilyTab | undefined;
  search?: string | undefined;
  page?: number | undefined;
}

/** `?tab=&search=&page=` of /familyMember; a bad value is dropped. */
export function familyListSearch(search: Record<string, unknown>): FamilyListPlace {
  return { tab: oneOf(search.tab, FAMILY_TABS), search: text(search.search, 100), page: pagedListSearch(search).page };
}
