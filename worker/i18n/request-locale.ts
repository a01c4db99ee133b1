import { AsyncLocalStorage } from 'node:async_hooks';
import { getCookie } from 'hono/cookie';
import type { Context, MiddlewareHandler } from 'hono';
import { overwriteGetLocale } from '../../contract/i18n/paraglide/runtime';
import { LANGUAGE_COOKIE } from '../../contract/i18n/paraglide-options';
import { BASE_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '../../contract/i18n/locales';

/**
 * The language a request's reader reads (decision 0963): the one their page is in (the cookie the
 * page keeps, set from the member's saved choice or the language menu), else the browser's
 * languages, else English.
 */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(c.req.header('accept-language'));
}

/**
 * Server messages speak the caller's language (decision 0963): while a request is answered,
 * Paraglide's `getLocale()` is the request's language, so a refusal or a zod message written as
 * `m.key()` comes out in it. Worked out only when a message asks (most answers have none).
 * Mails, notifications and SMS name their reader's language instead (`{ locale }`).
 */
const currentRequest = new AsyncLocalStorage<Context>();
overwriteGetLocale(() => {
  const c = currentRequest.getStore();
  return c ? requestLocale(c) : BASE_LOCALE;
});
export const inCallersLanguage: MiddlewareHandler = (c, next) => currentRequest.run(c, next);
