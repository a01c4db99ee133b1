import type { CompilerOptions } from '@inlang/paraglide-js';

/**
 * How the catalogue is compiled, for the compile script and the Vite plugin alike (decision 0963).
 * - One module per message (`message-modules`), so a page's chunks carry the messages it uses
 *   (one module for a whole language would be one chunk every page downloads: 48 KB on /login).
 * - A locale the build may fix: each language's client build defines
 *   `globalThis.__PARAGLIDE_STATIC_LOCALE__` and keeps that language's functions only
 *   (vite.config.ts). The server leaves it undefined and names the reader's language on each call.
 * - In the browser the language is the cookie the server reads to pick the page's build, then
 *   the browser's languages, then English.
 */
export const LANGUAGE_COOKIE = 'sambandh_lang';
export const STATIC_LOCALE_DEFINE = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

export const PARAGLIDE_OPTIONS: CompilerOptions = {
  project: './contract/i18n/project.inlang',
  outdir: './contract/i18n/paraglide',
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: LANGUAGE_COOKIE,
};
