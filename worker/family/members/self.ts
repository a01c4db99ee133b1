import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { newId } from '../../ids';
import type { FamilyMembersTable } from '../../db/tables/family';
import { m } from '../../../contract/i18n/paraglide/messages';

/**
 * The member's own entry of their family list (relation 'self', side 'self', linked to them).
 * Created lazily on first use, so members who never open the family pages cost nothing.
 * Idempotent and safe under concurrent first calls: the partial unique index
 * family_members_one_self makes the second insert a no-op, then both read the one row.
 */
export async function ensureSelfEntry(deps: AppDeps, userId: string): Promise<FamilyMembersTable> {
  const { db } = deps.database;
  const existing = await selfEntryOf(deps, userId);
  if (existing) return existing;
  const user = await db.selectFrom('users').select(['name', 'dob']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound(m.server_no_such_member());
  const now = deps.now();
  await db
    .insertInto('family_members')
    .values({
      id: newId(),
      owner_id: userId,
      // The self entry shows the member's own name; the column keeps a copy within its 30 limit.
      name: (user.name.trim() || 'Me').slice(0, 30),
      relation_id: 'self',
      side: 'self',
      member_from_id: null,
      parent_id: null,
      spouse_id: null,
      parent_kind: 'birth',
      dob: user.dob,
      linked_user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await selfEntryOf(deps, userId);
  if (!row) throw new Error('The self entry could not be created.');
  return row;
}

/** The self entry, or undefined before ensureSelfEntry ran. */
export async function selfEntryOf(deps: AppDeps, userId: string): Promise<FamilyMembersTable | undefined> {
  return deps.database.db
    .selectFrom('family_members')
    .selectAll()
    .where('owner_id', '=', userId)
    .where('relation_id', '=', 'self')
    .executeTakeFirst();
}
