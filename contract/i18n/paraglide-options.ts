import type { CompilerOptions } from '@inlang/paraglide-js';

/**
 * How the catalogue is compiled, for the compile script and the Vite plugin alike (decision 0963).
 * - One module per language (`locale-modules`), and a locale the build may fix: each language's
 *   client build defines `globalThis.__PARAGLIDE_STATIC_LOCALE__`, so a page ships one language.
 *   The server leaves it undefined and names the reader's language on each call.
 * - In the browser the language is the cookie the server reads to pick the page's build, then
 *   the browser's languages, then English.
 */
export const LANGUAGE_COOKIE = 'sambandh_lang';
export const STATIC_LOCALE_DEFINE = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

export const PARAGLIDE_OPTIONS: CompilerOptions = {
  project: './contract/i18n/project.inlang',
  outdir: './contract/i18n/paraglide',
  outputStructure: 'locale-modules',
  emitTsDeclarations: true,
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: LANGUAGE_COOKIE,
};
