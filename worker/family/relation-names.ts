import type { RelationId, RelationLanguage } from '../../contract/reference';
import { RELATIONS } from '../reference/catalogue/relations';
import type { Gender } from './graph';
import { STEP_KINDS, type Step, type StepKind } from './steps';

/**
 * Naming a relation in the viewer's language (decision 0721).
 *
 * Interface (stable):
 * - A chain is a list of links, each a catalogue RelationId or a primitive StepKind, read from
 *   the viewer outwards: [father, elder-brother, son] = my father's elder brother's son. A Step
 *   path from relationPath() is accepted too.
 * - `NameContext.persons[i]` (optional) describes the person reached after link i (index 0 is
 *   the viewer): dob and gender let elder/younger be chosen where the language distinguishes
 *   them (tau/chacha, jeth/devar), and `key` tells "my father's son" that is me from a brother.
 * - `nameRelation(chain, lang, ctx)` → `{ relationId, label, chain }`: the catalogue relation when
 *   the chain reduces to one (relationId set, label its catalogue label), otherwise the label
 *   composed with the language's genitive; `chain` is each link's own label (the tooltip joins
 *   them with ' → ').
 * - `reduceChain(chain, ctx)`: the reduction alone (RelationId | null).
 */
export type ChainLink = RelationId | StepKind;

export interface ChainPerson {
  key?: string;
  gender?: Gender;
  dob?: string | null;
}

export interface NameContext {
  persons?: ChainPerson[];
}

export interface NamedRelation {
  relationId: RelationId | null;
  label: string;
  chain: string[];
}

const CATALOGUE = new Map(RELATIONS.map((r) => [r._id, r]));

// --- Primitive steps -------------------------------------------------------------------------

type Age = 'elder' | 'younger' | null;
interface Prim {
  rel: 'parent' | 'child' | 'spouse' | 'sibling' | 'opaque';
  gender: Gender;
  age: Age;
  /** For 'opaque' (a catalogue relation with no single path, e.g. brother-in-law). */
  id?: RelationId;
  before?: ChainPerson;
  after?: ChainPerson;
}

/**
 * Tokens: F M P parent (male, female, any) · S D C child · H W X spouse · B> B< B brother
 * (elder, younger, any age) · Z> Z< Z sister · G any sibling.
 */
type Token = 'F' | 'M' | 'P' | 'S' | 'D' | 'C' | 'H' | 'W' | 'X' | 'B>' | 'B<' | 'B' | 'Z>' | 'Z<' | 'Z' | 'G';

/** The catalogue relations that one path of steps names; sister-in-law and brother-in-law name several and have none. */
const PATTERNS: ReadonlyArray<readonly [RelationId, readonly Token[]]> = [
  ['father', ['F']], ['mother', ['M']],
  ['paternal-grandfather', ['F', 'F']], ['paternal-grandmother', ['F', 'M']],
  ['maternal-grandfather', ['M', 'F']], ['maternal-grandmother', ['M', 'M']],
  // The catalogue's parent rule: the paternal great-grandparents are the paternal grandfather's parents.
  ['paternal-great-grandfather', ['F', 'F', 'F']], ['paternal-great-grandmother', ['F', 'F', 'M']],
  ['maternal-great-grandfather', ['M', 'F', 'F']], ['maternal-great-grandmother', ['M', 'F', 'M']],
  ['father-elder-brother', ['F', 'B>']], ['father-elder-brother-wife', ['F', 'B>', 'W']],
  ['father-younger-brother', ['F', 'B<']], ['father-younger-brother-wife', ['F', 'B<', 'W']],
  ['father-sister', ['F', 'Z']], ['father-sister-husband', ['F', 'Z', 'H']],
  ['mother-brother', ['M', 'B']], ['mother-brother-wife', ['M', 'B', 'W']],
  ['mother-sister', ['M', 'Z']], ['mother-sister-husband', ['M', 'Z', 'H']],
  ['husband', ['H']], ['wife', ['W']],
  ['elder-brother', ['B>']], ['younger-brother', ['B<']], ['elder-sister', ['Z>']], ['younger-sister', ['Z<']],
  ['brother-wife', ['B', 'W']], ['sister-husband', ['Z', 'H']],
  ['paternal-cousin-brother', ['F', 'G', 'S']], ['paternal-cousin-sister', ['F', 'G', 'D']],
  ['maternal-cousin-brother', ['M', 'G', 'S']], ['maternal-cousin-sister', ['M', 'G', 'D']],
  ['father-in-law', ['X', 'F']], ['mother-in-law', ['X', 'M']],
  ['husband-elder-brother', ['H', 'B>']], ['husband-younger-brother', ['H', 'B<']], ['husband-sister', ['H', 'Z']],
  ['wife-brother', ['W', 'B']], ['wife-sister', ['W', 'Z']],
  ['husband-brother-wife', ['H', 'B', 'W']], ['husband-sister-husband', ['H', 'Z', 'H']],
  ['wife-brother-wife', ['W', 'B', 'W']], ['wife-sister-husband', ['W', 'Z', 'H']],
  ['son', ['S']], ['daughter', ['D']], ['daughter-in-law', ['S', 'W']], ['son-in-law', ['D', 'H']],
  ['brother-son', ['B', 'S']], ['brother-daughter', ['B', 'D']], ['sister-son', ['Z', 'S']], ['sister-daughter', ['Z', 'D']],
  ['paternal-grandson', ['S', 'S']], ['paternal-granddaughter', ['S', 'D']],
  ['maternal-grandson', ['D', 'S']], ['maternal-granddaughter', ['D', 'D']],
  ['great-grandson', ['C', 'C', 'S']], ['great-granddaughter', ['C', 'C', 'D']],
];
const PATTERN_OF = new Map<RelationId, readonly Token[]>(PATTERNS);
const LONGEST = Math.max(...PATTERNS.map(([, t]) => t.length));

