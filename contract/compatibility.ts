/** Horoscope compatibility (Ashtakoota / Guna Milan, issue 4 §5): what the API answers and the UI shows. */
import { m } from './i18n/paraglide/messages';

/** The kootas' traditional names, in the reader's script (getters: read when shown, issue 25). */
export const KOOTA_NAMES = {
  get varna() { return m.horoscope_koota_varna(); },
  get vashya() { return m.horoscope_koota_vashya(); },
  get tara() { return m.horoscope_koota_tara(); },
  get yoni() { return m.horoscope_koota_yoni(); },
  get grahaMaitri() { return m.horoscope_koota_graha_maitri(); },
  get gana() { return m.horoscope_koota_gana(); },
  get bhakoot() { return m.horoscope_koota_bhakoot(); },
  get nadi() { return m.horoscope_koota_nadi(); },
};
export type KootaName = keyof typeof KOOTA_NAMES;

export interface Koota {
  key: KootaName;
  name: string;
  /** What each side has, e.g. 'Deva' / 'Manushya', or the count for tara and bhakoot; in the caller's language (issue 25). */
  groom: string;
  bride: string;
  points: number;
  max: number;
}

export interface Dosha {
  key: 'nadi' | 'bhakoot';
  /** Name and description in the caller's language (issue 25); `key` is what to reason with. */
  name: string;
  description: string;
}

export interface Ashtakoota {
  /** Out of 36, in steps of 0.5. */
  total: number;
  max: 36;
  kootas: Koota[];
  doshas: Dosha[];
}

/** `data` of POST /api/match/compatibility/{id}. */
export type Compatibility =
  | { matchable: false; reason: string }
  | {
      matchable: true;
      total: number;
      max: 36;
      /** total of 36 as a whole percent. */
      percentage: number;
      /** Which side the viewer is in the table. */
      viewerIs: 'groom' | 'bride';
      kootas: Koota[];
      doshas: Dosha[];
      /** Shown apart from the 36: the manglik answer each gave in their horoscope. */
      manglik: { me: string | null; them: string | null };
    };

/** Getters, so each text is read in the reader's language (issue 25). */
export const COMPATIBILITY_TEXT = {
  get sameGender() { return m.horoscope_same_gender(); },
  get notMatchable() { return m.horoscope_not_matchable(); },
  get yourHoroscopeMissing() { return m.horoscope_your_horoscope_missing(); },
  get theirHoroscopeMissing() { return m.horoscope_their_horoscope_missing(); },
  /** Which gana table the score uses: panchangs differ on three cells (docs/decisions/0560). */
  get ganaVariant() { return m.horoscope_gana_variant(); },
  /**
   * The horoscope's score, named apart from the profile's "Preferences match" (decision 0548).
   * Spec §2 asks for a score bar with percent: the percent follows the points.
   */
  get gunaMilan() { return m.horoscope_guna_milan(); },
  gunaMilanValue: (total: number, max: number, percentage: number) => `${total} / ${max} (${percentage}%)`,
  get gunaMilanExplained() { return m.horoscope_guna_milan_explained(); },
};
