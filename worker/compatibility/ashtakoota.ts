import { KOOTA_NAMES, type Ashtakoota, type Dosha, type Koota, type KootaName } from '../../contract/compatibility';
import type { Nakshatra, NakshatraCharan } from '../../contract/reference';
import { NAKSHATRAS, padaVashya } from '../reference/catalogue/nakshatras';
import {
  BHAKOOT_DOSHAS,
  KOOTA_MAX,
  NADI_SAME_POINTS,
  TARA_INAUSPICIOUS_REMAINDERS,
  TARA_POINTS_PER_DIRECTION,
  VARNA_RANK,
  YONI_ORDER,
  ganaPoints,
  maitriPoints,
  vashyaPoints,
  yoniPoints,
  type SignLord,
  type Yoni,
} from './tables';

/**
 * One side of the match: the moon's nakshatra (its id, e.g. 'rohini') and charan (1–4), and
 * the Moon's sidereal longitude when a calculated horoscope stored one (it refines vashya).
 */
export interface Birth {
  nakshatra: string;
  charan: number;
  moonLongitude?: number | null;
}

interface Moon {
  nakshatra: Nakshatra;
  pada: NakshatraCharan;
}

const byId = new Map(NAKSHATRAS.map((n) => [n._id, n]));

function moonOf(b: Birth): Moon {
  const nakshatra = byId.get(b.nakshatra);
  const pada = nakshatra?.charans.find((c) => c.charan === b.charan);
  if (!nakshatra || !pada) throw new Error(`Unknown nakshatra or charan: ${b.nakshatra} ${b.charan}`);
  return { nakshatra, pada: { ...pada, vashya: padaVashya(pada, b.moonLongitude) } };
}

export function isKnownBirth(b: { nakshatra: string | null | undefined; charan: number | null | undefined; moonLongitude?: number | null }): b is Birth {
  return !!b.nakshatra && !!b.charan && !!byId.get(b.nakshatra)?.charans.some((c) => c.charan === b.charan);
}

const yoniOf = (n: Nakshatra): Yoni => {
  const animal = n.yoni.split(' ')[0] as Yoni;
  if (!YONI_ORDER.includes(animal)) throw new Error(`Unknown yoni ${n.yoni}`);
  return animal;
};

/** Inclusive count from `from` to `to` in a cycle of `size` (1 … size). */
const countFrom = (from: number, to: number, size: number) => ((((to - from) % size) + size) % size) + 1;

function taraDirection(fromNumber: number, toNumber: number): boolean {
  return !TARA_INAUSPICIOUS_REMAINDERS.includes(countFrom(fromNumber, toNumber, 27) % 9);
}

const koota = (key: KootaName, groom: string, bride: string, points: number): Koota => ({
  key,
  name: KOOTA_NAMES[key],
  groom,
  bride,
  points,
  max: KOOTA_MAX[key],
});

/**
 * Ashtakoota (Guna Milan) of a groom and a bride from their moon nakshatra and charan (the
 * moon sign follows from the charan). Pure; the tables are in ./tables.ts and the variant in
 * docs/decisions/0560. The orientation matters for varna, vashya, gana (and the tara and
 * bhakoot counts are read from the bride to the groom).
 */
export function ashtakoota(groomBirth: Birth, brideBirth: Birth): Ashtakoota {
  const g = moonOf(groomBirth);
  const b = moonOf(brideBirth);

  const varna = VARNA_RANK[g.pada.varna] >= VARNA_RANK[b.pada.varna] ? 1 : 0;
  const vashya = vashyaPoints(g.pada.vashya, b.pada.vashya);

  const groomFromBride = countFrom(b.nakshatra.number, g.nakshatra.number, 27);
  const brideFromGroom = countFrom(g.nakshatra.number, b.nakshatra.number, 27);
  const tara =
    (taraDirection(b.nakshatra.number, g.nakshatra.number) ? TARA_POINTS_PER_DIRECTION : 0) +
    (taraDirection(g.nakshatra.number, b.nakshatra.number) ? TARA_POINTS_PER_DIRECTION : 0);

  const yoni = yoniPoints(yoniOf(g.nakshatra), yoniOf(b.nakshatra));
  const maitri = maitriPoints(g.pada.rashiLord as SignLord, b.pada.rashiLord as SignLord);
  const gana = ganaPoints(g.nakshatra.gana, b.nakshatra.gana);

  const rashiCount = countFrom(b.pada.rashiNumber, g.pada.rashiNumber, 12);
  const bhakootDosha = BHAKOOT_DOSHAS[rashiCount];
  const bhakoot = bhakootDosha ? 0 : KOOTA_MAX.bhakoot;

  const sameNadi = g.nakshatra.nadi === b.nakshatra.nadi;
  const nadi = sameNadi ? NADI_SAME_POINTS : KOOTA_MAX.nadi;

  const kootas: Koota[] = [
    koota('varna', g.pada.varna, b.pada.varna, varna),
    koota('vashya', g.pada.vashya, b.pada.vashya, vashya),
    koota('tara', `${groomFromBride} from the bride's star`, `${brideFromGroom} from the groom's star`, tara),
    koota('yoni', `${g.nakshatra.yoni}, ${g.nakshatra.yoniGender}`, `${b.nakshatra.yoni}, ${b.nakshatra.yoniGender}`, yoni),
    koota('grahaMaitri', `${g.pada.rashiLord} (lord of ${g.pada.rashi})`, `${b.pada.rashiLord} (lord of ${b.pada.rashi})`, maitri),
    koota('gana', g.nakshatra.gana, b.nakshatra.gana, gana),
    koota('bhakoot', `${g.pada.rashi} (${g.pada.rashiEnglish})`, `${b.pada.rashi} (${b.pada.rashiEnglish})`, bhakoot),
    koota('nadi', g.nakshatra.nadi, b.nakshatra.nadi, nadi),
  ];

  const doshas: Dosha[] = [];
  if (sameNadi) {
    doshas.push({ key: 'nadi', name: 'Nadi dosha', description: `Both have ${g.nakshatra.nadi} nadi.` });
  }
  if (bhakootDosha) {
    doshas.push({
      key: 'bhakoot',
      name: `Bhakoot dosha: ${bhakootDosha}`,
      description: `The groom's moon sign is ${rashiCount} from the bride's, and hers ${countFrom(g.pada.rashiNumber, b.pada.rashiNumber, 12)} from his.`,
    });
  }
  return { total: kootas.reduce((s, k) => s + k.points, 0), max: 36, kootas, doshas };
}
