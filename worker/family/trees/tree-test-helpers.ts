import type { RelationId, RelationSide } from '../../../contract/reference';
import type { AppDeps } from '../../deps';
import { newId } from '../../ids';
import { ensureSelfEntry } from '../members/self';

/**
 * Family list rows for tests, written straight to the table (the list's own rules are tested
 * with /member). `entry` returns the new entry's id.
 */
export interface EntryInput {
  name: string;
  relation: RelationId;
  side?: RelationSide;
  from?: string;
  parent?: string | null;
  spouse?: string | null;
  dob?: string | null;
  linked?: string | null;
  kind?: 'birth' | 'adoptive';
}

export function familyList(deps: AppDeps, ownerId: string) {
  const { db } = deps.database;
  let selfId: string | null = null;
  const self = async () => (selfId ??= (await ensureSelfEntry(deps, ownerId)).id);
  return {
    self,
    async entry(e: EntryInput): Promise<string> {
      const id = newId();
      const now = deps.now();
      await db
        .insertInto('family_members')
        .values({
          id,
          owner_id: ownerId,
          name: e.name,
          relation_id: e.relation,
          side: e.side ?? 'father',
          member_from_id: e.from ?? (await self()),
          parent_id: e.parent ?? null,
          spouse_id: e.spouse ?? null,
          parent_kind: e.kind ?? 'birth',
          dob: e.dob ?? null,
          linked_user_id: e.linked ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    /** Sets parent and/or spouse of an entry (spouses both ways). */
    async tie(id: string, t: { parent?: string; spouse?: string }) {
      if (t.parent) await db.updateTable('family_members').set({ parent_id: t.parent }).where('id', '=', id).execute();
      if (t.spouse) {
        await db.updateTable('family_members').set({ spouse_id: t.spouse }).where('id', '=', id).execute();
        await db.updateTable('family_members').set({ spouse_id: id }).where('id', '=', t.spouse).execute();
      }
    },
  };
}

/**
 * A three-generation family around `ownerId` (a man): paternal grandparents with three
 * children born out of order of entry, the owner's siblings, the mother's father and brother,
 * and a wife with her father. Returns the entry ids.
 */
export async function threeGenerations(deps: AppDeps, ownerId: string) {
  const f = familyList(deps, ownerId);
  const self = await f.self();
  const grandfather = await f.entry({ name: 'Hariprasad', relation: 'paternal-grandfather', dob: '1930-01-01' });
  const grandmother = await f.entry({ name: 'Kamala', relation: 'paternal-grandmother', dob: '1934-01-01' });
  await f.tie(grandfather, { spouse: grandmother });
  // Entered youngest first: the chart must order by date of birth, not by entry.
  const uncle = await f.entry({ name: 'Suresh', relation: 'father-younger-brother', parent: grandfather, dob: '1965-05-05' });
  const father = await f.entry({ name: 'Ramesh', relation: 'father', parent: grandfather, dob: '1960-03-03' });
  const aunt = await f.entry({ name: 'Savitri', relation: 'father-sister', parent: grandfather, dob: '1958-08-08' });
  const mother = await f.entry({ name: 'Sita', relation: 'mother', side: 'mother', dob: '1963-02-02' });
  await f.tie(father, { spouse: mother });
  await f.tie(self, { parent: father });
  const brother = await f.entry({ name: 'Vikram', relation: 'younger-brother', parent: father, dob: '1996-09-09' });
  const sister = await f.entry({ name: 'Meena', relation: 'elder-sister', parent: father, dob: '1988-07-07' });
  const maternalGrandfather = await f.entry({ name: 'Gopal', relation: 'maternal-grandfather', side: 'mother', dob: '1935-04-04' });
  await f.tie(mother, { parent: maternalGrandfather });
  const maternalUncle = await f.entry({ name: 'Mohan', relation: 'mother-brother', side: 'mother', parent: maternalGrandfather, dob: '1966-06-06' });
  const wife = await f.entry({ name: 'Priya', relation: 'wife', side: 'other', dob: '1995-01-01' });
  await f.tie(self, { spouse: wife });
  const fatherInLaw = await f.entry({ name: 'Shankar', relation: 'father-in-law', side: 'other', dob: '1962-10-10' });
  await f.tie(wife, { parent: fatherInLaw });
  return { self, grandfather, grandmother, uncle, father, aunt, mother, brother, sister, maternalGrandfather, maternalUncle, wife, fatherInLaw };
}
