import { describe, expect, it } from 'vitest';
import { INDUSTRY_CATEGORIES, RELATION_IDS, RELATION_LANGUAGES } from '../../contract/reference';
import { INDUSTRIES } from './catalogue/industries';
import { NAKSHATRAS, RASHIS } from './catalogue/nakshatras';
import { RELATIONS } from './catalogue/relations';
import { phoneCode } from './catalogue/geography';
import { communityRows, optionRows } from './seed-rows';
import { slug } from './slug';
import { inlineParameters, sqlLiteral } from './sql-literal';

/** Unicode blocks of the scripts the relation labels must be written in. */
const SCRIPT: Record<(typeof RELATION_LANGUAGES)[number], RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  gu: /[\u0A80-\u0AFF]/,
  pa: /[\u0A00-\u0A7F]/,
  bn: /[\u0980-\u09FF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
  en: /^[A-Za-z' ()-]+$/,
};

describe('relation catalogue', () => {
  it('has each fixed id once, self among them', () => {
    expect(RELATIONS.map((r) => r._id)).toEqual([...RELATION_IDS]);
    expect(RELATIONS.find((r) => r._id === 'self')).toMatchObject({ side: 'self', generation: 0 });
  });

  it("writes every label in its language's own script", () => {
    for (const r of RELATIONS) {
      for (const lang of RELATION_LANGUAGES) expect(r.labels[lang], `${r._id}.${lang}`).toMatch(SCRIPT[lang]);
    }
  });

  it('tells apart, in each language, relations that members pick from one list', () => {
    for (const lang of RELATION_LANGUAGES) {
      const labels = RELATIONS.map((r) => r.labels[lang]);
      const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
      expect(twice, lang).toEqual([]);
    }
  });

  it('keeps sides and generations consistent', () => {
    const by = (id: string) => RELATIONS.find((r) => r._id === id)!;
    expect(by('father')).toMatchObject({ side: 'father', generation: 1, gender: 'male' });
    expect(by('maternal-grandmother')).toMatchObject({ side: 'mother', generation: 2, gender: 'female' });
    expect(by('paternal-great-grandfather').generation).toBe(3);
    expect(by('son').generation).toBe(-1);
    expect(by('maternal-granddaughter').generation).toBe(-2);
    for (const r of RELATIONS) if (r._id !== 'self') expect(['male', 'female']).toContain(r.gender);
  });
});

describe('nakshatra table', () => {
  it('has 27 nakshatras whose 108 charans walk the 12 rashis in order, nine each', () => {
    expect(NAKSHATRAS).toHaveLength(27);
    const padas = NAKSHATRAS.flatMap((n) => n.charans);
    expect(padas).toHaveLength(108);
    padas.forEach((p, k) => expect(p.rashiNumber).toBe(Math.floor(k / 9) + 1));
    expect(NAKSHATRAS.find((n) => n.name === 'Krittika')!.charans.map((c) => c.rashi)).toEqual(['Mesha', 'Vrishabha', 'Vrishabha', 'Vrishabha']);
    expect(NAKSHATRAS.find((n) => n.name === 'Purva Bhadrapada')!.charans.map((c) => c.rashi)).toEqual(['Kumbha', 'Kumbha', 'Kumbha', 'Meena']);
  });

  it('splits gana and nadi nine ways each', () => {
    for (const key of ['gana', 'nadi'] as const) {
      const counts = new Map<string, number>();
      for (const n of NAKSHATRAS) counts.set(n[key], (counts.get(n[key]) ?? 0) + 1);
      expect([...counts.values()], key).toEqual([9, 9, 9]);
    }
  });

  it('pairs each yoni animal male and female, Nakula alone', () => {
    const byAnimal = new Map<string, string[]>();
    for (const n of NAKSHATRAS) byAnimal.set(n.yoni, [...(byAnimal.get(n.yoni) ?? []), n.yoniGender]);
    expect(byAnimal.size).toBe(14);
    for (const [animal, genders] of byAnimal) {
      expect(genders.sort(), animal).toEqual(animal.startsWith('Nakula') ? ['male'] : ['female', 'male']);
    }
  });

  it('gives each rashi its varna, and Dhanu and Makara a vashya per half', () => {
    expect(RASHIS.map((r) => r.varna)).toEqual([
      'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin',
    ]);
    const vashya = (name: string, charan: number) => NAKSHATRAS.find((n) => n.name === name)!.charans[charan - 1]!.vashya;
    expect(vashya('Purva Ashadha', 1)).toBe('Manava');
    expect(vashya('Purva Ashadha', 2)).toBe('Chatushpada');
    expect(vashya('Shravana', 2)).toBe('Chatushpada');
    expect(vashya('Shravana', 3)).toBe('Jalachara');
    expect(vashya('Anuradha', 1)).toBe('Keeta');
    expect(vashya('Magha', 1)).toBe('Vanachara');
  });
});

describe('option lists and communities', () => {
  it('has the spec industry categories with 5 to 10 subcategories each', () => {
    expect(Object.keys(INDUSTRIES)).toEqual([...INDUSTRY_CATEGORIES]);
    for (const subs of Object.values(INDUSTRIES)) expect(subs.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every seeded row a unique id', () => {
    const c = communityRows();
    for (const rows of [c.religions, c.castes, c.sub_castes, c.gotras, optionRows()]) {
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives every Hindu caste gotras to choose from', () => {
    const c = communityRows();
    const withGotras = new Set(c.gotras.map((g) => g.caste_id));
    for (const caste of c.castes.filter((x) => x.religion_id === 'hindu')) expect(withGotras.has(caste.id), caste.id).toBe(true);
  });
});

describe('helpers', () => {
  it('makes readable ids', () => {
    expect(slug('B.E./B.Tech')).toBe('be-btech');
    expect(slug('Bahá’í')).toBe('bahai');
    expect(slug('5 - 7.5 Lakh')).toBe('5-7-5-lakh');
    expect(slug('Media, Entertainment & Telecom')).toBe('media-entertainment-and-telecom');
  });

  it('normalises dialling prefixes', () => {
    expect(phoneCode('91')).toBe('+91');
    expect(phoneCode('+1-684')).toBe('+1-684');
    expect(phoneCode('+1-809 and 1-829')).toBe('+1-809');
  });

  it('writes parameters as SQL literals, quotes escaped', () => {
    expect(sqlLiteral("Cote D'Ivoire")).toBe("'Cote D''Ivoire'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(-12.5)).toBe('-12.5');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(inlineParameters({ sql: 'insert into "a?" ("x", "y") values (?, ?)', parameters: ["it's ?", 3] })).toBe(
      `insert into "a?" ("x", "y") values ('it''s ?', 3)`,
    );
    expect(() => inlineParameters({ sql: 'select ?', parameters: [] })).toThrow();
  });
});
