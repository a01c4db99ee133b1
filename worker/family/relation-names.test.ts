import { describe, expect, it } from 'vitest';
import { RELATION_LANGUAGES, type RelationLanguage } from '../../contract/reference';
import { graphOf } from './graph';
import { nameRelation, reduceChain, relationInSentence, type ChainLink } from './relation-names';
import { relationPath } from './steps';

/** Per language: a direct relation, a chain that reduces to a catalogue relation, and a composed chain. */
const CASES: Record<RelationLanguage, { direct: string; reduced: string; composed: string; composed2: string }> = {
  hi: { direct: 'पिता', reduced: 'ताऊ', composed: 'चचेरे / फुफेरे भाई की पत्नी', composed2: 'दामाद के पिता' },
  mr: { direct: 'वडील', reduced: 'मोठे काका', composed: 'चुलत / आते भावाची पत्नी', composed2: 'जावयाचे वडील' },
  gu: { direct: 'પિતા', reduced: 'મોટા કાકા', composed: 'પિતરાઈ ભાઈની પત્ની', composed2: 'જમાઈના પિતા' },
  pa: { direct: 'ਪਿਤਾ', reduced: 'ਤਾਇਆ', composed: 'ਚਚੇਰੇ / ਫੁਫੇਰੇ ਭਰਾ ਦੀ ਪਤਨੀ', composed2: 'ਜਵਾਈ ਦੇ ਪਿਤਾ' },
  bn: { direct: 'বাবা', reduced: 'জ্যাঠা', composed: 'খুড়তুতো / পিসতুতো ভাইয়ের স্ত্রী', composed2: 'জামাইয়ের বাবা' },
  ta: { direct: 'அப்பா', reduced: 'பெரியப்பா', composed: 'ஒன்றுவிட்ட சகோதரனின் மனைவி', composed2: 'மருமகனின் அப்பா' },
  te: { direct: 'నాన్న', reduced: 'పెదనాన్న', composed: 'వరుస సోదరుడి భార్య', composed2: 'అల్లుడి నాన్న' },
  kn: { direct: 'ಅಪ್ಪ', reduced: 'ದೊಡ್ಡಪ್ಪ', composed: 'ಸೋದರಸಂಬಂಧಿ ಸಹೋದರನ ಹೆಂಡತಿ', composed2: 'ಅಳಿಯನ ಅಪ್ಪ' },
  ml: { direct: 'അച്ഛൻ', reduced: 'വല്യച്ഛൻ', composed: 'മച്ചുനന്റെ ഭാര്യ', composed2: 'മരുമകന്റെ അച്ഛൻ' },
  en: { direct: 'Father', reduced: "Father's Elder Brother", composed: "Paternal Cousin Brother's Wife", composed2: "Son-in-law's Father" },
};

describe.each(RELATION_LANGUAGES)('relation names in %s', (lang) => {
  const c = CASES[lang];
  it('names a direct relation by its catalogue label', () => {
    expect(nameRelation(['father'], lang)).toEqual({ relationId: 'father', label: c.direct, chain: [c.direct] });
  });
  it('reduces father ∘ elder-brother to the catalogue relation', () => {
    const named = nameRelation(['father', 'elder-brother'], lang);
    expect(named.relationId).toBe('father-elder-brother');
    expect(named.label).toBe(c.reduced);
    expect(named.chain).toHaveLength(2);
    expect(named.chain[0]).toBe(c.direct);
  });
  it('composes a chain the catalogue has no word for with the genitive', () => {
    expect(nameRelation(['paternal-cousin-brother', 'wife'], lang)).toMatchObject({ relationId: null, label: c.composed });
    expect(nameRelation(['daughter', 'husband', 'father'], lang)).toMatchObject({ relationId: null, label: c.composed2 });
  });
});

