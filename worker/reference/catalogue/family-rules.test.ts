import { describe, expect, it } from 'vitest';
import type { RelationGroup, RelationId } from '../../../contract/reference';
import { RELATIONS } from './relations';
import {
  AUTOMATIC_PARENT,
  checkFamilyMember,
  deleteBlocker,
  FAMILY_RULE_TEXT,
  memberFromCycle,
  memberFromRelations,
  PARENT_REQUIRED,
  PARENT_TYPES,
  parentChoices,
  relationOptions,
  SPOUSE_REQUIRED,
  SPOUSE_TYPES,
  type FamilyMemberDraft,
  type RuleEntry,
  type RuleMe,
} from '../../../contract/family-rules';

const man: RuleMe = { gender: 'male', maritalStatus: 'maritalStatus.married' };
const woman: RuleMe = { gender: 'female', maritalStatus: 'maritalStatus.married' };
const single: RuleMe = { gender: 'male', maritalStatus: 'maritalStatus.single' };

/** A list: self plus entries attached to self, named by relation ('father', 'father#2' …). */
function list(...specs: Array<RelationId | [RelationId, Partial<RuleEntry>]>): RuleEntry[] {
  const out: RuleEntry[] = [{ id: 'self', relation_id: 'self', member_from_id: null, parent_id: null, spouse_id: null, linked: true }];
  for (const s of specs) {
    const [relation, extra] = Array.isArray(s) ? s : [s, {}];
    const id = out.some((e) => e.id === relation) ? `${relation}#${out.length}` : relation;
    out.push({ id, relation_id: relation, member_from_id: 'self', parent_id: null, spouse_id: null, linked: false, ...extra });
  }
  return out;
}
const draft = (relation_id: string, extra: Partial<FamilyMemberDraft> = {}): FamilyMemberDraft => ({ name: 'Ramesh', relation_id, ...extra });
const groupOf = (group: RelationGroup) => RELATIONS.filter((r) => r.group === group).map((r) => r._id);

function failsWith(d: FamilyMemberDraft, l: RuleEntry[], me: RuleMe, message: string) {
  const out = checkFamilyMember(d, l, me);
  expect(out.ok ? 'accepted' : out.message).toBe(message);
}
function accepted(d: FamilyMemberDraft, l: RuleEntry[], me: RuleMe) {
  const out = checkFamilyMember(d, l, me);
  if (!out.ok) throw new Error(`refused: ${out.message}`);
  return out.value;
}

describe('the groups are the catalogue’s (decision 0701)', () => {
  it('rule 3’s four groups are cousin, sibling-child, grandchild and great-grandchild', () => {
    expect([...PARENT_REQUIRED].sort()).toEqual([...groupOf('cousin'), ...groupOf('sibling-child'), ...groupOf('grandchild'), ...groupOf('great-grandchild')].sort());
  });
  it('rule 4’s two groups are sibling-spouse and child-spouse; rule 6’s group is child', () => {
    expect([...SPOUSE_REQUIRED].sort()).toEqual([...groupOf('sibling-spouse'), ...groupOf('child-spouse')].sort());
    expect([...AUTOMATIC_PARENT].sort()).toEqual(groupOf('child').sort());
  });
  it('spouse pairs are of opposite gender, parents one generation up', () => {
    const rel = new Map(RELATIONS.map((r) => [r._id, r]));
    for (const [a, spouses] of Object.entries(SPOUSE_TYPES)) {
      for (const b of spouses ?? []) if (b !== 'self') expect(rel.get(b)?.gender, `${a} ~ ${b}`).not.toBe(rel.get(a as RelationId)?.gender);
    }
    for (const [child, parents] of Object.entries(PARENT_TYPES)) {
      for (const p of parents ?? []) {
        const up = (rel.get(p)?.generation ?? 0) - (rel.get(child as RelationId)?.generation ?? 0);
        expect(up, `${child} ← ${p}`).toBe(1);
      }
    }
  });
});

