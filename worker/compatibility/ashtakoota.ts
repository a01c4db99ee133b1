import { KOOTA_NAMES, type Ashtakoota, type Dosha, type Koota, type KootaName } from '../../contract/compatibility';
import { GANA_NAMES, moonSign, NADI_NAMES, padaRashi, VARNA_NAMES, VASHYA_NAMES, yoniName, yoniOf } from '../../contract/horoscope-names';
import { m } from '../../contract/i18n/paraglide/messages';
import type { Nakshatra, NakshatraCharan } from '../../contract/reference';
import { NAKSHATRAS, padaVashya } from '../reference/catalogue/nakshatras';
import {
  BHAKOOT_DOSHAS,
  KOOTA_MAX,
  NADI_SAME_POINTS,
  SIGN_LORD_NAMES,
  TARA_INAUSPICIOUS_REMAINDERS,
  TARA_POINTS_PER_DIRECTION,
  VARNA_RANK,
  ganaPoints,
  maitriPoints,
  vashyaPoints,
  yoniPoints,
  type SignLord,
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

  // Each side's cell and the doshas are said in the caller's language (issue 25).
  const kootas: Koota[] = [
    koota('varna', VARNA_NAMES[g.pada.varna](), VARNA_NAMES[b.pada.varna](), varna),
    koota('vashya', VASHYA_NAMES[g.pada.vashya](), VASHYA_NAMES[b.pada.vashya](), vashya),
    koota('tara', m.horoscope_tara_from_bride({ count: groomFromBride }), m.horoscope_tara_from_groom({ count: brideFromGroom }), tara),
    koota('yoni', yoniName(g.nakshatra), yoniName(b.nakshatra), yoni),
    koota(
      'grahaMaitri',
      m.horoscope_lord_of({ lord: SIGN_LORD_NAMES[g.pada.rashiLord as SignLord](), rashi: padaRashi(g.pada) }),
      m.horoscope_lord_of({ lord: SIGN_LORD_NAMES[b.pada.rashiLord as SignLord](), rashi: padaRashi(b.pada) }),
      maitri,
    ),
    koota('gana', GANA_NAMES[g.nakshatra.gana](), GANA_NAMES[b.nakshatra.gana](), gana),
    koota('bhakoot', moonSign(g.pada), moonSign(b.pada), bhakoot),
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
