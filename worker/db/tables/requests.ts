/** Row types of the requests domain's migration; owned by that domain. */
export interface RequestsTables {}