function matches(token: Token, p: Prim): boolean {
  const rel = { F: 'parent', M: 'parent', P: 'parent', S: 'child', D: 'child', C: 'child', H: 'spouse', W: 'spouse', X: 'spouse' } as const;
  if (token in rel) {
    const want = rel[token as keyof typeof rel];
    if (p.rel !== want) return false;
    if ('FSH'.includes(token)) return p.gender === 'male';
    if ('MDW'.includes(token)) return p.gender === 'female';
    return true;
  }
  if (p.rel !== 'sibling') return false;
  if (token === 'G') return true;
  if (p.gender !== (token[0] === 'B' ? 'male' : 'female')) return false;
  if (token.endsWith('>')) return p.age === 'elder';
  if (token.endsWith('<')) return p.age === 'younger';
  return true;
}

function tokenPrim(token: Token): Prim {
  const gender: Gender = 'FSHB'.includes(token[0]!) ? 'male' : 'MDWZ'.includes(token[0]!) ? 'female' : null;
  const rel = 'FMP'.includes(token) ? 'parent' : 'SDC'.includes(token) ? 'child' : 'HWX'.includes(token) ? 'spouse' : 'sibling';
  return { rel, gender, age: token.endsWith('>') ? 'elder' : token.endsWith('<') ? 'younger' : null };
}

const STEP_PRIM: Record<StepKind, Prim> = {
  father: { rel: 'parent', gender: 'male', age: null }, mother: { rel: 'parent', gender: 'female', age: null }, parent: { rel: 'parent', gender: null, age: null },
  son: { rel: 'child', gender: 'male', age: null }, daughter: { rel: 'child', gender: 'female', age: null }, child: { rel: 'child', gender: null, age: null },
  husband: { rel: 'spouse', gender: 'male', age: null }, wife: { rel: 'spouse', gender: 'female', age: null }, spouse: { rel: 'spouse', gender: null, age: null },
  'elder-brother': { rel: 'sibling', gender: 'male', age: 'elder' }, 'younger-brother': { rel: 'sibling', gender: 'male', age: 'younger' },
  brother: { rel: 'sibling', gender: 'male', age: null }, 'elder-sister': { rel: 'sibling', gender: 'female', age: 'elder' },
  'younger-sister': { rel: 'sibling', gender: 'female', age: 'younger' }, sister: { rel: 'sibling', gender: 'female', age: null },
  sibling: { rel: 'sibling', gender: null, age: null },
};

const isStepKind = (link: string): link is StepKind => (STEP_KINDS as readonly string[]).includes(link);
const linkOf = (link: ChainLink | Step): ChainLink => (typeof link === 'string' ? link : link.kind);

