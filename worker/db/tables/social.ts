/** Row types of the social domain's migration; owned by that domain. */
export interface SocialTables {}
