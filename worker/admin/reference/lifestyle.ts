import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { EditableLifestyleKind, LifestyleChange, LifestyleOptionRow } from '../../../contract/admin/reference';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { auditEntry, auditEntryIf } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import { describeUse } from './community';

/**
 * The lifestyle option lists (reference_options of a lifestyle kind) on /admin/lifestyle:
 * add, rename, remove when unused (decision 0804). Where each kind is used: its member_profiles
 * column and, for the lists a partner preference can ask for, its preference field.
 */
const USED_IN: Record<EditableLifestyleKind, { column: string; preference?: string }> = {
  eatingHabit: { column: 'eating_habit_id', preference: 'eatingHabit' },
  drinkingHabit: { column: 'drinking_habit_id', preference: 'drinkingHabit' },
  smokingHabit: { column: 'smoking_habit_id', preference: 'smokingHabit' },
  maritalStatus: { column: 'marital_status_id', preference: 'maritalStatus' },
  haveChildren: { column: 'have_children_id' },
  complexion: { column: 'complexion_id' },
  bodyType: { column: 'body_type_id' },
  physicalStatus: { column: 'physical_status_id' },
  bloodGroup: { column: 'blood_group_id' },
  manglik: { column: 'manglik_id', preference: 'dosh' },
  familyValue: { column: 'family_value_id' },
  familyType: { column: 'family_type_id' },
  familyStatus: { column: 'family_status_id' },
  employedIn: { column: 'employed_in_id' },
  residencyStatus: { column: 'residency_status_id' },
};

/** Options the site's rules name (worker/profile/sections.ts, contract/family-rules.ts): renamed, never removed. */
const RULE_OPTIONS = new Set(['maritalStatus.single', 'haveChildren.no']);

function counts(kind: EditableLifestyleKind, id: RawBuilder<unknown>) {
  const { column, preference } = USED_IN[kind];
  return {
    members: sql<number>`(select count(*) from member_profiles p where ${sql.ref(`p.${column}`)} = ${id})`,
    preferences: preference ? sql<number>`(select count(*) from member_preference_options o where o.field = ${preference} and o.option_id = ${id})` : sql<number>`0`,
  };
}

export async function lifestyleOptions(deps: AppDeps, kind: EditableLifestyleKind): Promise<LifestyleOptionRow[]> {
  const c = counts(kind, sql.ref('r.id'));
  const { rows } = await sql<{ id: string; name: string; members: number; preferences: number }>`select r.id, r.name, ${c.members} as members, ${c.preferences} as preferences from reference_options r where r.kind = ${kind} order by r.sort, lower(r.name)`.execute(
    deps.database.db,
  );
  return rows.map((r) => ({ _id: r.id, name: r.name, members: Number(r.members), preferences: Number(r.preferences) }));
}

function taken(name: string): never {
  const message = `This list already has an option named '${name}'. Names are compared ignoring capitals and spaces.`;
  throw conflict(message, { name: message });
}

async function optionOf(deps: AppDeps, id: string) {
  const row = await deps.database.db.selectFrom('reference_options').select(['id', 'kind', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row || !(row.kind in USED_IN)) throw notFound('There is no such lifestyle option. The list may have changed: reload it.');
  return { ...row, kind: row.kind as EditableLifestyleKind };
}

async function optionStill(deps: AppDeps, id: string): Promise<boolean> {
  return !!(await deps.database.db.selectFrom('reference_options').select('id').where('id', '=', id).executeTakeFirst());
}

async function sameNamed(deps: AppDeps, kind: string, name: string) {
  const { rows } = await sql<{ id: string }>`select id from reference_options where kind = ${kind} and parent_id is null and lower(name) = lower(${name})`.execute(deps.database.db);
  return rows[0];
}

/** One change of POST /admin/updateLifeStyleOptions; returns what to tell the admin, or null when nothing changed. */
export async function changeLifestyle(deps: AppDeps, admin: Session, change: LifestyleChange): Promise<string | null> {
  const { db } = deps.database;
  let queries;
  let message: string;
  if (change.action === 'add') {
    if (await sameNamed(deps, change.kind, change.name)) taken(change.name);
    const id = newId();
    const last = await db.selectFrom('reference_options').select((eb) => eb.fn.max('sort').as('sort')).where('kind', '=', change.kind).executeTakeFirst();
    const row = { id, kind: change.kind, name: change.name, sort: Number(last?.sort ?? 0) + 1 };
    queries = [db.insertInto('reference_options').values(row), auditEntry(deps, admin, { action: 'lifestyle.add', targetType: 'lifestyle', targetId: id, targetLabel: change.name, after: row })];
    message = `${change.name} was added.`;
  } else if (change.action === 'rename') {
    const option = await optionOf(deps, change.id);
    if (option.name === change.name) return null;
    const clash = await sameNamed(deps, option.kind, change.name);
    if (clash && clash.id !== option.id) taken(change.name);
    queries = [
      db.updateTable('reference_options').set({ name: change.name }).where('id', '=', option.id),
      auditEntry(deps, admin, { action: 'lifestyle.rename', targetType: 'lifestyle', targetId: option.id, targetLabel: change.name, before: { name: option.name }, after: { name: change.name } }),
    ];
    message = `${option.name} is now ${change.name}.`;
  } else {
    const option = await optionOf(deps, change.id);
    if (RULE_OPTIONS.has(option.id)) {
      const why = `${option.name} is part of the site's rules (a member who never married has no children), so it can be renamed but not removed.`;
      throw badRequest(why, { id: why });
    }
    const c = counts(option.kind, sql`${option.id}`);
    const { rows } = await sql<{ members: number; preferences: number }>`select ${c.members} as members, ${c.preferences} as preferences`.execute(db);
    const use = { members: Number(rows[0]?.members ?? 0), preferences: Number(rows[0]?.preferences ?? 0) };
    if (use.members || use.preferences) {
      const why = `${option.name} is still used by ${describeUse(use)}, so it cannot be removed. Rename it instead.`;
      throw conflict(why, { id: why });
    }
    // Guarded as the batch runs: a member who picks the option meanwhile keeps it.
    const unused = sql<SqlBool>`(${c.members} = 0 and ${c.preferences} = 0)`;
    const gone = sql<SqlBool>`not exists (select 1 from reference_options where id = ${option.id})`;
    queries = [
      db.deleteFrom('reference_options').where('id', '=', option.id).where(unused),
      auditEntryIf(deps, admin, { action: 'lifestyle.remove', targetType: 'lifestyle', targetId: option.id, targetLabel: option.name, before: option }, gone),
    ];
    message = `${option.name} was removed.`;
  }
  try {
    await deps.database.batch(queries);
  } catch (e) {
    if (isUniqueViolation(e) && 'name' in change) taken(change.name);
    throw e;
  }
  if (change.action === 'remove' && (await optionStill(deps, change.id))) {
    const why = 'A member chose this option while it was being removed, so it was kept. Rename it instead.';
    throw conflict(why, { id: why });
  }
  return message;
}
