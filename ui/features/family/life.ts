import type { RelationLanguage } from '../../../contract/reference';
import { ageParts, ageText } from '../../../contract/age-text';
import { m } from '../../../contract/i18n/paraglide/messages';
import { getLocale } from '../../../contract/i18n/paraglide/runtime';

/**
 * What the family pages say of a person's life (decision 0940): the age of the living; for
 * someone who has died, the year and the age they reached ("Died 1998, aged 81"), never an age
 * still counting past their death.
 */
export interface Life {
  userDetails: { DOB: string | null };
  deceased: boolean;
  dateOfDeath: string | null;
}

export function lifeText(p: Life, now: number): string | null {
  if (!p.deceased) return ageText(p.userDetails.DOB, now);
  if (!p.dateOfDeath) return null;
  const year = p.dateOfDeath.slice(0, 4);
  const reached = p.userDetails.DOB ? ageParts(p.userDetails.DOB, Date.parse(`${p.dateOfDeath}T00:00:00Z`)) : null;
  return reached ? m.family_life_died_aged({ year, age: reached.years }) : m.family_life_died({ year });
}

/**
 * The respectful word each language puts before the name of someone who has died (स्वर्गीय,
 * कै. …): the mark the list and the tree show, in words, never a colour or a symbol alone.
 */
const LATE: Record<Exclude<RelationLanguage, 'en'>, string> = {
  hi: 'स्वर्गीय',
  mr: 'कै.',
  gu: 'સ્વ.',
  pa: 'ਸਵਰਗੀ',
  bn: 'প্রয়াত',
  ta: 'அமரர்',
  te: 'దివంగత',
  kn: 'ದಿವಂಗತ',
  ml: 'പരേത',
};

/**
 * The mark in the member's language, with the interface's word beside it while the interface
 * speaks another language (the native word alone when it speaks that one).
 */
export function deceasedMark(lang: RelationLanguage): string {
  if (lang === 'en') return m.family_deceased();
  return lang === getLocale() ? LATE[lang] : `${LATE[lang]} · ${m.family_deceased_beside()}`;
}
