/** Horoscope compatibility (Ashtakoota / Guna Milan, issue 4 §5): what the API answers and the UI shows. */

export const KOOTA_NAMES = {
  varna: 'Varna',
  vashya: 'Vashya',
  tara: 'Tara',
  yoni: 'Yoni',
  grahaMaitri: 'Graha Maitri',
  gana: 'Gana',
  bhakoot: 'Bhakoot',
  nadi: 'Nadi',
} as const;
export type KootaName = keyof typeof KOOTA_NAMES;

export interface Koota {
  key: KootaName;
  name: string;
  /** What each side has, e.g. 'Deva' / 'Manushya', or the count for tara and bhakoot. */
  groom: string;
  bride: string;
  points: number;
  max: number;
}

export interface Dosha {
  key: 'nadi' | 'bhakoot';
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

export const COMPATIBILITY_TEXT = {
  sameGender: 'A compatibility score is worked out between a man and a woman.',
  notMatchable: 'A compatibility score is shown between adult members who are both looking for a match.',
  yourHoroscopeMissing: 'Add your nakshatra and charan to your horoscope to see the compatibility score.',
  theirHoroscopeMissing: 'This member has not added a nakshatra and charan yet.',
  /** Which gana table the score uses: panchangs differ on three cells (docs/decisions/0560). */
  ganaVariant: 'Gana koota as in Maitreya 8 and PyJHora.',
  /**
   * The horoscope's score, named apart from the profile's "Preferences match" (decision 0548).
   * Spec §2 asks for a score bar with percent: the percent follows the points.
   */
  gunaMilan: 'Guna Milan',
  gunaMilanValue: (total: number, max: number, percentage: number) => `${total} / ${max} (${percentage}%)`,
  gunaMilanExplained: 'Points of the eight kootas of both horoscopes (Ashtakoota), out of 36; 18 or more is traditionally taken as a match.',
} as const;
