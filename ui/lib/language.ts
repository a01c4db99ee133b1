import { BASE_LOCALE, isLocale, type Locale } from '../../contract/i18n/locales';
import { LANGUAGE_COOKIE } from '../../contract/i18n/paraglide-options';
import { impersonatingAtom, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { api, call } from './api';

/** Where the prerender (no document) names the language of the page it writes. */
let prerenderLocale: Locale = BASE_LOCALE;
export const setPrerenderLocale = (locale: Locale) => {
  prerenderLocale = locale;
};

/**
 * The page's language (decision 0963): its build's, which the build wrote into `<html lang>`.
 * Read from there rather than from Paraglide's runtime, which /login then need not download.
 */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return prerenderLocale;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : BASE_LOCALE;
}

/** Each language has its own build: the cookie tells the server which one to send, then a reload. */
function switchTo(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=34560000; samesite=lax`;
  location.reload();
}

/**
 * The language menu's choice. A signed-in member's is saved on the account first, so that their
 * other devices, notifications and mails follow it.
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  if (locale === pageLocale()) return;
  const session = appStore.get(sessionAtom);
  if (session && session.userRole !== 1 && !appStore.get(impersonatingAtom)) {
    await call(() => api.user.language.$put({ json: { language: locale } }));
  }
  switchTo(locale);
}

/**
 * After sign-in or the session check: the member's saved language wins over this browser's, so
 * the page switches to it. Not while an administrator acts as the member (the back office keeps
 * its own).
 */
export function followAccountLanguage(language: Locale | null | undefined): void {
  if (!language || language === pageLocale() || appStore.get(impersonatingAtom)) return;
  switchTo(language);
}