/** A link's steps; catalogue ids that are also steps (father, son …) are one step. */
function expand(link: ChainLink): Prim[] {
  if (link === 'self') return [];
  const pattern = PATTERN_OF.get(link as RelationId);
  if (pattern && isStepKind(link)) return [{ ...STEP_PRIM[link] }];
  if (pattern) return pattern.map(tokenPrim);
  if (isStepKind(link)) return [{ ...STEP_PRIM[link] }];
  return [{ rel: 'opaque', gender: CATALOGUE.get(link)?.gender ?? null, age: null, id: link }];
}

function ageOf(before: ChainPerson | undefined, after: ChainPerson | undefined): Age {
  if (!before?.dob || !after?.dob || before.dob === after.dob) return null;
  return after.dob < before.dob ? 'elder' : 'younger';
}

/**
 * The chain as steps, with who is before and after each link where the context says, and two
 * simplifications: a parent's child is a sibling (or the viewer again, when the context says so),
 * and a sibling's parent is the parent. Elder/younger is filled from dobs where missing.
 */
function primsOf(chain: ReadonlyArray<ChainLink | Step>, ctx: NameContext): Prim[] {
  const persons = ctx.persons ?? [];
  const out: Prim[] = [];
  chain.forEach((link, i) => {
    const prims = expand(linkOf(link));
    prims.forEach((p, j) => {
      if (j === 0) p.before = persons[i];
      if (j === prims.length - 1) p.after = persons[i + 1];
      out.push(p);
    });
  });
  const simplified: Prim[] = [];
  for (const p of out) {
    const prev = simplified[simplified.length - 1];
    if (prev?.rel === 'parent' && p.rel === 'child') {
      simplified.pop();
      if (prev.before?.key && prev.before.key === p.after?.key) continue;
      simplified.push({ rel: 'sibling', gender: p.gender, age: null, before: prev.before, after: p.after });
      continue;
    }
    if (prev?.rel === 'sibling' && p.rel === 'parent') {
      simplified.pop();
      simplified.push({ ...p, before: prev.before });
      continue;
    }
    simplified.push(p);
  }
  for (const p of simplified) {
    if (p.rel === 'sibling' && p.age === null) p.age = ageOf(p.before, p.after);
    if (p.gender === null && p.after?.gender) p.gender = p.after.gender;
  }
  return simplified;
}

function matchRun(prims: Prim[]): RelationId | null {
  if (prims.length === 0) return 'self';
  for (const [id, tokens] of PATTERNS) {
    if (tokens.length === prims.length && tokens.every((t, i) => matches(t, prims[i]!))) return id;
  }
  return null;
}

/** The catalogue relation the whole chain names, or null. */
export function reduceChain(chain: ReadonlyArray<ChainLink> | ReadonlyArray<Step>, ctx: NameContext = {}): RelationId | null {
  const prims = primsOf(chain, ctx);
  if (prims.length === 1 && prims[0]!.rel === 'opaque') return prims[0]!.id!;
  if (prims.some((p) => p.rel === 'opaque')) return null;
  return matchRun(prims);
}

// --- Labels ----------------------------------------------------------------------------------

