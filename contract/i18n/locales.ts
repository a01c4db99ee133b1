/**
 * The languages Sambandh speaks (issue 25, decision 0963). English is the default and keeps the
 * specification's texts exactly; each other language is complete or not offered.
 */
export const LOCALES = ['en', 'hi', 'mr', 'ta', 'te', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Each language named in itself, as a reader of it looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  bn: 'বাংলা',
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Where a language's client build is written: English at the top of dist/, the others beside. */
export const localeBuildDir = (locale: Locale) => (locale === BASE_LOCALE ? 'dist' : `dist/locales/${locale}`);

/** A built file of `locale`'s client (its shell, a prerendered page), relative to dist/. */
export const localeFile = (locale: Locale, file: string) => (locale === BASE_LOCALE ? file : `locales/${locale}/${file}`);

/**
 * The first of the browser's languages (an Accept-Language header, or navigator.languages
 * joined) that Sambandh speaks: `hi-IN` is Hindi. English when none is.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.language && w.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.map((w) => w.language).find(isLocale) ?? BASE_LOCALE;
}
