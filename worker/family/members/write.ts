import { FAMILY_TEXT, type familyMemberBodySchema } from '../../../contract/family';
import { checkFamilyMember, deleteBlocker, memberFromCycle, type RuleEntry } from '../../../contract/family-rules';
import type { RelationSide } from '../../../contract/reference';
import type { z } from 'zod';
import type { FamilyMembersTable } from '../../db/tables/family';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { RELATIONS } from '../../reference/catalogue/relations';
import { familyViewer, ownEntries, ruleEntry } from './list';
import { ensureSelfEntry } from './self';

type Body = z.output<typeof familyMemberBodySchema>;
const SIDE = new Map(RELATIONS.map((r) => [r._id, r.side]));

/** Loads the caller's list; every id a request names must be in it (someone else's entry: 404). */
async function listOf(deps: AppDeps, userId: string) {
  await ensureSelfEntry(deps, userId);
  const rows = await ownEntries(deps, userId);
  const rules = rows.map(ruleEntry);
  const find = (id: string | null | undefined): FamilyMembersTable => {
    const row = id ? rows.find((r) => r.id === id) : undefined;
    if (!row) throw notFound(FAMILY_TEXT.noSuchMember);
    return row;
  };
  return { rows, rules, find, self: rows.find((r) => r.relation_id === 'self')! };
}

/** Side of an entry: the catalogue's for self's relatives, the anchor's for a relative's relatives. */
function sideOf(relation: FamilyMembersTable['relation_id'], anchor: FamilyMembersTable): RelationSide {
  if (anchor.relation_id === 'self') return SIDE.get(relation) ?? 'other';
  return anchor.side === 'self' ? 'other' : anchor.side;
}

function checkDates(deps: AppDeps, dob: string | null, dateOfDeath: string | null) {
  const today = new Date(deps.now()).toISOString().slice(0, 10);
  if (dob && dob > today) throw badRequest(FAMILY_TEXT.dobInvalid, { dob: FAMILY_TEXT.dobInvalid });
  if (dateOfDeath && dateOfDeath > today) throw badRequest(FAMILY_TEXT.dodInvalid, { dateOfDeath: FAMILY_TEXT.dodInvalid });
}

/** A linked entry's birth date is the member's own; the stored death fields stay as they are (a member signs in, so lives). */
function lifeOf(stored: FamilyMembersTable | undefined, body: Body) {
  if (stored?.linked_user_id) return { deceased: stored.deceased ?? 0, date_of_death: stored.date_of_death ?? null };
  return { deceased: body.deceased ? (1 as const) : (0 as const), date_of_death: body.dateOfDeath };
}

/** POST /member: add (no _id) or update one of the caller's entries, through the §5 rules. */
export async function saveFamilyMember(deps: AppDeps, userId: string, body: Body): Promise<{ _id: string; side: RelationSide; added: boolean }> {
  const { rules, find, self } = await listOf(deps, userId);
  const stored = body._id ? find(body._id) : undefined;
  if (stored?.relation_id === 'self') throw badRequest(FAMILY_TEXT.selfNotEditable);
  const anchor = find(body.memberFromId ?? stored?.member_from_id ?? self.id);
  if (stored && memberFromCycle(stored.id, anchor.id, rules)) throw badRequest(FAMILY_TEXT.memberFromCycle);
  // A linked entry's name is the member's own (§5: disabled); the rules read the stored one.
  const name = stored?.linked_user_id ? stored.name : body.name;
  const check = checkFamilyMember(
    { _id: stored?.id ?? null, name, relation_id: body.relation_id, memberFromId: anchor.id, parent_id: body.parent_id, spouse_id: body.spouse_id },
    rules,
    await familyViewer(deps, userId),
  );
  if (!check.ok) throw badRequest(check.message, { [fieldOf(check.rule)]: check.message });
  checkDates(deps, body.dob, body.dateOfDeath);
  const v = check.value;
  const now = deps.now();
  const values = {
    name: v.name,
    relation_id: v.relation_id,
    side: sideOf(v.relation_id, anchor),
    member_from_id: anchor.id,
    parent_id: v.parent_id,
    spouse_id: v.spouse_id,
    parent_kind: v.parent_id ? body.parent_kind : 'birth',
    dob: body.dob,
    ...lifeOf(stored, body),
    updated_at: now,
  } as const;
  const { db } = deps.database;
  if (stored) {
    await db.updateTable('family_members').set(values).where('id', '=', stored.id).where('owner_id', '=', userId).execute();
    return { _id: stored.id, side: values.side, added: false };
  }
  const id = newId();
  await db
    .insertInto('family_members')
    .values({ ...values, id, owner_id: userId, linked_user_id: null, created_at: now })
    .execute();
  return { _id: id, side: values.side, added: true };
}

/** The dialog field a failed rule belongs to, so the form can point at it. */
function fieldOf(rule: string): string {
  if (rule.startsWith('name')) return 'name';
  if (rule.includes('spouse') && rule !== 'father-in-law-needs-spouse') return 'spouse_id';
  if (rule === 'parent-required' || rule === 'parent-allowed') return 'parent_id';
  return 'relation_id';
}

/**
 * POST /member/setMemberFrom: the entry an entry is added from. Its relation now reads from the
 * new anchor, so the §5 rules run again with parent and spouse chosen afresh by their defaults.
 */
export async function setMemberFrom(deps: AppDeps, userId: string, entryId: string, memberFromId: string): Promise<'set' | 'unchanged'> {
  const { rules, find } = await listOf(deps, userId);
  const entry = find(entryId);
  const anchor = find(memberFromId);
  if (entry.relation_id === 'self') throw badRequest(FAMILY_TEXT.memberFromSelf);
  if (entry.member_from_id === anchor.id) return 'unchanged';
  if (memberFromCycle(entry.id, anchor.id, rules)) throw badRequest(FAMILY_TEXT.memberFromCycle);
  const linked = entry.linked_user_id != null;
  const check = checkFamilyMember(
    { _id: entry.id, name: entry.name, relation_id: entry.relation_id, memberFromId: anchor.id, parent_id: null, spouse_id: null },
    linked ? rules : rules.map((r): RuleEntry => (r.id === entry.id ? { ...r, parent_id: null, spouse_id: null } : r)),
    await familyViewer(deps, userId),
  );
  if (!check.ok) throw badRequest(check.message);
  await deps.database.db
    .updateTable('family_members')
    .set({
      member_from_id: anchor.id,
      side: sideOf(entry.relation_id, anchor),
      parent_id: check.value.parent_id,
      spouse_id: check.value.spouse_id,
      updated_at: deps.now(),
    })
    .where('id', '=', entry.id)
    .where('owner_id', '=', userId)
    .execute();
  return 'set';
}

const BLOCKED: Record<NonNullable<ReturnType<typeof deleteBlocker>>, string> = {
  self: FAMILY_TEXT.selfNotDeletable,
  parent: FAMILY_TEXT.parentNotDeletable,
  spouse: FAMILY_TEXT.spouseNotDeletable,
  memberFrom: FAMILY_TEXT.anchorNotDeletable,
};

/** DELETE /member/{id}: one of the caller's entries that nobody else in the list stands on. */
export async function deleteFamilyMember(deps: AppDeps, userId: string, entryId: string): Promise<void> {
  const { rules, find } = await listOf(deps, userId);
  const entry = find(entryId);
  const blocker = deleteBlocker(ruleEntry(entry), rules);
  if (blocker) throw badRequest(BLOCKED[blocker]);
  await deps.database.db.deleteFrom('family_members').where('id', '=', entry.id).where('owner_id', '=', userId).execute();
}
