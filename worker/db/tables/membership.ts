/** Row types of the membership domain's migration; owned by that domain. */
export interface MembershipTables {}
