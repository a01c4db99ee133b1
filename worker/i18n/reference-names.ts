import type { LifestyleKind } from '../../contract/lifestyle-kinds';
import type { Locale } from '../../contract/i18n/locales';
import { getLocale } from '../../contract/i18n/paraglide/runtime';
import bn from '../../contract/i18n/reference-names/bn.json';
import hi from '../../contract/i18n/reference-names/hi.json';
import mr from '../../contract/i18n/reference-names/mr.json';
import ta from '../../contract/i18n/reference-names/ta.json';
import te from '../../contract/i18n/reference-names/te.json';

/**
 * Which list a reference name belongs to: the reference_options kinds, and the tables of
 * their own. One English name may read differently in two lists ('No' smoking, 'No' manglik).
 */
export type ReferenceKind =
  | LifestyleKind
  | 'education'
  | 'occupation'
  | 'income'
  | 'industry'
  | 'industrySubcategory'
  | 'religion'
  | 'caste'
  | 'motherTongue'
  | 'nakshatra'
  | 'country'
  | 'state'
  | 'city';

/** Each language's names, keyed by list and by the seed's English name (decision 0964); English is what is stored. */
const NAMES: Record<Locale, Partial<Record<ReferenceKind, Record<string, string>>>> = { en: {}, hi, mr, ta, te, bn };

/**
 * A reference name (a religion, a caste, a city …) as a member reads it (decision 0964): in
 * `locale` where that language has the name, else in English as stored, so a name an admin
 * added later reads in English until someone translates it. `locale` is the caller's language
 * unless given (as the server's messages are, decision 0963); the back office never asks.
 */
export function referenceName(kind: ReferenceKind, name: string, locale?: Locale): string;
export function referenceName(kind: ReferenceKind, name: string | null, locale?: Locale): string | null;
export function referenceName(kind: ReferenceKind, name: string | null, locale: Locale = getLocale()): string | null {
  return name === null ? null : (NAMES[locale][kind]?.[name] ?? name);
}

/**
 * A name as a picker offers it (issue 25): as `referenceName` reads it, with the English name as
 * `en` where the two differ, because families type in Latin letters far more often than in their
 * own script ('Mumbai' finds मुंबई). Only the lists found by typing carry it, and only where a
 * translation exists, to keep the page data small; an English page's answers are unchanged.
 */
export function pickerName(kind: ReferenceKind, name: string, locale: Locale = getLocale()): { name: string; en?: string } {
  const shown = referenceName(kind, name, locale);
  return shown === name ? { name } : { name: shown, en: name };
}
