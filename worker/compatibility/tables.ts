import { m } from '../../contract/i18n/paraglide/messages';
import { YONI_ORDER, type Yoni } from '../../contract/horoscope-names';
import type { Gana, Graha, Varna, Vashya } from '../../contract/reference';

/**
 * The Ashtakoota (Guna Milan) tables as data. Rows are the GROOM, columns the BRIDE, where
 * the orientation matters. The variant and its sources: docs/decisions/0560-ashtakoota-tables.md.
 */

/** Koota maxima: 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 = 36. */
export const KOOTA_MAX = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
} as const;
/** Varna rank: 1 point when the groom's rank is at least the bride's. */
export const VARNA_RANK: Record<Varna, number> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 };

const VASHYA_ORDER: Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
/** Vashya points, groom row × bride column, in VASHYA_ORDER. */
const VASHYA_POINTS: number[][] = [
  /* Chatushpada */ [2, 1, 1, 0.5, 1],
  /* Manava      */ [1, 2, 0.5, 0, 1],
  /* Jalachara   */ [1, 0.5, 2, 1, 1],
  /* Vanachara   */ [0.5, 0, 1, 2, 0],
  /* Keeta       */ [1, 1, 1, 0, 2],
];
export function vashyaPoints(groom: Vashya, bride: Vashya): number {
  return VASHYA_POINTS[VASHYA_ORDER.indexOf(groom)]![VASHYA_ORDER.indexOf(bride)]!;
}

/**
 * Tara: count inclusively from one nakshatra to the other, take the remainder by 9; the
 * remainders 3 (Vipat), 5 (Pratyari) and 7 (Vadha) are inauspicious. Each direction that is
 * auspicious gives 1.5, so tara is 0, 1.5 or 3.
 */
export const TARA_INAUSPICIOUS_REMAINDERS: readonly number[] = [3, 5, 7];
export const TARA_POINTS_PER_DIRECTION = 1.5;

/** Yoni points, in YONI_ORDER (symmetric): 4 same, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies. */
const YONI_POINTS: number[][] = [
  /* Ashwa   */ [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  /* Gaja    */ [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  /* Mesha   */ [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  /* Sarpa   */ [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  /* Shwan   */ [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  /* Marjara */ [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  /* Mushaka */ [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  /* Gau     */ [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  /* Mahisha */ [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  /* Vyaghra */ [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  /* Mriga   */ [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  /* Vanara  */ [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  /* Nakula  */ [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  /* Simha   */ [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
export const YONI_TABLE = YONI_POINTS;
export function yoniPoints(groom: Yoni, bride: Yoni): number {
  return YONI_POINTS[YONI_ORDER.indexOf(groom)]![YONI_ORDER.indexOf(bride)]!;
}

/** Natural (naisargika) relationships of the seven rashi lords, Parashara: how `planet` sees each other planet. */
type Relation = 'friend' | 'neutral' | 'enemy';
export type SignLord = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const NATURAL_RELATIONS: Record<SignLord, Record<SignLord, Relation>> = {
  Sun: { Sun: 'friend', Moon: 'friend', Mars: 'friend', Mercury: 'neutral', Jupiter: 'friend', Venus: 'enemy', Saturn: 'enemy' },
  Moon: { Sun: 'friend', Moon: 'friend', Mars: 'neutral', Mercury: 'friend', Jupiter: 'neutral', Venus: 'neutral', Saturn: 'neutral' },
  Mars: { Sun: 'friend', Moon: 'friend', Mars: 'friend', Mercury: 'enemy', Jupiter: 'friend', Venus: 'neutral', Saturn: 'neutral' },
  Mercury: { Sun: 'friend', Moon: 'enemy', Mars: 'neutral', Mercury: 'friend', Jupiter: 'neutral', Venus: 'friend', Saturn: 'neutral' },
  Jupiter: { Sun: 'friend', Moon: 'friend', Mars: 'friend', Mercury: 'enemy', Jupiter: 'friend', Venus: 'enemy', Saturn: 'neutral' },
  Venus: { Sun: 'enemy', Moon: 'enemy', Mars: 'neutral', Mercury: 'friend', Jupiter: 'neutral', Venus: 'friend', Saturn: 'friend' },
  Saturn: { Sun: 'enemy', Moon: 'enemy', Mars: 'enemy', Mercury: 'friend', Jupiter: 'neutral', Venus: 'friend', Saturn: 'friend' },
};
/**
 * Graha maitri points from the two views (groom's lord of the bride's, bride's lord of the
 * groom's), order-free: same lord or mutual friends 5, friend–neutral 4, both neutral 3,
 * friend–enemy 1, neutral–enemy 0.5, mutual enemies 0.
 */
const MAITRI_POINTS: Record<string, number> = {
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+neutral': 3,
  'enemy+friend': 1,
  'enemy+neutral': 0.5,
  'enemy+enemy': 0,
};
export function maitriPoints(groomLord: SignLord, brideLord: SignLord): number {
  if (groomLord === brideLord) return 5;
  const views = [NATURAL_RELATIONS[groomLord][brideLord], NATURAL_RELATIONS[brideLord][groomLord]].sort().join('+');
  return MAITRI_POINTS[views]!;
}

const GANA_ORDER: Gana[] = ['Deva', 'Manushya', 'Rakshasa'];
/**
 * Gana points, groom row × bride column, as Maitreya 8 (`gana_map`, groom first) and PyJHora
 * 3.1.1+ (`gana_array`, bride first, so transposed here) score them. NOT symmetric: a Deva
 * groom with a Manushya bride is 5, the other way round 6; a Deva groom with a Rakshasa
 * bride 1, the other way round 0 (docs/decisions/0560).
 */
const GANA_POINTS: number[][] = [
  /* Deva     */ [6, 5, 1],
  /* Manushya */ [6, 6, 0],
  /* Rakshasa */ [0, 0, 6],
];
export function ganaPoints(groom: Gana, bride: Gana): number {
  return GANA_POINTS[GANA_ORDER.indexOf(groom)]![GANA_ORDER.indexOf(bride)]!;
}

/**
 * Bhakoot: the position of the groom's rashi counted inclusively from the bride's (1–12).
 * 1/1, 7/7, 3/11 and 4/10 give 7; 2/12, 5/9 and 6/8 give 0 and are named doshas (their names
 * are messages, said in the reader's language when the answer is composed).
 */
export const BHAKOOT_DOSHAS: Record<number, () => string> = {
  2: m.horoscope_dosha_bhakoot_dwirdwadash,
  12: m.horoscope_dosha_bhakoot_dwirdwadash,
  5: m.horoscope_dosha_bhakoot_navpancham,
  9: m.horoscope_dosha_bhakoot_navpancham,
  6: m.horoscope_dosha_bhakoot_shadashtak,
  8: m.horoscope_dosha_bhakoot_shadashtak,
};

/** Nadi: the same nadi gives 0 (nadi dosha), different nadis 8. */
export const NADI_SAME_POINTS = 0;

/** The rashi lords as the Graha Maitri cells name them; the other names are in contract/horoscope-names.ts. */
export const SIGN_LORD_NAMES: Record<SignLord, () => string> = {
  Sun: m.horoscope_graha_sun,
  Moon: m.horoscope_graha_moon,
  Mars: m.horoscope_graha_mars,
  Mercury: m.horoscope_graha_mercury,
  Jupiter: m.horoscope_graha_jupiter,
  Venus: m.horoscope_graha_venus,
  Saturn: m.horoscope_graha_saturn,
};