type Generic = 'brother' | 'sister' | 'sibling' | 'parent' | 'child' | 'spouse';
/** Words for steps the catalogue has no single id for (a brother of unknown age, a parent of unknown gender). */
const GENERIC: Record<RelationLanguage, Record<Generic, string>> = {
  hi: { brother: 'भाई', sister: 'बहन', sibling: 'भाई/बहन', parent: 'माता/पिता', child: 'संतान', spouse: 'जीवनसाथी' },
  mr: { brother: 'भाऊ', sister: 'बहीण', sibling: 'भावंड', parent: 'आई/वडील', child: 'अपत्य', spouse: 'जोडीदार' },
  gu: { brother: 'ભાઈ', sister: 'બહેન', sibling: 'ભાઈ/બહેન', parent: 'માતા/પિતા', child: 'સંતાન', spouse: 'જીવનસાથી' },
  pa: { brother: 'ਭਰਾ', sister: 'ਭੈਣ', sibling: 'ਭੈਣ/ਭਰਾ', parent: 'ਮਾਤਾ/ਪਿਤਾ', child: 'ਸੰਤਾਨ', spouse: 'ਜੀਵਨ ਸਾਥੀ' },
  bn: { brother: 'ভাই', sister: 'বোন', sibling: 'ভাইবোন', parent: 'বাবা/মা', child: 'সন্তান', spouse: 'স্বামী/স্ত্রী' },
  ta: { brother: 'சகோதரன்', sister: 'சகோதரி', sibling: 'உடன்பிறப்பு', parent: 'பெற்றோர்', child: 'பிள்ளை', spouse: 'வாழ்க்கைத் துணை' },
  te: { brother: 'సోదరుడు', sister: 'సోదరి', sibling: 'తోబుట్టువు', parent: 'తల్లి/తండ్రి', child: 'సంతానం', spouse: 'జీవిత భాగస్వామి' },
  kn: { brother: 'ಸಹೋದರ', sister: 'ಸಹೋದರಿ', sibling: 'ಒಡಹುಟ್ಟಿದವರು', parent: 'ತಂದೆ/ತಾಯಿ', child: 'ಮಗು', spouse: 'ಸಂಗಾತಿ' },
  ml: { brother: 'സഹോദരൻ', sister: 'സഹോദരി', sibling: 'കൂടപ്പിറപ്പ്', parent: 'രക്ഷിതാവ്', child: 'കുട്ടി', spouse: 'ജീവിതപങ്കാളി' },
  en: { brother: 'Brother', sister: 'Sister', sibling: 'Sibling', parent: 'Parent', child: 'Child', spouse: 'Spouse' },
};

function genericOf(p: Prim): Generic {
  if (p.rel === 'sibling') return p.gender === 'male' ? 'brother' : p.gender === 'female' ? 'sister' : 'sibling';
  return p.rel === 'opaque' ? 'sibling' : p.rel;
}

/** One piece of a composed name: a catalogue relation or a generic step. */
interface Segment {
  label: string;
  gender: Gender;
  /** An elder man (father, uncle, father-in-law …): the Indo-Aryan genitives take the respectful plural. */
  respected: boolean;
}

function segmentOf(id: RelationId | null, prim: Prim | undefined, lang: RelationLanguage): Segment {
  if (id) {
    const r = CATALOGUE.get(id)!;
    return { label: r.labels[lang], gender: r.gender, respected: r.gender === 'male' && r.generation >= 1 };
  }
  return { label: GENERIC[lang][genericOf(prim!)], gender: prim!.gender, respected: false };
}

/** Left to right, the longest run of steps that names a catalogue relation; a step that names none stands alone. */
function segments(prims: Prim[], lang: RelationLanguage): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < prims.length; ) {
    const p = prims[i]!;
    if (p.rel === 'opaque') {
      out.push(segmentOf(p.id!, p, lang));
      i += 1;
      continue;
    }
    let taken = 0;
    for (let len = Math.min(LONGEST, prims.length - i); len >= 1 && taken === 0; len--) {
      const run = prims.slice(i, i + len);
      if (run.some((x) => x.rel === 'opaque')) continue;
      const id = matchRun(run);
      if (id) {
        out.push(segmentOf(id, undefined, lang));
        taken = len;
      }
    }
    if (taken === 0) {
      out.push(segmentOf(null, p, lang));
      taken = 1;
    }
    i += taken;
  }
  return out;
}

/** "Possessor GEN possessed", one language each; see decision 0721 for the forms and the simplifications. */
interface Genitive {
  /** The possessor's form before the genitive (oblique stem, suffix attached). */
  possessor(label: string, seg: Segment): string;
  /** What joins possessor and possessed: agrees with the possessed; `last` when nothing follows it. */
  join(possessed: Segment, last: boolean): string;
}

const stripNotes = (label: string) => label.replace(/\s*\([^)]*\)/g, '').trim();
const lastWord = (label: string) => {
  const i = label.lastIndexOf(' ');
  return [label.slice(0, i + 1), label.slice(i + 1)] as const;
};
const mapWords = (label: string, table: Record<string, string>) => label.split(' ').map((w) => table[w] ?? w).join(' ');
const withSuffix = (label: string, suffix: (word: string) => string) => {
  const [head, word] = lastWord(label);
  return head + suffix(word);
};