describe('chains reduced to catalogue relations', () => {
  const cases: Array<[ChainLink[], string | null]> = [
    [['father', 'elder-brother'], 'father-elder-brother'],
    [['father-younger-brother', 'son'], 'paternal-cousin-brother'],
    [['father-sister', 'daughter'], 'paternal-cousin-sister'],
    [['mother', 'sister', 'son'], 'maternal-cousin-brother'],
    [['husband', 'father'], 'father-in-law'],
    [['wife', 'mother'], 'mother-in-law'],
    [['son', 'wife'], 'daughter-in-law'],
    [['daughter', 'husband'], 'son-in-law'],
    [['elder-brother', 'son'], 'brother-son'],
    [['younger-sister', 'daughter'], 'sister-daughter'],
    [['elder-brother', 'wife'], 'brother-wife'],
    [['paternal-grandfather', 'father'], 'paternal-great-grandfather'],
    [['son', 'son'], 'paternal-grandson'],
    [['daughter', 'son', 'daughter'], 'great-granddaughter'],
    [['husband', 'younger-brother'], 'husband-younger-brother'],
    [['husband', 'elder-brother', 'wife'], 'husband-brother-wife'],
    [['wife', 'sister', 'husband'], 'wife-sister-husband'],
    [['mother-sister'], 'mother-sister'],
    [['brother-in-law'], 'brother-in-law'],
    [['self'], 'self'],
    [['father', 'son'], null],
    [['brother-in-law', 'son'], null],
    [['father', 'brother'], null],
  ];
  it.each(cases)('%j → %s', (chain, id) => {
    expect(reduceChain(chain)).toBe(id);
  });

  it('a parent\'s child is a sibling, or the viewer when the context says so', () => {
    const persons = [{ key: 'me', dob: '1990-01-01' }, { key: 'dad' }, { key: 'bro', dob: '1985-05-05', gender: 'male' as const }];
    expect(reduceChain(['father', 'son'], { persons })).toBe('elder-brother');
    expect(reduceChain(['father', 'son'], { persons: [{ key: 'me' }, { key: 'dad' }, { key: 'me' }] })).toBe('self');
    expect(reduceChain(['elder-brother', 'father'])).toBe('father');
  });
});

describe('elder and younger by date of birth', () => {
  const uncle = (dob: string) => ({ persons: [{ key: 'me' }, { key: 'dad', dob: '1965-03-01' }, { key: 'uncle', dob }] });
  it('tau or chacha: the father\'s brother older or younger than the father', () => {
    expect(nameRelation(['father', 'brother'], 'hi', uncle('1960-01-01'))).toMatchObject({ relationId: 'father-elder-brother', label: 'ताऊ' });
    expect(nameRelation(['father', 'brother'], 'hi', uncle('1970-01-01'))).toMatchObject({ relationId: 'father-younger-brother', label: 'चाचा' });
    expect(nameRelation(['father', 'brother'], 'ta', uncle('1970-01-01')).label).toBe('சித்தப்பா');
    expect(nameRelation(['father', 'brother'], 'hi', uncle('1965-03-01'))).toMatchObject({ relationId: null, label: 'पिता का भाई' });
  });
  it('jeth or devar: the husband\'s brother older or younger than the husband', () => {
    const ctx = (dob: string) => ({ persons: [{ key: 'me' }, { key: 'h', dob: '1988-01-01' }, { key: 'b', dob }] });
    expect(nameRelation(['husband', 'brother'], 'hi', ctx('1985-01-01'))).toMatchObject({ relationId: 'husband-elder-brother', label: 'जेठ' });
    expect(nameRelation(['husband', 'brother'], 'hi', ctx('1992-01-01'))).toMatchObject({ relationId: 'husband-younger-brother', label: 'देवर' });
    expect(nameRelation(['husband', 'brother'], 'mr', ctx('1992-01-01')).label).toBe('दीर');
  });
  it('a path from the graph carries elder/younger from the persons\' dobs', () => {
    const g = graphOf([
      { key: 'e:gf', gender: 'male' },
      { key: 'e:dad', gender: 'male', dob: '1965-01-01', parents: ['e:gf'] },
      { key: 'e:chacha', gender: 'male', dob: '1968-01-01', parents: ['e:gf'] },
      { key: 'e:me', gender: 'female', dob: '1992-01-01', parents: ['e:dad'] },
      { key: 'e:cousin', gender: 'male', parents: ['e:chacha'], spouses: ['e:bhabhi'] },
      { key: 'e:bhabhi', gender: 'female' },
    ]);
    const path = relationPath(g, 'e:me', 'e:chacha')!;
    expect(nameRelation(path, 'hi')).toMatchObject({ relationId: 'father-younger-brother', label: 'चाचा', chain: ['पिता', 'छोटा भाई'] });
    const toBhabhi = relationPath(g, 'e:me', 'e:bhabhi')!;
    const named = nameRelation(toBhabhi, 'en');
    expect(named).toMatchObject({ relationId: null, label: "Paternal Cousin Brother's Wife" });
    expect(named.chain.join(' → ')).toBe('Father → Younger Brother → Son → Wife');
  });
});

