import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { overwriteGetLocale } from '../../contract/i18n/paraglide/runtime';
import { LANGUAGE_COOKIE } from '../../contract/i18n/paraglide-options';
import { BASE_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '../../contract/i18n/locales';

/**
 * The language a request's reader reads (decision 0963), from its Cookie and Accept-Language
 * headers: the one their page is in (the cookie the page keeps, set from the member's saved
 * choice or the language menu), else the browser's languages, else English.
 */
export function headersLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const chosen = cookie ? parse(cookie, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined;
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(acceptLanguage);
}

/** The language of the request `c` answers. */
export const requestLocale = (c: Context): Locale => headersLocale(c.req.header('cookie'), c.req.header('accept-language'));

/**
 * Server messages speak the caller's language (decision 0963): while a request is answered,
 * Paraglide's `getLocale()` is the request's language, so a refusal or a zod message written as
 * `m.key()` comes out in it. Worked out only when a message asks (most answers have none).
 * Mails, notifications and SMS name their reader's language instead (`{ locale }`).
 */
const callersLocale = new AsyncLocalStorage<() => Locale>();
overwriteGetLocale(() => callersLocale.getStore()?.() ?? BASE_LOCALE);

/**
 * The same scope for a request the app does not answer: the live socket's handshake, which each
 * entry takes before the app (messaging/live). `locale` is asked only when a message is.
 */
export const inLanguage = <T>(locale: () => Locale, answer: () => T): T => callersLocale.run(locale, answer);
export const inCallersLanguage: MiddlewareHandler = (c, next) => inLanguage(() => requestLocale(c), next);