/** Hindi/Punjabi: masculine -ā nouns and adjectives take -e in the oblique (kinship words like चाचा, मामा do not). */
const HI_OBLIQUE: Record<string, string> = {
  बेटा: 'बेटे', साला: 'साले', भतीजा: 'भतीजे', भांजा: 'भांजे', पोता: 'पोते', परपोता: 'परपोते',
  बड़ा: 'बड़े', छोटा: 'छोटे', चचेरा: 'चचेरे', फुफेरा: 'फुफेरे', ममेरा: 'ममेरे', मौसेरा: 'मौसेरे',
};
const PA_OBLIQUE: Record<string, string> = {
  ਵੱਡਾ: 'ਵੱਡੇ', ਛੋਟਾ: 'ਛੋਟੇ', ਚਚੇਰਾ: 'ਚਚੇਰੇ', ਫੁਫੇਰਾ: 'ਫੁਫੇਰੇ', ਮਮੇਰਾ: 'ਮਮੇਰੇ', ਮਸੇਰਾ: 'ਮਸੇਰੇ',
  ਭਤੀਜਾ: 'ਭਤੀਜੇ', ਭਾਣਜਾ: 'ਭਾਣਜੇ', ਪੋਤਾ: 'ਪੋਤੇ', ਪੜਪੋਤਾ: 'ਪੜਪੋਤੇ', ਦੋਹਤਾ: 'ਦੋਹਤੇ', ਸਾਲਾ: 'ਸਾਲੇ', ਸਹੁਰਾ: 'ਸਹੁਰੇ', ਜੀਜਾ: 'ਜੀਜੇ',
};
/** Marathi oblique stems before -चा (वडील → वडिलांचा, भाऊ → भावाचा, बहीण → बहिणीचा). */
const MR_OBLIQUE: Record<string, string> = {
  वडील: 'वडिलां', भाऊ: 'भावा', बहीण: 'बहिणी', मुलगा: 'मुला', मुलगी: 'मुली', काका: 'काकां', आजोबा: 'आजोबां',
  मामा: 'मामां', आत्या: 'आत्ये', सासरे: 'सासऱ्यां', मोठा: 'मोठ्या', मोठी: 'मोठ्या', मोठे: 'मोठ्या', धाकटा: 'धाकट्या',
  धाकटी: 'धाकट्या', दीर: 'दिरा', जावई: 'जावया', नातू: 'नातवा', भाचा: 'भाच्या', मेहुणा: 'मेहुण्या', पणजोबा: 'पणजोबां',
  सून: 'सुने', नात: 'नाती', नणंद: 'नणंदे', मावसोबा: 'मावसोबां', यजमान: 'यजमानां',
};

const hindiLike = (oblique: Record<string, string>, [m, mObl, f]: [string, string, string]): Genitive => ({
  possessor: (label, seg) => (seg.gender === 'female' ? label : mapWords(label, oblique)),
  join: (possessed, last) => ` ${possessed.gender === 'female' ? f : last && !possessed.respected ? m : mObl} `,
});

const BN_VOWEL_SIGNS = /[\u09BE-\u09CC\u09D7]$/;
const BN_INDEPENDENT_VOWEL = /[\u0985-\u0994]$/;
const TA_VOWEL_SIGN_I_E = /[\u0BBF\u0BC0\u0BC6\u0BC7\u0BC8]$/;
const TA_VOWEL_SIGN_A_O = /[\u0BBE\u0BCA\u0BCB]$/;
const KN_VOWEL_SIGN_I_E = /[\u0CBF\u0CC0\u0CC6\u0CC7\u0CC8]$/;

