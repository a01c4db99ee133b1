/** Row types of the profile domain's migration; owned by that domain. */
export interface ProfileTables {}
