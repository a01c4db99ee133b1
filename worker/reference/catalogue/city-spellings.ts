import { HOME_COUNTRY } from '../../../contract/reference';
import { WELL_KNOWN_SPELLINGS } from './indian-places';

/**
 * One spelling per town (decision 0936). The package lists some Indian towns twice under two
 * transliterations (Ahmadnagar / Ahmednagar, Akalkot / Akkalkot), and once with a stray comma
 * ('Nadiad,'). Two entries are one town when they are in the same state, share a spelling key
 * and lie within MAX_APART_KM of each other; WELL_KNOWN_SPELLINGS adds the pairs the key
 * misses and names the spelling kept.
 */
export interface SourceCity {
  id: number;
  countryCode: string;
  stateCode: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** The package's coordinates of one town's two entries can be tens of km apart (Gondia, Gondiya). */
const MAX_APART_KM = 50;

/**
 * What stays of a name across the usual transliteration variants: case, accents and
 * punctuation go; an 'h' after a consonant or between vowels goes (Buldhana, Buldana); doubled
 * letters are one (Akkalkot); ee/i and oo/u are one, as are a/e and o/u (Ahmadnagar,
 * Ahmednagar; Rajaori, Rajauri); y is i; a final vowel of a long name goes (Ponnur, Ponnuru).
 */
export function spellingKey(name: string): string {
  let k = name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
  k = k.replace(/h/g, '').replace(/y/g, 'i').replace(/w/g, 'v');
  k = k.replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/e/g, 'a').replace(/o/g, 'u');
  k = k.replace(/([a-z])\1+/g, '$1');
  return k.length > 4 ? k.replace(/[aiu]$/, '') : k;
}

function kmApart(a: SourceCity, b: SourceCity): number {
  if (a.latitude == null || a.longitude == null || b.latitude == null || b.longitude == null) return Infinity;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const wellKnown = new Set(WELL_KNOWN_SPELLINGS.map(([state, , kept]) => `${state}:${kept}`));
const isClean = (name: string) => /^[A-Za-z][A-Za-z .'()-]*$/.test(name);

/** Of one town's entries, the one kept: a well-known spelling, else the first cleanly written one in the package. */
function keptOf(entries: SourceCity[]): SourceCity {
  return (
    entries.find((c) => wellKnown.has(`${c.stateCode}:${c.name}`)) ??
    entries.find((c) => isClean(c.name)) ??
    entries[0]!
  );
}

/** Every dropped entry's id → the id of the entry kept for its town. */
export function duplicateCities(cities: readonly SourceCity[]): Map<number, number> {
  const home = cities.filter((c) => c.countryCode === HOME_COUNTRY);
  const out = new Map<number, number>();
  const byKey = new Map<string, SourceCity[]>();
  for (const c of home) {
    const key = `${c.stateCode}:${spellingKey(c.name)}`;
    const list = byKey.get(key);
    if (list) list.push(c);
    else byKey.set(key, [c]);
  }
  for (const entries of byKey.values()) {
    if (entries.length < 2) continue;
    const kept = keptOf(entries);
    for (const c of entries) if (c !== kept && kmApart(c, kept) <= MAX_APART_KM) out.set(c.id, kept.id);
  }
  const byName = new Map(home.map((c) => [`${c.stateCode}:${c.name}`, c]));
  for (const [state, dropped, kept] of WELL_KNOWN_SPELLINGS) {
    const d = byName.get(`${state}:${dropped}`);
    const k = byName.get(`${state}:${kept}`);
    if (d && k) out.set(d.id, k.id);
  }
  return out;
}