const GENITIVE: Record<RelationLanguage, Genitive> = {
  hi: hindiLike(HI_OBLIQUE, ['का', 'के', 'की']),
  pa: hindiLike(PA_OBLIQUE, ['ਦਾ', 'ਦੇ', 'ਦੀ']),
  mr: {
    possessor: (label) => `${mapWords(label, MR_OBLIQUE)}`,
    join: (possessed, last) => (last ? (possessed.gender === 'female' ? 'ची ' : possessed.respected ? 'चे ' : 'चा ') : 'च्या '),
  },
  gu: {
    // -o nouns and adjectives take -ā before the genitive (દીકરો → દીકરાનો, નાનો ભાઈ → નાના ભાઈનો).
    possessor: (label, seg) => (seg.gender === 'female' ? label : label.replace(/ો(?=\s|$)/g, 'ા')),
    join: (possessed, last) => (possessed.gender === 'female' ? 'ની ' : last && !possessed.respected ? 'નો ' : 'ના '),
  },
  bn: {
    possessor: (label) =>
      withSuffix(label, (w) => (w === 'মা' ? 'মায়ের' : BN_INDEPENDENT_VOWEL.test(w) ? `${w}য়ের` : BN_VOWEL_SIGNS.test(w) ? `${w}র` : `${w}ের`)),
    join: () => ' ',
  },
  ta: {
    possessor: (label) =>
      withSuffix(label, (w) =>
        w.endsWith('்') ? `${w.slice(0, -1)}ின்` : w.endsWith('ு') ? `${w.slice(0, -1)}ின்` : TA_VOWEL_SIGN_A_O.test(w) ? `${w}வின்` : TA_VOWEL_SIGN_I_E.test(w) ? `${w}யின்` : `${w}வின்`),
    join: () => ' ',
  },
  te: {
    // The oblique stem serves as the genitive: తమ్ముడు → తమ్ముడి, కూతురు → కూతురి, కోడలు → కోడలి; -a/-i nouns stay.
    possessor: (label) => withSuffix(label, (w) => (/(డు|రు|లు)$/.test(w) ? `${w.slice(0, -1)}ి` : w)),
    join: () => ' ',
  },
  kn: {
    possessor: (label) =>
      withSuffix(label, (w) =>
        w.endsWith('ಳು') ? w.slice(0, -1) : w.endsWith('ು') ? `${w}ವಿನ` : KN_VOWEL_SIGN_I_E.test(w) ? `${w}ಯ` : `${w}ನ`),
    join: () => ' ',
  },
  ml: {
    possessor: (label) =>
      withSuffix(label, (w) => {
        if (w.endsWith('ൻ')) return `${w.slice(0, -1)}ന്റെ`;
        if (w.endsWith('ൾ')) return `${w.slice(0, -1)}ളുടെ`;
        if (w.endsWith('ർ')) return `${w.slice(0, -1)}റുടെ`;
        if (w.endsWith('്')) return `${w.slice(0, -1)}ിന്റെ`;
        if (w.endsWith('ു')) return `${w}വിന്റെ`;
        // Vowel endings (അമ്മ, ഭാര്യ, ചേച്ചി): -യുടെ.
        return `${w}യുടെ`;
      }),
    join: () => ' ',
  },
  en: { possessor: (label) => `${label}'s`, join: () => ' ' },
};

function compose(segs: Segment[], lang: RelationLanguage): string {
  const g = GENITIVE[lang];
  let out = '';
  segs.forEach((seg, i) => {
    const next = segs[i + 1];
    if (!next) {
      out += seg.label;
      return;
    }
    out += g.possessor(stripNotes(seg.label), seg) + g.join(next, i + 1 === segs.length - 1);
  });
  return out;
}

function linkLabel(link: ChainLink, lang: RelationLanguage): string {
  const r = CATALOGUE.get(link as RelationId);
  if (r) return r.labels[lang];
  return GENERIC[lang][genericOf(STEP_PRIM[link as StepKind])];
}

export function nameRelation(chain: ReadonlyArray<ChainLink> | ReadonlyArray<Step>, lang: RelationLanguage, ctx: NameContext = {}): NamedRelation {
  const links = chain.map(linkOf);
  const labels = links.map((l) => linkLabel(l, lang));
  const relationId = reduceChain(chain, ctx);
  if (relationId) return { relationId, label: CATALOGUE.get(relationId)!.labels[lang], chain: labels };
  return { relationId: null, label: compose(segments(primsOf(chain, ctx), lang), lang), chain: labels };
}

/**
 * A relation label as a notification's sentence reads it (decision 0724): English catalogue
 * labels are Title Case for lists and charts, lower case mid-sentence ("Your father Ramesh …");
 * the other languages have no case and read as the family pages show them.
 */
export function relationInSentence(label: string, lang: RelationLanguage): string {
  return lang === 'en' ? label.toLowerCase() : label;
}
