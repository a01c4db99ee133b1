import { m } from './i18n/paraglide/messages';

/**
 * Downloading one's data (issue 24 "Duties of the site", docs/decisions/0962); shared by
 * worker/account-data and the Settings card. Getters: each text is read in the reader's language
 * when it is used (issue 25).
 */
export const ACCOUNT_DATA_TEXT = {
  get title() { return m.settings_data_title(); },
  get intro() { return m.settings_data_intro(); },
  get button() { return m.settings_data_title(); },
  get downloading() { return m.settings_data_downloading(); },
  get downloaded() { return m.settings_data_downloaded(); },
  get onceAnHour() { return m.settings_data_once_an_hour(); },
} as const;
