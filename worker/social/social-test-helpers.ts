import type { TestApp } from '../test/harness';
import { newId } from '../ids';

/** Test set-up the matching issue's endpoints will make through the API later. */
export async function acceptedRequest(t: TestApp, from: string, to: string, type = 'interest') {
  const now = t.deps.now();
  await t.deps.database.db
    .insertInto('member_requests')
    .values({ id: newId(), from_user_id: from, to_user_id: to, type, status: 'accepted', created_at: now, updated_at: now })
    .execute();
}

export async function request(t: TestApp, from: string, to: string, status: 'pending' | 'rejected' | 'withdrawn', type = 'interest') {
  const now = t.deps.now();
  await t.deps.database.db
    .insertInto('member_requests')
    .values({ id: newId(), from_user_id: from, to_user_id: to, type, status, created_at: now, updated_at: now })
    .execute();
}

export async function setPrivacy(
  t: TestApp,
  userId: string,
  s: Partial<{
    contact_privacy: 'everyone' | 'members' | 'accepted' | 'hidden';
    profile_visibility: 'everyone' | 'members' | 'hidden';
    horoscope_privacy: 'visible' | 'hidden';
    match_enabled: 0 | 1;
  }>,
) {
  await t.deps.database.db
    .insertInto('member_settings')
    .values({
      user_id: userId,
      match_enabled: 1,
      horoscope_privacy: 'visible',
      horoscope_password_hash: null,
      photo_privacy: 'members',
      contact_privacy: 'accepted',
      profile_visibility: 'everyone',
      updated_at: t.deps.now(),
      ...s,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(s))
    .execute();
}
