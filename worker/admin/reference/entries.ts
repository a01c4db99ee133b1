import { sql, type Compilable, type SqlBool } from 'kysely';
import type { CommunityKind, CommunityRow, InUse } from '../../../contract/admin/reference';
import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { auditEntry, auditEntryIf } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import { COMMUNITY, describeUse, findEntry, sameNamed, usesOf, type CommunityEntry } from './community';

/** Adding, listing, renaming and removing religions, castes, sub-castes and gotras (decision 0804). */

const PARENT_KIND: Record<CommunityKind, CommunityKind | null> = { religion: null, caste: 'religion', subCaste: 'caste', gotra: 'caste' };
const PARENT_FIELD: Record<CommunityKind, string> = { religion: 'name', caste: 'religionId', subCaste: 'casteId', gotra: 'casteId' };

function taken(kind: CommunityKind, name: string): never {
  const message = `There is already a ${COMMUNITY[kind].noun} named '${name}' here. Names are compared ignoring capitals and spaces.`;
  throw conflict(message, { name: message });
}

/** The write, answered as a clash of names when another admin saved the same name meanwhile. */
async function batchNamed(deps: AppDeps, kind: CommunityKind, name: string, queries: Compilable[]) {
  try {
    await deps.database.batch(queries);
  } catch (e) {
    if (isUniqueViolation(e)) taken(kind, name);
    throw e;
  }
}

export async function entryOrNotFound(deps: AppDeps, kind: CommunityKind, id: string): Promise<CommunityEntry> {
  const entry = await findEntry(deps, kind, id);
  if (!entry) throw notFound(`There is no such ${COMMUNITY[kind].noun}. The list may have changed: reload it.`);
  return entry;
}

export async function listEntries(
  deps: AppDeps,
  kind: CommunityKind,
  q: { page: number; limit: number; search: string; key: 'name' | 'members'; direction: 'asc' | 'desc' },
  parentId: string | null,
): Promise<AdminPage<CommunityRow>> {
  const c = COMMUNITY[kind];
  const id = sql.ref('e.id');
  const where = sql.join(
    [
      c.parent ? sql`${sql.ref(`e.${c.parent}`)} = ${parentId}` : sql`1`,
      q.search ? sql`instr(lower(e.name), lower(${q.search})) > 0` : sql`1`,
    ],
    sql` and `,
  );
  const direction = sql.raw(q.direction);
  const order = q.key === 'members' ? sql`members ${direction}, lower(e.name)` : sql`lower(e.name) ${direction}`;
  const from = sql`from ${sql.table(c.table)} e where ${where}`;
  const [{ rows }, { rows: totals }] = await Promise.all([
    sql<CommunityRow & { id: string }>`select e.id, e.name, ${c.members(id)} as members, ${c.preferences(id)} as preferences, ${c.children(id)} as children ${from} order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`.execute(
      deps.database.db,
    ),
    sql<{ n: number }>`select count(*) as n ${from}`.execute(deps.database.db),
  ]);
  const total = Number(totals[0]?.n ?? 0);
  return {
    items: rows.map((r) => ({ _id: r.id, name: r.name, members: Number(r.members), preferences: Number(r.preferences), children: Number(r.children) })),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: totalPagesOf(total, q.limit),
  };
}

export async function addEntry(deps: AppDeps, admin: Session, kind: CommunityKind, parentId: string | null, name: string) {
  const c = COMMUNITY[kind];
  const parentKind = PARENT_KIND[kind];
  if (parentKind && !(await findEntry(deps, parentKind, parentId!))) {
    const message = `Choose the ${COMMUNITY[parentKind].noun} from the list.`;
    throw badRequest(message, { [PARENT_FIELD[kind]]: message });
  }
  if (await sameNamed(deps, kind, parentId, name)) taken(kind, name);
  const id = newId();
  const { db } = deps.database;
  const row = c.parent ? { id, name, [c.parent]: parentId } : { id, name };
  await batchNamed(deps, kind, name, [
    db.insertInto(c.table).values(row),
    auditEntry(deps, admin, { action: `${kind}.add`, targetType: kind, targetId: id, targetLabel: name, after: row }),
  ]);
  return { _id: id, name };
}

