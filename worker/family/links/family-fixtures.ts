import type { RelationId, RelationSide } from '../../../contract/reference';
import { newId } from '../../ids';
import type { TestApp } from '../../test/harness';
import { ensureSelfEntry } from '../members/self';

/**
 * Family lists for tests of linking and recommendations, written as rows: the list endpoints
 * are tested where they live (worker/family/members); here only their result matters.
 */
export interface EntryInput {
  name: string;
  relation: RelationId;
  side?: RelationSide;
  from?: string;
  parent?: string | null;
  spouse?: string | null;
  dob?: string | null;
}

const SIDE: Partial<Record<RelationId, RelationSide>> = { father: 'father', mother: 'mother', 'paternal-grandfather': 'father', 'paternal-grandmother': 'father' };

export async function selfOf(t: TestApp, userId: string) {
  return (await ensureSelfEntry(t.deps, userId)).id;
}

export async function addEntry(t: TestApp, ownerId: string, e: EntryInput): Promise<string> {
  const id = newId();
  const now = t.deps.now();
  await t.deps.database.db
    .insertInto('family_members')
    .values({
      id,
      owner_id: ownerId,
      name: e.name,
      relation_id: e.relation,
      side: e.side ?? SIDE[e.relation] ?? 'other',
      member_from_id: e.from ?? (await selfOf(t, ownerId)),
      parent_id: e.parent ?? null,
      spouse_id: e.spouse ?? null,
      parent_kind: 'birth',
      dob: e.dob ?? null,
      linked_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export const entryRow = (t: TestApp, id: string) => t.deps.database.db.selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
