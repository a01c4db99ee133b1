import type { Gana, Graha, Hansak, Nadi, Nakshatra, NakshatraCharan, Varna, Vashya } from '../../../contract/reference';

/**
 * The 27 nakshatras and 12 rashis as Ashtakoota (Guna Milan) matching reads them; the
 * sources and the one judgement call (vashya of the padas that straddle the middle of Dhanu
 * and Makara) are in docs/decisions/0102-nakshatra-table.md.
 */
interface Rashi {
  name: string;
  english: string;
  lord: Graha;
  varna: Varna;
  /** Vashya of the first and of the second half (15°) of the sign. */
  vashya: [Vashya, Vashya];
  hansak: Hansak;
}

export const RASHIS: Rashi[] = [
  { name: 'Mesha', english: 'Aries', lord: 'Mars', varna: 'Kshatriya', vashya: ['Chatushpada', 'Chatushpada'], hansak: 'Agni' },
  { name: 'Vrishabha', english: 'Taurus', lord: 'Venus', varna: 'Vaishya', vashya: ['Chatushpada', 'Chatushpada'], hansak: 'Bhumi' },
  { name: 'Mithuna', english: 'Gemini', lord: 'Mercury', varna: 'Shudra', vashya: ['Manava', 'Manava'], hansak: 'Vayu' },
  { name: 'Karka', english: 'Cancer', lord: 'Moon', varna: 'Brahmin', vashya: ['Jalachara', 'Jalachara'], hansak: 'Jal' },
  { name: 'Simha', english: 'Leo', lord: 'Sun', varna: 'Kshatriya', vashya: ['Vanachara', 'Vanachara'], hansak: 'Agni' },
  { name: 'Kanya', english: 'Virgo', lord: 'Mercury', varna: 'Vaishya', vashya: ['Manava', 'Manava'], hansak: 'Bhumi' },
  { name: 'Tula', english: 'Libra', lord: 'Venus', varna: 'Shudra', vashya: ['Manava', 'Manava'], hansak: 'Vayu' },
  { name: 'Vrishchika', english: 'Scorpio', lord: 'Mars', varna: 'Brahmin', vashya: ['Keeta', 'Keeta'], hansak: 'Jal' },
  { name: 'Dhanu', english: 'Sagittarius', lord: 'Jupiter', varna: 'Kshatriya', vashya: ['Manava', 'Chatushpada'], hansak: 'Agni' },
  { name: 'Makara', english: 'Capricorn', lord: 'Saturn', varna: 'Vaishya', vashya: ['Chatushpada', 'Jalachara'], hansak: 'Bhumi' },
  { name: 'Kumbha', english: 'Aquarius', lord: 'Saturn', varna: 'Shudra', vashya: ['Manava', 'Manava'], hansak: 'Vayu' },
  { name: 'Meena', english: 'Pisces', lord: 'Jupiter', varna: 'Brahmin', vashya: ['Jalachara', 'Jalachara'], hansak: 'Jal' },
];

type Row = [name: string, lord: Graha, gana: Gana, yoni: string, yoniGender: 'male' | 'female', nadi: Nadi, syllables: [string, string, string, string]];