/** Renames; false when the name is already exactly that (nothing to do). */
export async function renameEntry(deps: AppDeps, admin: Session, kind: CommunityKind, id: string, name: string): Promise<boolean> {
  const entry = await entryOrNotFound(deps, kind, id);
  if (entry.name === name) return false;
  const clash = await sameNamed(deps, kind, entry.parentId, name);
  if (clash && clash.id !== id) taken(kind, name);
  const { db } = deps.database;
  await batchNamed(deps, kind, name, [
    db.updateTable(COMMUNITY[kind].table).set({ name }).where('id', '=', id),
    auditEntry(deps, admin, { action: `${kind}.rename`, targetType: kind, targetId: id, targetLabel: name, before: { name: entry.name }, after: { name } }),
  ]);
  return true;
}

/** What removing an entry deletes with it: a caste's sub-castes and gotras, a religion's castes and theirs. */
/**
 * The statements that remove an entry and what hangs under it, each guarded by "nobody uses it"
 * as the batch runs: a member who picks the entry between the check and the removal keeps it,
 * and the removal changes nothing (there is no foreign key to refuse it).
 */
function removals(deps: AppDeps, kind: CommunityKind, id: string): Compilable[] {
  const { db } = deps.database;
  const c = COMMUNITY[kind];
  const unused = sql<SqlBool>`(${c.members(sql`${id}`)} = 0 and ${c.preferences(sql`${id}`)} = 0)`;
  if (kind === 'religion') {
    const castes = db.selectFrom('castes').select('id').where('religion_id', '=', id);
    return [
      db.deleteFrom('gotras').where('caste_id', 'in', castes).where(unused),
      db.deleteFrom('sub_castes').where('caste_id', 'in', castes).where(unused),
      db.deleteFrom('castes').where('religion_id', '=', id).where(unused),
      db.deleteFrom('religions').where('id', '=', id).where(unused),
    ];
  }
  if (kind === 'caste') {
    return [
      db.deleteFrom('gotras').where('caste_id', '=', id).where(unused),
      db.deleteFrom('sub_castes').where('caste_id', '=', id).where(unused),
      db.deleteFrom('castes').where('id', '=', id).where(unused),
    ];
  }
  return [db.deleteFrom(c.table).where('id', '=', id).where(unused)];
}

function refusal(kind: CommunityKind, entry: CommunityEntry, use: InUse) {
  const way = kind === 'religion' ? 'Members must change it on their profiles first.' : `Merge it into another ${COMMUNITY[kind].noun} instead.`;
  const message = `${entry.name} is still used by ${describeUse(use)}, so it cannot be removed. ${way}`;
  return conflict(message, { id: message });
}

/**
 * Removes an entry nobody uses. One that members or preferences still use is refused with the
 * counts, and the way out (merging) where there is one — also when a member picked it while
 * the removal ran. A religion's or caste's entries go with it: no member holds them, since a
 * member's caste belongs to their religion (checkCommunity).
 */
export async function removeEntry(deps: AppDeps, admin: Session, kind: CommunityKind, id: string) {
  const entry = await entryOrNotFound(deps, kind, id);
  const use = await usesOf(deps, kind, id);
  if (use.members || use.preferences) throw refusal(kind, entry, use);
  const gone = sql<SqlBool>`not exists (select 1 from ${sql.table(COMMUNITY[kind].table)} where id = ${id})`;
  await deps.database.batch([
    ...removals(deps, kind, id),
    auditEntryIf(deps, admin, { action: `${kind}.remove`, targetType: kind, targetId: id, targetLabel: entry.name, before: entry }, gone),
  ]);
  if (await findEntry(deps, kind, id)) throw refusal(kind, entry, await usesOf(deps, kind, id));
  return entry;
}
