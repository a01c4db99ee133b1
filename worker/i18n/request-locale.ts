import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { LANGUAGE_COOKIE } from '../../contract/i18n/paraglide-options';
import { isLocale, localeFromAcceptLanguage, type Locale } from '../../contract/i18n/locales';

/**
 * The language a request's reader reads (decision 0963): the one their page is in (the cookie the
 * page keeps, set from the member's saved choice or the language menu), else the browser's
 * languages, else English.
 */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(c.req.header('accept-language'));
}
