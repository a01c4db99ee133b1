/**
 * Finding a relation by typing it in Latin letters (issue 22 §3: "kaka" finds काका). The ten
 * relation languages other than English are written in Indic scripts whose Unicode blocks share
 * one layout (ISCII), so one table, read at the letter's place in its block, spells all of them
 * roughly as people type them: long and short vowels alike, the final inherent 'a' dropped where
 * the language drops it (काका is "kaka"; the Dravidian scripts keep it: ಚಿಕ್ಕಪ್ಪ is "chikkappa").
 */
const BLOCK_START = 0x0900;
const BLOCK_END = 0x0d7f;
const VOWELS: Record<number, string> = {
  0x05: 'a', 0x06: 'a', 0x07: 'i', 0x08: 'i', 0x09: 'u', 0x0a: 'u', 0x0b: 'ri',
  0x0e: 'e', 0x0f: 'e', 0x10: 'ai', 0x12: 'o', 0x13: 'o', 0x14: 'au',
};
const SIGNS: Record<number, string> = {
  0x3e: 'a', 0x3f: 'i', 0x40: 'i', 0x41: 'u', 0x42: 'u', 0x43: 'ri',
  0x46: 'e', 0x47: 'e', 0x48: 'ai', 0x4a: 'o', 0x4b: 'o', 0x4c: 'au',
};
const CONSONANTS = 'k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h'.split(' ');
const VIRAMA = 0x4d;
const NASALS = new Set([0x01, 0x02, 0x70]);

/** Tamil, Telugu, Kannada and Malayalam: the blocks from 0x0B80 on. */
const SOUNDS_FINAL_A = 0x0b80;

/** The letter's place in its script's block, or -1 outside the Indic blocks. */
const placeOf = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= BLOCK_START && code <= BLOCK_END ? (code - BLOCK_START) % 0x80 : -1;
};

export function latinOf(text: string): string {
  let out = '';
  let inherent = false;
  let finalA = false;
  for (const ch of text) {
    const place = placeOf(ch);
    if (place in SIGNS) out += SIGNS[place];
    else if (place === VIRAMA) {
      // no vowel after this consonant
    } else {
      // The consonant before this letter keeps its 'a' unless the word ends here.
      if (inherent && (place >= 0 || finalA)) out += 'a';
      if (place >= 0x15 && place <= 0x39) out += CONSONANTS[place - 0x15];
      else if (place in VOWELS) out += VOWELS[place];
      else if (NASALS.has(place)) out += 'n';
      else if (place === 0x03) out += 'h';
      else if (place < 0) out += ch.toLowerCase();
      inherent = place >= 0x15 && place <= 0x39;
      finalA = (ch.codePointAt(0) ?? 0) >= SOUNDS_FINAL_A;
      continue;
    }
    inherent = false;
  }
  return inherent && finalA ? `${out}a` : out;
}

/** What the member typed, spelt the way latinOf spells: long vowels written double count as one. */
const typed = (input: string) => input.trim().toLowerCase().replace(/aa+/g, 'a').replace(/ee+/g, 'i').replace(/oo+/g, 'u');

/** The picker's filter: the text as shown (native and English), or its Latin spelling. */
export function relationMatches(label: string, input: string): boolean {
  const q = input.trim().toLowerCase();
  if (!q) return true;
  return label.toLowerCase().includes(q) || latinOf(label).includes(typed(input));
}
