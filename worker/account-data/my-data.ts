import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import { memberPaymentOf } from '../payments/history';
import { picturesOf } from '../pictures/store';
import { profileWithCompleteness } from '../profile/save';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * What `GET /user/myData` hands a member (issue 24 "Duties of the site", decision 0962): one JSON
 * file of everything the site keeps that is theirs. Other members appear only as the name and id
 * the member already saw beside what they exchanged; nothing of another member's own profile,
 * pictures, family or conversations with others is in it.
 */

const base64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

async function picturesOfMember(deps: AppDeps, userId: string) {
  const rows = await deps.database.db.selectFrom('member_pictures').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const store = picturesOf(deps);
  return Promise.all(
    rows.map(async (r) => {
      const stored = await store.get(r.name);
      return { name: r.name, contentType: r.content_type, uploadedAt: r.created_at, data: stored ? `data:${stored.contentType};base64,${base64(stored.bytes)}` : null };
    }),
  );
}

/** Joins the other member of a row, by the side that is not the caller: the name and id the member saw. */
const otherSide = (table: 'messages' | 'letters' | 'member_requests', userId: string) => {
  const from = sql.ref(`${table}.from_user_id`);
  return sql<boolean>`o.id = case when ${from} = ${userId} then ${sql.ref(`${table}.to_user_id`)} else ${from} end`;
};

async function exchanges(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const [messages, letters, requests] = await Promise.all([
    db
      .selectFrom('messages')
      .innerJoin('users as o', (join) => join.on(otherSide('messages', userId)))
      .select(['messages.from_user_id', 'messages.text', 'messages.sent_at', 'messages.read_at', 'o.id as other_id', 'o.name as other_name'])
      .where((eb) => eb.or([eb('messages.from_user_id', '=', userId), eb('messages.to_user_id', '=', userId)]))
      .orderBy('messages.id')
      .execute(),
    db
      .selectFrom('letters')
      .innerJoin('users as o', (join) => join.on(otherSide('letters', userId)))
      .select(['letters.from_user_id', 'letters.subject', 'letters.body', 'letters.sent_at', 'o.id as other_id', 'o.name as other_name'])
      .where((eb) => eb.or([eb('letters.from_user_id', '=', userId), eb('letters.to_user_id', '=', userId)]))
      .orderBy('letters.sent_at')
      .execute(),
    db
      .selectFrom('member_requests')
      .innerJoin('users as o', (join) => join.on(otherSide('member_requests', userId)))
      .select(['member_requests.from_user_id', 'member_requests.type', 'member_requests.status', 'member_requests.for_member_name', 'member_requests.created_at', 'member_requests.updated_at', 'o.id as other_id', 'o.name as other_name'])
      .where((eb) => eb.or([eb('member_requests.from_user_id', '=', userId), eb('member_requests.to_user_id', '=', userId)]))
      .orderBy('member_requests.created_at')
      .execute(),
  ]);
  const direction = (from: string) => (from === userId ? 'sent' : 'received');
  const withMember = (r: { other_id: string; other_name: string }) => ({ _id: r.other_id, name: r.other_name });
  return {
    messages: messages.map((m) => ({ direction: direction(m.from_user_id), with: withMember(m), text: m.text, sentAt: m.sent_at, readAt: m.read_at })),
    letters: letters.map((l) => ({ direction: direction(l.from_user_id), with: withMember(l), subject: l.subject, body: l.body, sentAt: l.sent_at })),
    requests: requests.map((r) => ({ direction: direction(r.from_user_id), with: withMember(r), type: r.type, status: r.status, forFamilyMember: r.for_member_name, sentAt: r.created_at, updatedAt: r.updated_at })),
  };
}

export async function memberData(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const [{ profile }, account, pictures, family, payments, exchanged] = await Promise.all([
    profileWithCompleteness(deps, userId),
    db.selectFrom('users').select(['email', 'phone', 'profile_for', 'created_at', 'declared_at', 'plan_id']).where('id', '=', userId).executeTakeFirstOrThrow(),
    picturesOfMember(deps, userId),
    db.selectFrom('family_members').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    exchanges(deps, userId),
  ]);
  return {
    // What the file holds, in the member's language (the caller, decision 0963); one line each.
    README: m.server_my_data_readme().split('\n'),
    downloadedAt: deps.now(),
    account: { email: account.email, phone: account.phone, profileCreatedFor: account.profile_for, registeredAt: account.created_at, declaredAt: account.declared_at },
    profile,
    pictures,
    family: family.map((f) => ({
      _id: f.id,
      name: f.name,
      relation: f.relation_id,
      side: f.side,
      addedFrom: f.member_from_id,
      dob: f.dob,
      deceased: f.deceased === 1,
      dateOfDeath: f.date_of_death ?? null,
      linkedMember: f.linked_user_id,
    })),
    ...exchanged,
    payments: payments.map(memberPaymentOf),
  };
}
