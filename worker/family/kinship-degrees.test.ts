import { describe, expect, it } from 'vitest';
import { graphOf, type FamilyGraph, type Gender, type ParentLink, type PersonKey, type PersonSpec } from './graph';
import { barredPersons, kinshipClauses, type GenerationLimits, type KinshipClause } from './kinship';

/**
 * Hindu Marriage Act 1955 s.3(f) and s.3(g)(i)–(iv) (decision 0723), one family for every
 * clause. The clan (m = male, f = female; "=" marriage, "|" children):
 *
 *   ggf = ggm
 *     |-- gf = gm                           ggf's other son: gu = guw (grand-uncle and his wife)
 *     |     |-- father = mother             aunt (father's sister) = auntH
 *     |     |     |-- me (m), sis (f), bro (m) = broW1 (divorced), broW2 (widowed: bro is dead)
 *     |     |     |-- halfSis (f: father's daughter by fw2, the father's second wife: my step-mother)
 *     |     |-- uncle (father's brother) = uncleW
 *     |           |-- pCousin (f: a parallel cousin)
 *     |     aunt's children: xCousin (f: a cross cousin)
 *   me = (none); my son = sonW (a son's wife); bro's daughter = niece
 *   mother's mother's mother: mmm (beyond the mother's three generations)
 */
function clan() {
  const specs: PersonSpec[] = [];
  const p = (key: PersonKey, gender: Gender, parents: Array<PersonKey | ParentLink> = [], spouses: PersonKey[] = []) => specs.push({ key, gender, parents, spouses });
  p('e:ggf', 'male', [], ['e:ggm']);
  p('e:ggm', 'female');
  p('e:gf', 'male', ['e:ggf', 'e:ggm'], ['e:gm']);
  p('e:gm', 'female');
  p('e:gu', 'male', ['e:ggf', 'e:ggm'], ['e:guw']);
  p('e:guw', 'female');
  p('e:mmm', 'female');
  p('e:mm', 'female', ['e:mmm']);
  p('e:father', 'male', ['e:gf', 'e:gm'], ['e:mother', 'e:fw2']);
  p('e:mother', 'female', ['e:mm']);
  p('e:fw2', 'female');
  p('e:uncle', 'male', ['e:gf', 'e:gm'], ['e:uncleW']);
  p('e:uncleW', 'female');
  p('e:aunt', 'female', ['e:gf', 'e:gm'], ['e:auntH']);
  p('e:auntH', 'male');
  p('e:me', 'male', ['e:father', 'e:mother']);
  p('e:sis', 'female', ['e:father', 'e:mother']);
  p('e:bro', 'male', ['e:father', 'e:mother'], ['e:broW1', 'e:broW2']);
  p('e:broW1', 'female');
  p('e:broW2', 'female');
  p('e:halfSis', 'female', ['e:father', 'e:fw2']);
  p('e:niece', 'female', ['e:bro', 'e:broW2']);
  p('e:son', 'male', ['e:me'], ['e:sonW']);
  p('e:sonW', 'female');
  p('e:pCousin', 'female', ['e:uncle', 'e:uncleW']);
  p('e:xCousin', 'female', ['e:aunt', 'e:auntH']);
  p('e:stranger', 'female');
  return graphOf(specs);
}

const ACT: GenerationLimits = { father: 5, mother: 3 };
const LOW: GenerationLimits = { father: 2, mother: 2 };
const clauses = (g: FamilyGraph, a: PersonKey, b: PersonKey, limits = ACT, custom = false) => {
  const out = kinshipClauses(g, a, b, limits, { crossCousinCustom: custom });
  // The clause answer and the set family finding uses agree.
  const barred = barredPersons(g, a, limits, { crossCousinCustom: custom });
  expect(barred.sapinda.has(b)).toBe(out.includes('f'));
  expect(barred.prohibited.has(b)).toBe(out.some((c) => c !== 'f'));
  return out;
};

