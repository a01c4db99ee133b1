/** Row types of the settings domain's migration; owned by that domain. */
export interface SettingsTables {}
