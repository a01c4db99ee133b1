import { KOOTA_NAMES, type Ashtakoota, type Dosha, type Koota, type KootaName } from '../../contract/compatibility';
import { m } from '../../contract/i18n/paraglide/messages';
import type { Nakshatra, NakshatraCharan } from '../../contract/reference';
import { NAKSHATRAS, padaVashya } from '../reference/catalogue/nakshatras';
import {
  BHAKOOT_DOSHAS,
  GANA_NAMES,
  KOOTA_MAX,
  NADI_NAMES,
  NADI_SAME_POINTS,
  RASHI_NAMES,
  SIGN_LORD_NAMES,
  TARA_INAUSPICIOUS_REMAINDERS,
  TARA_POINTS_PER_DIRECTION,
  VARNA_NAMES,
  VARNA_RANK,
  VASHYA_NAMES,
  YONI_GENDER_NAMES,
  YONI_NAMES,
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

/** A moon's yoni as each side's cell names it: the animal and its gender ('Ashwa (Horse), male'). */
const yoniName = (n: Nakshatra) => `${YONI_NAMES[yoniOf(n)]()}, ${YONI_GENDER_NAMES[n.yoniGender]()}`;
const rashiName = (pada: NakshatraCharan) => RASHI_NAMES[pada.rashiNumber - 1]!();

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

  // Each side's cell and the doshas are said in the caller's language (issue 25).
  const kootas: Koota[] = [
    koota('varna', VARNA_NAMES[g.pada.varna](), VARNA_NAMES[b.pada.varna](), varna),
    koota('vashya', VASHYA_NAMES[g.pada.vashya](), VASHYA_NAMES[b.pada.vashya](), vashya),
    koota('tara', m.horoscope_tara_from_bride({ count: groomFromBride }), m.horoscope_tara_from_groom({ count: brideFromGroom }), tara),
    koota('yoni', yoniName(g.nakshatra), yoniName(b.nakshatra), yoni),
    koota(
      'grahaMaitri',
      m.horoscope_lord_of({ lord: SIGN_LORD_NAMES[g.pada.rashiLord as SignLord](), rashi: rashiName(g.pada) }),
      m.horoscope_lord_of({ lord: SIGN_LORD_NAMES[b.pada.rashiLord as SignLord](), rashi: rashiName(b.pada) }),
      maitri,
    ),
    koota('gana', GANA_NAMES[g.nakshatra.gana](), GANA_NAMES[b.nakshatra.gana](), gana),
    koota(
      'bhakoot',
      m.horoscope_rashi_with_sign({ rashi: rashiName(g.pada), sign: g.pada.rashiEnglish }),
      m.horoscope_rashi_with_sign({ rashi: rashiName(b.pada), sign: b.pada.rashiEnglish }),
      bhakoot,
    ),
    koota('nadi', NADI_NAMES[g.nakshatra.nadi](), NADI_NAMES[b.nakshatra.nadi](), nadi),
  ];

  const doshas: Dosha[] = [];
  if (sameNadi) {
    doshas.push({ key: 'nadi', name: m.horoscope_dosha_nadi(), description: m.horoscope_dosha_nadi_description({ nadi: NADI_NAMES[g.nakshatra.nadi]() }) });
  }
  if (bhakootDosha) {
    doshas.push({
      key: 'bhakoot',
      name: m.horoscope_dosha_bhakoot({ kind: bhakootDosha() }),
      description: m.horoscope_dosha_bhakoot_description({ groom: rashiCount, bride: countFrom(g.pada.rashiNumber, b.pada.rashiNumber, 12) }),
    });
  }
  return { total: kootas.reduce((s, k) => s + k.points, 0), max: 36, kootas, doshas };
}