describe('degrees of prohibited relationship (HMA 1955 s.3(g)), at any generation setting', () => {
  const g = clan();

  it('(i) a lineal ascendant or descendant beyond the sapinda limits: the mother\'s mother\'s mother', () => {
    expect(clauses(g, 'e:me', 'e:mmm')).toEqual<KinshipClause[]>(['g-i']);
    expect(clauses(g, 'e:mmm', 'e:me')).toEqual<KinshipClause[]>(['g-i']);
    // Within the limits a lineal ascendant is a sapinda as well.
    expect(clauses(g, 'e:me', 'e:gf')).toEqual<KinshipClause[]>(['f', 'g-i']);
  });

  it('(ii) the wife or husband of a lineal ascendant or descendant: a step-mother, a son\'s wife, both ways round', () => {
    expect(clauses(g, 'e:me', 'e:fw2', LOW)).toEqual<KinshipClause[]>(['g-ii']);
    expect(clauses(g, 'e:fw2', 'e:me', LOW)).toEqual<KinshipClause[]>(['g-ii']);
    expect(clauses(g, 'e:me', 'e:sonW', LOW)).toEqual<KinshipClause[]>(['g-ii']);
    expect(clauses(g, 'e:sonW', 'e:me', LOW)).toEqual<KinshipClause[]>(['g-ii']);
  });

  it('(iii) the wife of a brother, divorced or widowed, of an uncle and of a grand-uncle, both ways round', () => {
    // The graph keeps every wife a list wrote: the first (divorced) and the widow of a brother alike.
    expect(clauses(g, 'e:me', 'e:broW1', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    expect(clauses(g, 'e:me', 'e:broW2', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    expect(clauses(g, 'e:broW1', 'e:me', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    expect(clauses(g, 'e:me', 'e:uncleW', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    expect(clauses(g, 'e:uncleW', 'e:me', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    expect(clauses(g, 'e:me', 'e:guw', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    expect(clauses(g, 'e:guw', 'e:me', LOW)).toEqual<KinshipClause[]>(['g-iii']);
    // The Act names the wife of a brother, not the husband of a sister: the aunt's husband is not barred by it.
    expect(clauses(g, 'e:sis', 'e:auntH', LOW)).toEqual([]);
  });

  it('(iv) brother and sister (half blood too), uncle and niece, aunt and nephew, and first cousins', () => {
    // A shared parent is the second generation: siblings are sapindas at every setting as well.
    expect(clauses(g, 'e:me', 'e:sis', LOW)).toEqual<KinshipClause[]>(['f', 'g-iv']);
    expect(clauses(g, 'e:me', 'e:halfSis', LOW)).toEqual<KinshipClause[]>(['f', 'g-iv']);
    expect(clauses(g, 'e:me', 'e:niece', LOW)).toEqual<KinshipClause[]>(['g-iv']);
    expect(clauses(g, 'e:niece', 'e:me', LOW)).toEqual<KinshipClause[]>(['g-iv']);
    expect(clauses(g, 'e:me', 'e:aunt', LOW)).toEqual<KinshipClause[]>(['g-iv']);
    expect(clauses(g, 'e:me', 'e:pCousin', LOW)).toEqual<KinshipClause[]>(['g-iv']);
    expect(clauses(g, 'e:me', 'e:xCousin', LOW)).toEqual<KinshipClause[]>(['g-iv']);
    // At the Act's limits the cousins are sapindas too.
    expect(clauses(g, 'e:me', 'e:xCousin')).toEqual<KinshipClause[]>(['f', 'g-iv']);
  });

  it('nobody else: a stranger, and an in-law of no clause (the sister\'s husband\'s kin)', () => {
    expect(clauses(g, 'e:me', 'e:stranger')).toEqual([]);
    expect(clauses(g, 'e:me', 'e:me')).toEqual([]);
    expect(clauses(g, 'e:me', 'e:auntH')).toEqual([]);
  });

  it('adoption counts as blood: an adopted brother\'s daughter is a niece', () => {
    const specs: PersonSpec[] = [
      { key: 'e:f', gender: 'male' },
      { key: 'e:me', gender: 'male', parents: ['e:f'] },
      { key: 'e:adopted', gender: 'male', parents: [{ key: 'e:f', kind: 'adoptive' }] },
      { key: 'e:niece', gender: 'female', parents: ['e:adopted'] },
    ];
    expect(clauses(graphOf(specs), 'e:me', 'e:niece', LOW)).toEqual<KinshipClause[]>(['g-iv']);
  });
});

describe('custom permitting marriage between cousins through a brother and a sister (s.5(iv), (v))', () => {
  const g = clan();

  it('lets the cross cousin through both (iv) and the sapinda bar; a parallel cousin stays barred', () => {
    expect(clauses(g, 'e:me', 'e:xCousin', ACT, true)).toEqual([]);
    expect(clauses(g, 'e:xCousin', 'e:me', ACT, true)).toEqual([]);
    expect(clauses(g, 'e:me', 'e:pCousin', ACT, true)).toEqual<KinshipClause[]>(['f', 'g-iv']);
    expect(clauses(g, 'e:me', 'e:sis', ACT, true)).toEqual<KinshipClause[]>(['f', 'g-iv']);
  });

  it('keeps a cross cousin barred who is related another way too (their other parents are brother and sister as well)', () => {
    const specs: PersonSpec[] = [
      { key: 'e:g1', gender: 'male' },
      { key: 'e:g2', gender: 'male' },
      { key: 'e:a1', gender: 'male', parents: ['e:g1'], spouses: ['e:a2'] },
      { key: 'e:b1', gender: 'female', parents: ['e:g1'], spouses: ['e:b2'] },
      // The other two parents are siblings from another family: a second cross link, so still allowed …
      { key: 'e:a2', gender: 'female', parents: ['e:g2'] },
      { key: 'e:b2', gender: 'male', parents: ['e:g2'] },
      { key: 'e:x', gender: 'male', parents: ['e:a1', 'e:a2'] },
      { key: 'e:y', gender: 'female', parents: ['e:b1', 'e:b2'] },
    ];
    expect(clauses(graphOf(specs), 'e:x', 'e:y', ACT, true)).toEqual([]);
    // … but when the other parents are two sisters' children (a parallel link), x and y are barred.
    const parallel = specs.map((s): PersonSpec => (s.key === 'e:b2' ? { ...s, gender: 'female' as const, spouses: [] } : s.key === 'e:b1' ? { ...s, gender: 'male' as const, spouses: ['e:b2'] } : s));
    expect(clauses(graphOf(parallel), 'e:x', 'e:y', ACT, true)).toContain('g-iv');
  });
});
