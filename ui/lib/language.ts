import type { Locale } from '../../contract/i18n/locales';
import { getLocale, setLocale } from '../../contract/i18n/paraglide/runtime';
import { impersonatingAtom, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { api, call } from './api';

/**
 * The page's language (decision 0963). Each language has its own build, so a change is a reload:
 * the cookie tells the server which build to send. A signed-in member's choice is saved on the
 * account first, so their other devices, notifications and mails follow it.
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  if (locale === getLocale()) return;
  const session = appStore.get(sessionAtom);
  if (session && session.userRole !== 1 && !appStore.get(impersonatingAtom)) {
    await call(() => api.user.language.$put({ json: { language: locale } }));
  }
  setLocale(locale);
}

/**
 * After sign-in or the session check: the member's saved language wins over this browser's, so
 * the page switches to it. Not while an administrator acts as the member (the back office keeps
 * its own).
 */
export function followAccountLanguage(language: Locale | null | undefined): void {
  if (!language || language === getLocale() || appStore.get(impersonatingAtom)) return;
  setLocale(language);
}