describe('genitive forms', () => {
  it('Hindi and Punjabi agree with the possessed: का for a man, की for a woman, के before another postposition or for an elder', () => {
    expect(nameRelation(['father', 'brother'], 'hi').label).toBe('पिता का भाई');
    expect(nameRelation(['father', 'sister', 'husband', 'sister'], 'hi').label).toBe('फूफा की बहन');
    // The grandson's wife's brother is his wife's brother: his साला.
    expect(nameRelation(['son', 'son', 'wife', 'brother'], 'hi').label).toBe('पोते का साला');
    expect(nameRelation(['son', 'son', 'wife', 'sister', 'husband'], 'hi').label).toBe('पोते का साढ़ू');
    expect(nameRelation(['paternal-grandson', 'wife', 'father', 'brother'], 'hi').label).toBe('पोते के ससुर का भाई');
    expect(nameRelation(['brother-in-law', 'father', 'sister'], 'hi').label).toBe('जीजा / साले / देवर की बुआ');
    expect(nameRelation(['brother-in-law', 'father'], 'hi').label).toBe('जीजा / साले / देवर के पिता');
    expect(nameRelation(['wife', 'father', 'brother'], 'pa').label).toBe('ਸਹੁਰੇ ਦਾ ਭਰਾ');
  });
  it('Marathi, Gujarati: oblique stems and agreement', () => {
    expect(nameRelation(['father', 'brother'], 'mr').label).toBe('वडिलांचा भाऊ');
    expect(nameRelation(['husband', 'sister', 'son', 'son'], 'mr').label).toBe('नणंदेचा नातू (मुलाचा मुलगा)');
    expect(nameRelation(['elder-brother', 'son', 'wife', 'mother'], 'mr').label).toBe('पुतण्याची सासू');
    expect(nameRelation(['mother', 'sister', 'son', 'daughter'], 'gu').label).toBe('મામાના / માસીના દીકરાની દીકરી');
  });
  it('Bengali, Tamil, Telugu, Kannada, Malayalam: the genitive suffix after the stem', () => {
    expect(nameRelation(['mother', 'brother', 'wife', 'mother'], 'bn').label).toBe('মামির মা');
    expect(nameRelation(['son', 'wife', 'mother'], 'bn').label).toBe('বৌমার মা');
    expect(nameRelation(['elder-brother', 'son', 'wife', 'mother'], 'bn').label).toBe('ভাইপোর শাশুড়ি');
    expect(nameRelation(['son', 'wife', 'mother'], 'te').label).toBe('కోడలి అమ్మ');
    expect(nameRelation(['elder-sister', 'husband', 'younger-brother'], 'ta').label).toBe('அத்தானின் தம்பி');
    expect(nameRelation(['husband', 'sister', 'son', 'son'], 'kn').label).toBe('ನಾದಿನಿಯ ಮೊಮ್ಮಗ (ಮಗನ ಮಗ)');
    expect(nameRelation(['daughter', 'daughter', 'husband'], 'ml').label).toBe('കൊച്ചുമകളുടെ ഭർത്താവ്');
  });
});

describe('relationInSentence (decision 0724)', () => {
  it('lower-cases English mid-sentence and leaves the other languages as the family pages show them', () => {
    expect(relationInSentence("Nephew's Mother-in-law", 'en')).toBe("nephew's mother-in-law");
    expect(relationInSentence('Father', 'en')).toBe('father');
    expect(relationInSentence('पिता', 'hi')).toBe('पिता');
    expect(relationInSentence('वडील', 'mr')).toBe('वडील');
  });
});
