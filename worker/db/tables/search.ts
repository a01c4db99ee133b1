/** Row types of the search domain's migration; owned by that domain. */
export interface SearchTables {}
