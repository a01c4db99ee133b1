import { m } from './i18n/paraglide/messages';
import type { Gana, Hansak, Nadi, Nakshatra, NakshatraCharan, Varna, Vashya } from './reference';

/*
 * The names the nakshatra table and the Guna Milan tables spell in English transliteration, as
 * the member reads them (issue 25): each English message is the table's own spelling, unchanged;
 * the other languages use the traditional Jyotish terms in their script. Message functions,
 * called when a value is shown, so they speak the caller's language on the server and the
 * page's in the browser. Here, not in the worker, because the horoscope section's form derives
 * the same values as the member picks a nakshatra and charan.
 */

/** The 14 yoni animals, as the nakshatra table names them before the bracket. */
export const YONI_ORDER = [
  'Ashwa', 'Gaja', 'Mesha', 'Sarpa', 'Shwan', 'Marjara', 'Mushaka',
  'Gau', 'Mahisha', 'Vyaghra', 'Mriga', 'Vanara', 'Nakula', 'Simha',
] as const;
export type Yoni = (typeof YONI_ORDER)[number];

export const VARNA_NAMES: Record<Varna, () => string> = {
  Brahmin: m.horoscope_varna_brahmin,
  Kshatriya: m.horoscope_varna_kshatriya,
  Vaishya: m.horoscope_varna_vaishya,
  Shudra: m.horoscope_varna_shudra,
};
export const VASHYA_NAMES: Record<Vashya, () => string> = {
  Chatushpada: m.horoscope_vashya_chatushpada,
  Manava: m.horoscope_vashya_manava,
  Jalachara: m.horoscope_vashya_jalachara,
  Vanachara: m.horoscope_vashya_vanachara,
  Keeta: m.horoscope_vashya_keeta,
};
export const GANA_NAMES: Record<Gana, () => string> = {
  Deva: m.horoscope_gana_deva,
  Manushya: m.horoscope_gana_manushya,
  Rakshasa: m.horoscope_gana_rakshasa,
};
export const NADI_NAMES: Record<Nadi, () => string> = {
  Adi: m.horoscope_nadi_adi,
  Madhya: m.horoscope_nadi_madhya,
  Antya: m.horoscope_nadi_antya,
};
const HANSAK_NAMES: Record<Hansak, () => string> = {
  Agni: m.horoscope_hansak_agni,
  Bhumi: m.horoscope_hansak_bhumi,
  Vayu: m.horoscope_hansak_vayu,
  Jal: m.horoscope_hansak_jal,
};
/** The yoni animals as the nakshatra table names them, e.g. 'Ashwa (Horse)'. */
const YONI_NAMES: Record<Yoni, () => string> = {
  Ashwa: m.horoscope_yoni_ashwa,
  Gaja: m.horoscope_yoni_gaja,
  Mesha: m.horoscope_yoni_mesha,
  Sarpa: m.horoscope_yoni_sarpa,
  Shwan: m.horoscope_yoni_shwan,
  Marjara: m.horoscope_yoni_marjara,
  Mushaka: m.horoscope_yoni_mushaka,
  Gau: m.horoscope_yoni_gau,
  Mahisha: m.horoscope_yoni_mahisha,
  Vyaghra: m.horoscope_yoni_vyaghra,
  Mriga: m.horoscope_yoni_mriga,
  Vanara: m.horoscope_yoni_vanara,
  Nakula: m.horoscope_yoni_nakula,
  Simha: m.horoscope_yoni_simha,
};
const YONI_GENDER_NAMES: Record<'male' | 'female', () => string> = {
  male: m.horoscope_yoni_male,
  female: m.horoscope_yoni_female,
};
/** The rashis in zodiac order: index 0 Mesha … 11 Meena (a rashi number less one). */
export const RASHI_NAMES: readonly (() => string)[] = [
  m.horoscope_rashi_mesha,
  m.horoscope_rashi_vrishabha,
  m.horoscope_rashi_mithuna,
  m.horoscope_rashi_karka,
  m.horoscope_rashi_simha,
  m.horoscope_rashi_kanya,
  m.horoscope_rashi_tula,
  m.horoscope_rashi_vrishchika,
  m.horoscope_rashi_dhanu,
  m.horoscope_rashi_makara,
  m.horoscope_rashi_kumbha,
  m.horoscope_rashi_meena,
];

/** A nakshatra's yoni animal, the word before the bracket of the table's 'Ashwa (Horse)'. */
export const yoniOf = (n: Nakshatra): Yoni => {
  const animal = n.yoni.split(' ')[0] as Yoni;
  if (!YONI_ORDER.includes(animal)) throw new Error(`Unknown yoni ${n.yoni}`);
  return animal;
};
/** A moon's yoni, the animal and its gender: in English 'Ashwa (Horse), male'. */
export const yoniName = (n: Nakshatra) => `${YONI_NAMES[yoniOf(n)]()}, ${YONI_GENDER_NAMES[n.yoniGender]()}`;
/** The rashi of a pada, by name: in English 'Mesha'. */
export const padaRashi = (pada: NakshatraCharan) => RASHI_NAMES[pada.rashiNumber - 1]!();
/** The moon sign of a pada: in English the rashi with its Western sign, 'Mesha (Aries)'. */
export const moonSign = (pada: NakshatraCharan) => m.horoscope_rashi_with_sign({ rashi: padaRashi(pada), sign: pada.rashiEnglish });

/** What follows from nakshatra and charan, as the member reads it. */
export interface DerivedHoroscope {
  /** Moon sign (rashi), in English e.g. 'Mesha (Aries)'. */
  moon: string;
  gan: string;
  /** Yoni animal with its gender, in English e.g. 'Ashwa (Horse), male'. */
  yoni: string;
  nadi: string;
  varn: string;
  vashya: string;
  hansak: string;
}

/** The derived values of a nakshatra's pada, named; `vashya` is given as the pada's may be refined by a Moon longitude. */
export const derivedNames = (nakshatra: Nakshatra, pada: NakshatraCharan, vashya: Vashya): DerivedHoroscope => ({
  moon: moonSign(pada),
  gan: GANA_NAMES[nakshatra.gana](),
  yoni: yoniName(nakshatra),
  nadi: NADI_NAMES[nakshatra.nadi](),
  varn: VARNA_NAMES[pada.varna](),
  vashya: VASHYA_NAMES[vashya](),
  hansak: HANSAK_NAMES[pada.hansak](),
});
