import type { RelationId, RelationSide } from '../../../contract/reference';
import type { TestApp } from '../../test/harness';
import { ensureSelfEntry } from '../members/self';
import { familyList, type EntryInput } from '../trees/tree-test-helpers';

/**
 * Family lists for tests of linking and recommendations, written as rows: the list endpoints
 * are tested where they live (worker/family/members); here only their result matters.
 */
const SIDE: Partial<Record<RelationId, RelationSide>> = { father: 'father', mother: 'mother', 'paternal-grandfather': 'father', 'paternal-grandmother': 'father' };

export async function selfOf(t: TestApp, userId: string) {
  return (await ensureSelfEntry(t.deps, userId)).id;
}

/** One entry of `ownerId`'s list; the side follows the relation unless given (the tree helper's default is the father's side). */
export function addEntry(t: TestApp, ownerId: string, e: EntryInput): Promise<string> {
  return familyList(t.deps, ownerId).entry({ ...e, side: e.side ?? SIDE[e.relation] ?? 'other' });
}

export const entryRow = (t: TestApp, id: string) => t.deps.database.db.selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
