import { sql, type RawBuilder } from 'kysely';
import type { CommunityKind, InUse } from '../../../contract/admin/reference';
import type { AppDeps } from '../../deps';

/**
 * Religions, castes, sub-castes and gotras as the back office sees them: each kind's table, its
 * parent, and the SQL that counts who uses an entry. "Use" is every column that holds its id
 * (decision 0804): users.religion_id, member_profiles' caste, sub-caste, gotra and gotra of
 * birth, and partner preferences' religion and caste lists. Family lists hold names, not ids.
 */
export interface CommunityConfig {
  table: 'religions' | 'castes' | 'sub_castes' | 'gotras';
  /** The column naming the parent, null for religions. */
  parent: 'religion_id' | 'caste_id' | null;
  /** How a person reads the kind: 'caste', 'sub-caste' … */
  noun: string;
  /** Members holding entry `id` (a column reference or a bound value). */
  members(id: RawBuilder<unknown>): RawBuilder<number>;
  /** Partner preferences asking for it. */
  preferences(id: RawBuilder<unknown>): RawBuilder<number>;
  /** Entries under it. */
  children(id: RawBuilder<unknown>): RawBuilder<number>;
}


const zero = () => sql<number>`0`;
const preferenceCount = (field: 'religion' | 'caste', id: RawBuilder<unknown>) =>
  sql<number>`(select count(*) from member_preference_options o where o.field = ${field} and o.option_id = ${id})`;

export const COMMUNITY: Record<CommunityKind, CommunityConfig> = {
  religion: {
    table: 'religions',
    parent: null,
    noun: 'religion',
    members: (id) => sql<number>`(select count(*) from users u where u.religion_id = ${id})`,
    // A preference for one of its castes is a use too: removing the religion removes them.
    preferences: (id) =>
      sql<number>`(${preferenceCount('religion', id)} + (select count(*) from member_preference_options o join castes k on k.id = o.option_id where o.field = 'caste' and k.religion_id = ${id}))`,
    children: (id) => sql<number>`(select count(*) from castes k where k.religion_id = ${id})`,
  },
  caste: {
    table: 'castes',
    parent: 'religion_id',
    noun: 'caste',
    members: (id) => sql<number>`(select count(*) from member_profiles p where p.caste_id = ${id})`,
    preferences: (id) => preferenceCount('caste', id),
    children: (id) =>
      sql<number>`((select count(*) from sub_castes s where s.caste_id = ${id}) + (select count(*) from gotras g where g.caste_id = ${id}))`,
  },
  subCaste: {
    table: 'sub_castes',
    parent: 'caste_id',
    noun: 'sub-caste',
    members: (id) => sql<number>`(select count(*) from member_profiles p where p.sub_caste_id = ${id})`,
    preferences: zero,
    children: zero,
  },
  gotra: {
    table: 'gotras',
    parent: 'caste_id',
    noun: 'gotra',
    // Each index answers its half; a woman's gotra of birth counts as much as her current one.
    members: (id) =>
      sql<number>`((select count(*) from member_profiles p where p.gotra_id = ${id}) + (select count(*) from member_profiles p where p.birth_gotra_id = ${id} and p.gotra_id is not ${id}))`,
    preferences: zero,
    children: zero,
  },
};

export interface CommunityEntry {
  id: string;
  name: string;
  parentId: string | null;
}

/** One entry of a kind, or undefined. */
export async function findEntry(deps: AppDeps, kind: CommunityKind, id: string): Promise<CommunityEntry | undefined> {
  const { table, parent } = COMMUNITY[kind];
  const parentColumn = parent ? sql.ref(parent) : sql`null`;
  const { rows } = await sql<CommunityEntry>`select id, name, ${parentColumn} as "parentId" from ${sql.table(table)} where id = ${id}`.execute(
    deps.database.db,
  );
  return rows[0];
}

/** The entry of the same parent whose name is `name` ignoring case (names are stored tidy). */
export async function sameNamed(deps: AppDeps, kind: CommunityKind, parentId: string | null, name: string): Promise<CommunityEntry | undefined> {
  const { table, parent } = COMMUNITY[kind];
  const parentColumn = parent ? sql.ref(parent) : sql`null`;
  const underParent = parent ? sql`and ${sql.ref(parent)} = ${parentId}` : sql``;
  const { rows } = await sql<CommunityEntry>`select id, name, ${parentColumn} as "parentId" from ${sql.table(table)} where lower(name) = lower(${name}) ${underParent}`.execute(
    deps.database.db,
  );
  return rows[0];
}

/** How many members and preferences use an entry. */
export async function usesOf(deps: AppDeps, kind: CommunityKind, id: string): Promise<InUse> {
  const c = COMMUNITY[kind];
  const { rows } = await sql<InUse>`select ${c.members(sql`${id}`)} as members, ${c.preferences(sql`${id}`)} as preferences`.execute(deps.database.db);
  return { members: Number(rows[0]?.members ?? 0), preferences: Number(rows[0]?.preferences ?? 0) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "12 members and 3 partner preferences" (only the parts that are not zero). */
export function describeUse(use: InUse): string {
  const parts = [];
  if (use.members) parts.push(plural(use.members, 'member', 'members'));
  if (use.preferences) parts.push(plural(use.preferences, 'partner preference', 'partner preferences'));
  return parts.join(' and ');
}
