import type { Kysely } from 'kysely';
import type { RelationId } from '../../../contract/reference';
import type { DB } from '../../db/schema';
import type { FamilyMembersTable } from '../../db/tables/family';
import type { MemberProfilesTable } from '../../db/tables/profile';
import { newId } from '../../ids';
import { memberWithSession } from '../../test/factories';
import type { TestApp } from '../../test/harness';

/**
 * Fixtures shared by the tests of family finding and of interest sent for a person of the
 * list (worker/requests/for-member.test.ts, e2e/family-finding.test.ts): members who meet the
 * recommendation page's rules, and list entries written as the family-members API writes them
 * (that API belongs to another module; only its rows matter here).
 */
export type FindingMember = Awaited<ReturnType<typeof memberWithSession>>;
export const GOTRA = 'hindu.brahmin.atreya';
export const OTHER_GOTRA = 'hindu.brahmin.bharadwaj';

export interface FindingMemberOptions {
  name?: string;
  dob?: string;
  plan?: string | null;
  verified?: boolean;
  profile?: Partial<MemberProfilesTable>;
  fatherGen?: number;
  matchEnabled?: boolean;
}

/** A member as the recommendation page wants them: verified, a gotra, a preference; on Gold (family finding) unless told. */
export async function findingMember(t: TestApp, gender: 'male' | 'female', over: FindingMemberOptions = {}): Promise<FindingMember> {
  const m = await memberWithSession(t, { gender, dob: over.dob ?? '1997-03-01', religionId: 'hindu', ...(over.name ? { name: over.name } : {}) });
  const { db } = t.deps.database;
  const now = t.clock.now;
  await db
    .updateTable('users')
    .set({ is_email_verified: over.verified === false ? 0 : 1, plan_id: over.plan === undefined ? 'gold' : over.plan })
    .where('id', '=', m.id)
    .execute();
  // Over the row sign-up wrote (its profile id).
  await db
    .updateTable('member_profiles')
    .set({ caste_id: 'hindu.brahmin', gotra_id: OTHER_GOTRA, marital_status_id: 'maritalStatus.single', updated_at: now, ...over.profile })
    .where('user_id', '=', m.id)
    .execute();
  await db.insertInto('member_preferences').values({ user_id: m.id, father_gen: over.fatherGen ?? 3, mother_gen: 3, updated_at: now }).execute();
  await db.insertInto('member_preference_options').values({ user_id: m.id, field: 'maritalStatus', option_id: 'maritalStatus.single' }).execute();
  if (over.matchEnabled === false) {
    await db
      .insertInto('member_settings')
      .values({ user_id: m.id, match_enabled: 0, horoscope_privacy: 'visible', horoscope_password_hash: null, photo_privacy: 'members', contact_privacy: 'members', profile_visibility: 'everyone', updated_at: now })
      .execute();
  }
  return m;
}

/** Writes one entry of `owner`'s list, named after its relation unless told; the self entry is linked to the owner. */
export async function writeListEntry(db: Kysely<DB>, now: number, owner: string, relation: RelationId, over: Partial<FamilyMembersTable> = {}): Promise<string> {
  const self = await db.selectFrom('family_members').select('id').where('owner_id', '=', owner).where('relation_id', '=', 'self').executeTakeFirst();
  const id = newId();
  await db
    .insertInto('family_members')
    .values({
      id,
      owner_id: owner,
      name: relation,
      relation_id: relation,
      side: relation === 'self' ? 'self' : 'other',
      member_from_id: relation === 'self' ? null : (self?.id ?? null),
      parent_id: null,
      spouse_id: null,
      parent_kind: 'birth',
      dob: null,
      linked_user_id: relation === 'self' ? owner : null,
      created_at: now,
      updated_at: now,
      ...over,
    })
    .execute();
  return id;
}