const ROWS: Row[] = [
  ['Ashwini', 'Ketu', 'Deva', 'Ashwa (Horse)', 'male', 'Adi', ['Chu', 'Che', 'Cho', 'La']],
  ['Bharani', 'Venus', 'Manushya', 'Gaja (Elephant)', 'male', 'Madhya', ['Li', 'Lu', 'Le', 'Lo']],
  ['Krittika', 'Sun', 'Rakshasa', 'Mesha (Sheep)', 'female', 'Antya', ['A', 'I', 'U', 'E']],
  ['Rohini', 'Moon', 'Manushya', 'Sarpa (Serpent)', 'male', 'Antya', ['O', 'Va/Ba', 'Vi/Bi', 'Vu/Bu']],
  ['Mrigashira', 'Mars', 'Deva', 'Sarpa (Serpent)', 'female', 'Madhya', ['Ve/Be', 'Vo/Bo', 'Ka', 'Ki']],
  ['Ardra', 'Rahu', 'Manushya', 'Shwan (Dog)', 'female', 'Adi', ['Ku', 'Gha', 'Na', 'Chha']],
  ['Punarvasu', 'Jupiter', 'Deva', 'Marjara (Cat)', 'female', 'Adi', ['Ke', 'Ko', 'Ha', 'Hi']],
  ['Pushya', 'Saturn', 'Deva', 'Mesha (Sheep)', 'male', 'Madhya', ['Hu', 'He', 'Ho', 'Da']],
  ['Ashlesha', 'Mercury', 'Rakshasa', 'Marjara (Cat)', 'male', 'Antya', ['Di', 'Du', 'De', 'Do']],
  ['Magha', 'Ketu', 'Rakshasa', 'Mushaka (Rat)', 'male', 'Antya', ['Ma', 'Mi', 'Mu', 'Me']],
  ['Purva Phalguni', 'Venus', 'Manushya', 'Mushaka (Rat)', 'female', 'Madhya', ['Mo', 'Ta', 'Ti', 'Tu']],
  ['Uttara Phalguni', 'Sun', 'Manushya', 'Gau (Cow)', 'male', 'Adi', ['Te', 'To', 'Pa', 'Pi']],
  ['Hasta', 'Moon', 'Deva', 'Mahisha (Buffalo)', 'female', 'Adi', ['Pu', 'Sha', 'Na', 'Tha']],
  ['Chitra', 'Mars', 'Rakshasa', 'Vyaghra (Tiger)', 'female', 'Madhya', ['Pe', 'Po', 'Ra', 'Ri']],
  ['Swati', 'Rahu', 'Deva', 'Mahisha (Buffalo)', 'male', 'Antya', ['Ru', 'Re', 'Ro', 'Ta']],
  ['Vishakha', 'Jupiter', 'Rakshasa', 'Vyaghra (Tiger)', 'male', 'Antya', ['Ti', 'Tu', 'Te', 'To']],
  ['Anuradha', 'Saturn', 'Deva', 'Mriga (Deer)', 'female', 'Madhya', ['Na', 'Ni', 'Nu', 'Ne']],
  ['Jyeshtha', 'Mercury', 'Rakshasa', 'Mriga (Deer)', 'male', 'Adi', ['No', 'Ya', 'Yi', 'Yu']],
  ['Mula', 'Ketu', 'Rakshasa', 'Shwan (Dog)', 'male', 'Adi', ['Ye', 'Yo', 'Bha', 'Bhi']],
  ['Purva Ashadha', 'Venus', 'Manushya', 'Vanara (Monkey)', 'male', 'Madhya', ['Bhu', 'Dha', 'Pha', 'Dha']],
  ['Uttara Ashadha', 'Sun', 'Manushya', 'Nakula (Mongoose)', 'male', 'Antya', ['Be', 'Bo', 'Ja', 'Ji']],
  ['Shravana', 'Moon', 'Deva', 'Vanara (Monkey)', 'female', 'Antya', ['Ju/Khi', 'Je/Khu', 'Jo/Khe', 'Gha/Kho']],
  ['Dhanishta', 'Mars', 'Rakshasa', 'Simha (Lion)', 'female', 'Madhya', ['Ga', 'Gi', 'Gu', 'Ge']],
  ['Shatabhisha', 'Rahu', 'Rakshasa', 'Ashwa (Horse)', 'female', 'Adi', ['Go', 'Sa', 'Si', 'Su']],
  ['Purva Bhadrapada', 'Jupiter', 'Manushya', 'Simha (Lion)', 'male', 'Adi', ['Se', 'So', 'Da', 'Di']],
  ['Uttara Bhadrapada', 'Saturn', 'Manushya', 'Gau (Cow)', 'female', 'Madhya', ['Du', 'Tha', 'Jha', 'Da/Tra']],
  ['Revati', 'Mercury', 'Deva', 'Gaja (Elephant)', 'female', 'Antya', ['De', 'Do', 'Cha', 'Chi']],
];

/**
 * Vashya of a pada, refined by a stored Moon longitude (docs/decisions/0110): the two padas
 * that straddle 15° of Dhanu and Makara (decision 0102's judgement call) take the class of
 * the half the Moon is really in. Without a longitude, or with one just outside the pada's
 * sign (a boundary candidate the member chose), the pada's own class.
 */
export function padaVashya(pada: NakshatraCharan, moonLongitude: number | null | undefined): Vashya {
  if (moonLongitude == null) return pada.vashya;
  const inZodiac = ((moonLongitude % 360) + 360) % 360;
  const rashiIndex = Math.floor(inZodiac / 30);
  if (rashiIndex !== pada.rashiNumber - 1) return pada.vashya;
  return RASHIS[rashiIndex]!.vashya[inZodiac % 30 < 15 ? 0 : 1];
}

/**
 * Pada p of nakshatra n is pada number k = 4(n-1) + (p-1) of the 108 from 0° Mesha; nine
 * padas make a rashi. A pada is in the first half of its rashi when it begins before 15°,
 * i.e. when its index inside the rashi is 0–4.
 */
function charan(nakshatraIndex: number, pada: number, syllable: string): NakshatraCharan {
  const k = nakshatraIndex * 4 + pada;
  const rashiIndex = Math.floor(k / 9);
  const rashi = RASHIS[rashiIndex]!;
  const half = k % 9 <= 4 ? 0 : 1;
  return {
    charan: (pada + 1) as NakshatraCharan['charan'],
    syllable,
    rashi: rashi.name,
    rashiNumber: rashiIndex + 1,
    rashiEnglish: rashi.english,
    rashiLord: rashi.lord,
    varna: rashi.varna,
    vashya: rashi.vashya[half],
    hansak: rashi.hansak,
  };
}

export const NAKSHATRAS: Nakshatra[] = ROWS.map(([name, lord, gana, yoni, yoniGender, nadi, syllables], i) => ({
  _id: name.toLowerCase().replace(/ /g, '-'),
  number: i + 1,
  name,
  lord,
  gana,
  yoni,
  yoniGender,
  nadi,
  charans: syllables.map((s, p) => charan(i, p, s)),
}));
