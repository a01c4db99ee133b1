import { sql, type RawBuilder } from 'kysely';
import type { InUse, MergeInput } from '../../../contract/admin/reference';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { badRequest } from '../../http/errors';
import { auditEntry } from '../audit';
import { COMMUNITY, usesOf } from './community';
import { entryOrNotFound } from './entries';

/**
 * "Merge into…" for duplicates (Aggarwal into Agarwal; decision 0804): every profile and
 * preference that holds the duplicate moves to the entry kept, then the duplicate goes, in ONE
 * atomic batch. The triggers of migrations 0012/0018 log the moved members' caste and
 * preference rows, so the match index and the counts of Profile Matches follow at their next
 * read. Religions have no merge: their list is short and kept by the site, not typed in.
 */
export type MergeKind = 'caste' | 'subCaste' | 'gotra';

/** Moves the children (sub-castes or gotras) of caste `from` under caste `into`; a same-named one becomes the one `into` has. */
function moveChildren(table: 'sub_castes' | 'gotras', columns: string[], from: string, into: string): RawBuilder<unknown>[] {
  const t = sql.table(table);
  const twinned = sql`(select d.id from ${t} d join ${t} k on k.caste_id = ${into} and lower(k.name) = lower(d.name) where d.caste_id = ${from})`;
  const repoints = columns.map((col) => {
    const twin = sql`(select k.id from ${t} d join ${t} k on k.caste_id = ${into} and lower(k.name) = lower(d.name) where d.id = ${sql.ref(`member_profiles.${col}`)})`;
    return sql`update member_profiles set ${sql.ref(col)} = ${twin} where ${sql.ref(col)} in ${twinned}`;
  });
  return [
    ...repoints,
    sql`delete from ${t} where caste_id = ${from} and lower(name) in (select lower(name) from ${t} where caste_id = ${into})`,
    sql`update ${t} set caste_id = ${into} where caste_id = ${from}`,
  ];
}

function mergeStatements(kind: MergeKind, from: string, into: string): RawBuilder<unknown>[] {
  if (kind === 'subCaste') return [sql`update member_profiles set sub_caste_id = ${into} where sub_caste_id = ${from}`, sql`delete from sub_castes where id = ${from}`];
  if (kind === 'gotra') {
    return [
      sql`update member_profiles set gotra_id = ${into} where gotra_id = ${from}`,
      sql`update member_profiles set birth_gotra_id = ${into} where birth_gotra_id = ${from}`,
      sql`delete from gotras where id = ${from}`,
    ];
  }
  return [
    ...moveChildren('sub_castes', ['sub_caste_id'], from, into),
    ...moveChildren('gotras', ['gotra_id', 'birth_gotra_id'], from, into),
    sql`update member_profiles set caste_id = ${into} where caste_id = ${from}`,
    // A preference that asked for both keeps one row (the key is member, field, option).
    sql`insert or ignore into member_preference_options (user_id, field, option_id) select user_id, 'caste', ${into} from member_preference_options where field = 'caste' and option_id = ${from}`,
    sql`delete from member_preference_options where field = 'caste' and option_id = ${from}`,
    sql`delete from castes where id = ${from}`,
  ];
}

export async function mergeEntry(deps: AppDeps, admin: Session, kind: MergeKind, input: MergeInput): Promise<{ from: string; into: string; moved: InUse }> {
  const noun = COMMUNITY[kind].noun;
  const [from, into] = await Promise.all([entryOrNotFound(deps, kind, input.fromId), entryOrNotFound(deps, kind, input.intoId)]);
  if (from.parentId !== into.parentId) {
    const message = `Merge into a ${noun} of the same ${kind === 'caste' ? 'religion' : 'caste'}.`;
    throw badRequest(message, { intoId: message });
  }
  const moved = await usesOf(deps, kind, from.id);
  await deps.database.batch([
    ...mergeStatements(kind, from.id, into.id).map((q) => q.compile(deps.database.db)),
    auditEntry(deps, admin, {
      action: `${kind}.merge`,
      targetType: kind,
      targetId: into.id,
      targetLabel: `${from.name} → ${into.name}`,
      before: { id: from.id, name: from.name },
      after: { id: into.id, name: into.name, moved },
    }),
  ]);
  return { from: from.name, into: into.name, moved };
}