describe('§5 family member form, in order', () => {
  it('1. a name is required', () => failsWith(draft('father', { name: '' }), list(), man, "Name cann't be empty"));
  it('1. a name is at most 30 characters', () => failsWith(draft('father', { name: 'x'.repeat(31) }), list(), man, FAMILY_RULE_TEXT.nameTooLong));
  it('2. a relation is required', () => failsWith(draft(''), list(), man, 'Select Relation'));
  it('3. a cousin, nephew or grandchild attached to self needs a parent', () => {
    failsWith(draft('paternal-cousin-brother'), list('father-elder-brother'), man, 'Select parents to submit');
    expect(accepted(draft('paternal-cousin-brother', { parent_id: 'father-elder-brother' }), list('father-elder-brother'), man).parent_id).toBe('father-elder-brother');
  });
  it('4. a brother’s wife or a son’s wife needs a spouse', () => {
    failsWith(draft('brother-wife'), list('elder-brother'), man, 'Select spouse to submit');
    failsWith(draft('daughter-in-law'), list('son'), man, 'Select spouse to submit');
  });
  it('5. a name of spaces only, or no known relation: Enter Details Properly.', () => {
    failsWith(draft('father', { name: '   ' }), list(), man, 'Enter Details Properly.');
    failsWith(draft('great-uncle'), list(), man, 'Enter Details Properly.');
    failsWith(draft('self'), list(), man, 'Enter Details Properly.');
  });
  it('a relation the dialog does not offer is refused', () => failsWith(draft('son'), list(), single, FAMILY_RULE_TEXT.relationNotOffered));
  it('6. a child’s parent is the member when male, the husband entry when female', () => {
    expect(accepted(draft('son'), list(), man).parent_id).toBe('self');
    expect(accepted(draft('son'), list('husband'), woman).parent_id).toBe('husband');
  });
  it('7. an uncle’s parent defaults to the grandfather, else Enter grandfather to add uncle', () => {
    failsWith(draft('father-younger-brother'), list('father'), man, 'Enter grandfather to add uncle');
    expect(accepted(draft('father-younger-brother'), list('paternal-grandfather'), man).parent_id).toBe('paternal-grandfather');
    expect(accepted(draft('mother-brother'), list('maternal-grandfather'), man).parent_id).toBe('maternal-grandfather');
  });
  it('8. a husband’s or wife’s sibling takes the father-in-law as parent when present', () => {
    expect(accepted(draft('wife-brother'), list('wife', 'father-in-law'), man).parent_id).toBe('father-in-law');
    expect(accepted(draft('wife-brother'), list('wife'), man).parent_id).toBeNull();
  });
  it('9. a father-in-law needs a husband or wife entry', () => {
    failsWith(draft('father-in-law'), list(), man, 'Enter husband or wife to father in law');
    expect(accepted(draft('father-in-law'), list('wife'), man).relation_id).toBe('father-in-law');
  });
  it("10. a father's sister needs the grandfather", () => {
    failsWith(draft('father-sister'), list(), man, "Enter grandfather to add father's sisters");
    expect(accepted(draft('father-sister'), list('paternal-grandfather'), man).parent_id).toBe('paternal-grandfather');
  });
  it('11. a brother-in-law or sister-in-law needs the father-in-law', () => {
    failsWith(draft('sister-in-law'), list('wife'), man, 'Enter father in law');
    expect(accepted(draft('sister-in-law'), list('wife', 'father-in-law'), man).parent_id).toBe('father-in-law');
  });
  it('12. the spouse defaults to the one free partner entry', () => {
    expect(accepted(draft('paternal-grandmother'), list('paternal-grandfather'), man).spouse_id).toBe('paternal-grandfather');
    expect(accepted(draft('mother-in-law'), list('wife', 'father-in-law'), man).spouse_id).toBe('father-in-law');
    expect(accepted(draft('wife'), list(), man).spouse_id).toBe('self');
    // Two possible partners: the rules never guess.
    expect(accepted(draft('mother'), list('father', ['father', {}]), man).spouse_id).toBeNull();
  });
  it('13. a second grandfather needs the great-grandfather first', () => {
    failsWith(draft('paternal-grandfather'), list('paternal-grandfather'), man, 'Enter pardada first to add dada');
    expect(accepted(draft('paternal-grandfather'), list('paternal-grandfather', 'paternal-great-grandfather'), man).parent_id).toBe('paternal-great-grandfather');
  });
  it('a parent or spouse not among the choices is refused', () => {
    failsWith(draft('paternal-cousin-brother', { parent_id: 'mother' }), list('mother', 'father-elder-brother'), man, FAMILY_RULE_TEXT.parentNotAllowed);
    failsWith(draft('brother-wife', { spouse_id: 'father' }), list('father', 'elder-brother'), man, FAMILY_RULE_TEXT.spouseNotAllowed);
  });
  it('a linked entry keeps its saved parent and spouse', () => {
    const l = list('paternal-grandfather', ['father', { linked: true, parent_id: 'paternal-grandfather' }]);
    expect(accepted(draft('father', { _id: 'father', parent_id: null }), l, man).parent_id).toBe('paternal-grandfather');
  });
  it('a child added from a relative takes that relative as parent', () => {
    const l = list('elder-brother');
    expect(accepted(draft('son', { memberFromId: 'elder-brother' }), l, man)).toMatchObject({ parent_id: 'elder-brother', member_from_id: 'elder-brother' });
  });
});

