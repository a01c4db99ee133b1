/**
 * Names as people write them in family lists differ in case, spacing, dots, diacritics and
 * honorifics ("Late Shri R. K. Sharma" / "r k sharma"). Matching compares this normal form;
 * it is never shown.
 */
const HONORIFICS = new Set(['late', 'shri', 'sri', 'shree', 'smt', 'shrimati', 'kumari', 'km', 'mr', 'mrs', 'ms', 'dr', 'prof', 'sh', 'swargiya', 'swargeey']);

export function normaliseName(name: string): string {
  const words = name
    .normalize('NFKD')
    // Latin accents only: Indic vowel signs are combining marks too, and carry meaning.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !HONORIFICS.has(w));
  return words.join(' ');
}

/** The lower-cased trimmed form SQL can prefilter on (`lower(trim(name))`); the normal form decides. */
export const sqlName = (name: string) => name.trim().toLowerCase();

export const sameName = (a: string, b: string) => {
  const x = normaliseName(a);
  return x.length > 0 && x === normaliseName(b);
};

/**
 * The same person written shorter in one list ("Arjun" / "Arjun Mehta"): same first word, and
 * every word of the shorter name in the longer. The name part of the identity rule that merges
 * lists (worker/family/identity.ts), never used to recommend anyone.
 */
export function sameOrShorterName(a: string, b: string): boolean {
  const [x = [], y = []] = [normaliseName(a).split(' '), normaliseName(b).split(' ')].sort((p, q) => p.length - q.length);
  if (!x[0] || x[0] !== y[0]) return false;
  return x.every((w) => y.includes(w));
}
