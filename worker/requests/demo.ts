import type { Insertable } from 'kysely';
import { MEMBER_REQUEST_KINDS, type RequestStatus } from '../../contract/requests';
import type { Database } from '../db/database';
import type { NotificationsTable } from '../db/tables/accounts';
import type { ShortlistsTable } from '../db/tables/requests';
import type { MemberRequestsTable } from '../db/tables/social';
import { newId } from '../ids';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { README_ACCOUNT } from '../social/demo';
import { localeOf } from '../i18n/reader-locale';
import { sentText } from './rules';
import { rowChunks } from '../db/chunks';
import { demoMarriageRule } from '../seed/demo-pairs';

/**
 * The requests part of the demo community: interests in every state between members who could
 * marry (worker/seed/demo-pairs.ts: the search's rule both ways, neither still married), photo, contact and horoscope
 * requests, and shortlists. Pairs that already have a request (worker/social/demo.ts) are
 * left alone. Deterministic, and idempotent (skipped once any demo member has a shortlist).
 * The README's account gets pending interests to accept, and is on several shortlists.
 */
const HOUR = 3600 * 1000;
const STATES: RequestStatus[] = ['pending', 'accepted', 'rejected', 'withdrawn'];

export async function seedDemoRequests(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.name', 'users.gender', 'users.status', 'users.language'])
    .where('users.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('users.role', '=', 2)
    .orderBy('users.email')
    .execute();
  if (members.length < 10) return;
  const done = await db.selectFrom('shortlists').select('owner_id').where('owner_id', 'in', members.slice(0, 50).map((m) => m.id)).limit(1).executeTakeFirst();
  if (done) return;

  const [existing, blocks] = await Promise.all([
    db.selectFrom('member_requests').select(['from_user_id', 'to_user_id']).execute(),
    db.selectFrom('blocks').select(['blocker_id', 'blocked_id']).execute(),
  ]);
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const taken = new Set(existing.map((r) => key(r.from_user_id, r.to_user_id)));
  const blocked = new Set(blocks.map((b) => key(b.blocker_id, b.blocked_id)));
  const n = members.length;
  const at = (i: number) => members[((i % n) + n) % n]!;
  const couldMarry = await demoMarriageRule(database, now);
  const usable = (a: (typeof members)[number], b: (typeof members)[number]) => a.id !== b.id && a.status === 'active' && b.status === 'active' && !blocked.has(key(a.id, b.id));

  const requests: Insertable<MemberRequestsTable>[] = [];
  const notes: Insertable<NotificationsTable>[] = [];
  const add = (from: (typeof members)[number], to: (typeof members)[number], type: string, status: RequestStatus, hoursAgo: number) => {
    if (!usable(from, to) || taken.has(key(from.id, to.id))) return false;
    if (type === 'interest' && !couldMarry(from.id, to.id)) return false;
    taken.add(key(from.id, to.id));
    const updated = now - hoursAgo * HOUR;
    const created = status === 'pending' ? updated : updated - 12 * HOUR;
    requests.push({ id: newId(), from_user_id: from.id, to_user_id: to.id, type, status, created_at: created, updated_at: updated });
    if (status === 'pending') {
      notes.push({ id: newId(), user_id: to.id, sender_id: from.id, type: 'member_request', content: sentText(type as 'interest', from.name, localeOf(to)), link: '/requests/received/pending', is_read: 0, created_at: created });
    }
    return true;
  };

  // Interests: each member tries a few members of the other gender further down the list.
  for (let i = 0; i < n; i++) {
    const from = at(i);
    let sent = 0;
    for (let k = 1; k < 40 && sent < 2; k++) {
      const to = at(i + k * 7);
      if (add(from, to, 'interest', STATES[(i + sent) % 4]!, 1 + ((i * 5 + k) % 200))) sent++;
    }
  }
  // Photo, contact and horoscope requests, any gender.
  for (let i = 0; i < n; i += 2) {
    add(at(i), at(i + 19), MEMBER_REQUEST_KINDS[(i / 2) % 3]!, STATES[(i / 2) % 3]!, 3 + (i % 150));
  }
  // The README's account: pending interests to accept, and one of each kind both ways.
  const aarav = members.find((m) => m.email === README_ACCOUNT);
  if (aarav) {
    let pending = 0;
    for (let k = 1; k < n && pending < 4; k++) {
      if (add(at(members.indexOf(aarav) + k * 3), aarav, 'interest', 'pending', pending + 1)) pending++;
    }
    let others = 0;
    for (let k = 1; k < n && others < 6; k++) {
      const m = at(members.indexOf(aarav) + k * 5 + 1);
      const plan: Array<[boolean, string, RequestStatus]> = [
        [false, 'photo', 'pending'],
        [true, 'interest', 'pending'],
        [true, 'contact', 'accepted'],
        [false, 'horoscope', 'rejected'],
        [true, 'interest', 'rejected'],
        [false, 'contact', 'accepted'],
      ];
      const [mine, type, status] = plan[others]!;
      if (mine ? add(aarav, m, type, status, 10 + others * 7) : add(m, aarav, type, status, 10 + others * 7)) others++;
    }
  }

  // Shortlists: each active member keeps a few members of the other gender; several keep Aarav.
  const shortlists = new Map<string, Insertable<ShortlistsTable>>();
  const keep = (owner: (typeof members)[number], member: (typeof members)[number], hoursAgo: number) => {
    if (!usable(owner, member)) return;
    shortlists.set(`${owner.id}|${member.id}`, { owner_id: owner.id, member_id: member.id, created_at: now - hoursAgo * HOUR });
  };
  for (let i = 0; i < n; i++) {
    for (let k = 1; k <= 3; k++) {
      const m = at(i * 3 + k * 17);
      if (m.gender !== at(i).gender) keep(at(i), m, (i + k * 11) % 300);
    }
  }
  if (aarav) {
    const idx = members.indexOf(aarav);
    for (let k = 1; k <= 6; k++) keep(at(idx + k * 9), aarav, k * 5);
    for (let k = 1; k <= 5; k++) {
      const m = at(idx + k * 4 + 2);
      if (m.gender !== aarav.gender) keep(aarav, m, k * 8);
    }
  }

  await database.batch([
    ...rowChunks(requests).map((rows) => db.insertInto('member_requests').values(rows)),
    ...rowChunks(notes).map((rows) => db.insertInto('notifications').values(rows)),
    ...rowChunks([...shortlists.values()]).map((rows) => db.insertInto('shortlists').values(rows).onConflict((oc) => oc.doNothing())),
  ]);
}