describe('§5 relation options', () => {
  it('never offers self', () => expect(relationOptions(man, list())).not.toContain('self'));
  it('a married man is not offered husband, a married woman not wife', () => {
    expect(relationOptions(man, list())).not.toContain('husband');
    expect(relationOptions(man, list())).toContain('wife');
    expect(relationOptions(woman, list())).not.toContain('wife');
    expect(relationOptions(woman, list())).toContain('husband');
    expect(relationOptions({ gender: 'male', maritalStatus: 'maritalStatus.engaged' }, list())).not.toContain('husband');
  });
  it('a single member is offered no spouse, in-law or child', () => {
    const opts = relationOptions(single, list());
    for (const r of ['wife', 'father-in-law', 'son', 'daughter', 'daughter-in-law'] as const) expect(opts).not.toContain(r);
    expect(opts).toContain('father');
  });
  it('one father, one mother, one wife', () => {
    expect(relationOptions(man, list('father', 'wife'))).not.toContain('father');
    expect(relationOptions(man, list('father', 'wife'))).not.toContain('wife');
    expect(relationOptions(man, list('father'), { editingId: 'father' })).toContain('father');
  });
  it('prerequisites: in-laws’ siblings need the wife, a cousin needs an uncle or aunt', () => {
    expect(relationOptions(man, list())).not.toContain('wife-brother');
    expect(relationOptions(man, list('wife'))).toContain('wife-brother');
    expect(relationOptions(man, list())).not.toContain('paternal-cousin-brother');
    expect(relationOptions(man, list('father-sister'))).toContain('paternal-cousin-brother');
  });
  it('parent choices are the entries attached to self of an allowed parent type', () => {
    const l = list('father', 'mother', 'paternal-grandfather', ['paternal-grandfather', { member_from_id: 'mother' }]);
    expect(parentChoices('father', l, 'self').map((e) => e.id)).toEqual(['paternal-grandfather']);
    expect(parentChoices('son', l, 'self').map((e) => e.id)).toEqual(['self']);
  });
});

describe('delete and member-from rules', () => {
  it('self, a parent, a spouse and an anchor cannot be deleted', () => {
    const l = list('paternal-grandfather', ['father', { parent_id: 'paternal-grandfather' }], ['mother', { spouse_id: 'father' }], ['elder-brother', { member_from_id: 'mother' }]);
    const at = (id: string) => l.find((e) => e.id === id)!;
    expect(deleteBlocker(at('self'), l)).toBe('self');
    expect(deleteBlocker(at('paternal-grandfather'), l)).toBe('parent');
    expect(deleteBlocker(at('father'), l)).toBe('spouse');
    expect(deleteBlocker(at('mother'), l)).toBe('memberFrom');
    expect(deleteBlocker(at('elder-brother'), l)).toBeNull();
  });
  it('a chain of added-from never loops, and reads outwards from self', () => {
    const l = list('paternal-cousin-brother', ['wife', { member_from_id: 'paternal-cousin-brother' }]);
    expect(memberFromCycle('paternal-cousin-brother', 'wife', l)).toBe(true);
    expect(memberFromCycle('paternal-cousin-brother', 'paternal-cousin-brother', l)).toBe(true);
    expect(memberFromCycle('wife', 'self', l)).toBe(false);
    expect(memberFromRelations(l.find((e) => e.id === 'wife')!, l)).toEqual(['paternal-cousin-brother', 'wife']);
  });
});
