/** Row types of the preferences domain's migration; owned by that domain. */
export interface PreferencesTables {}
