import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { BlocksTable, CommentsTable, MemberRequestsTable, MemberRequestStatus, ProfileVisitsTable, RatingsTable } from '../db/tables/social';
import { newId } from '../ids';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { rowChunks } from '../db/chunks';
import { demoMarriageRule } from '../seed/demo-pairs';

/**
 * The social part of the demo community: visits, requests in every state, ratings and
 * comments between members with an accepted request, and a few blocks. Deterministic (it
 * follows the members' order by e-mail) and idempotent (skipped once any demo visit exists).
 * The README's account gets a full dashboard: visitors, requests received and accepted,
 * likes, comments and one blocked member. An interest goes only between members who could
 * marry (worker/seed/demo-pairs.ts); a pair who could not gets a photo request in its place, so
 * the dashboards keep their numbers, and no block falls between two members with an interest.
 */
const HOUR = 3600 * 1000;
const STATUSES: MemberRequestStatus[] = ['pending', 'accepted', 'rejected', 'withdrawn'];
const TYPES = ['interest', 'photo', 'contact', 'horoscope'];
const COMMENTS = [
  'Lovely to connect with your family. Looking forward to talking more.',
  'Your profile is very well written. Warm regards to your parents.',
  'We enjoyed our call last week. Thank you for your time!',
  'It was good to learn more about you and your family.',
  'Thank you for accepting our request. Our families should meet soon.',
];
/** What one writes after a photo, contact or horoscope request: nothing that speaks of marriage. */
const COMMENTS_AFTER_A_REQUEST = COMMENTS.slice(0, -1).concat('Thank you for accepting our request.');
export const README_ACCOUNT = `aarav.sharma@${DEMO_EMAIL_DOMAIN}`;

export async function seedDemoSocial(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('role', '=', 2)
    .orderBy('email')
    .execute();
  if (members.length < 10) return;
  const done = await db.selectFrom('profile_visits').select('visitor_id').where('visitor_id', 'in', [members[0]!.id, members[1]!.id, members[2]!.id]).limit(1).executeTakeFirst();
  if (done) return;
  const n = members.length;
  const id = (i: number) => members[((i % n) + n) % n]!.id;
  const aarav = Math.max(0, members.findIndex((m) => m.email === README_ACCOUNT));
  const couldMarry = await demoMarriageRule(database, now);

  const visits = new Map<string, Insertable<ProfileVisitsTable>>();
  const visit = (from: number, to: number, hoursAgo: number, count: number) => {
    if (id(from) === id(to)) return;
    visits.set(`${id(from)}|${id(to)}`, { visitor_id: id(from), visited_id: id(to), last_visited_at: now - hoursAgo * HOUR, count });
  };
  const requests: Insertable<MemberRequestsTable>[] = [];
  const pairs = new Set<string>();
  const ask = (from: number, to: number, status: MemberRequestStatus, type: string, hoursAgo: number) => {
    const key = [id(from), id(to)].sort().join('|');
    if (id(from) === id(to) || pairs.has(key)) return;
    pairs.add(key);
    const at = now - hoursAgo * HOUR;
    const kind = type === 'interest' && !couldMarry(id(from), id(to)) ? 'photo' : type;
    requests.push({ id: newId(), from_user_id: id(from), to_user_id: id(to), type: kind, status, created_at: at - 24 * HOUR, updated_at: at });
  };

  for (let i = 0; i < n; i++) {
    for (let k = 1; k <= 3; k++) visit(i, i * 7 + k * 13, (i * k) % 240, 1 + ((i + k) % 4));
    // The README account's requests are the ones set out below: one drawn here could fall on a
    // member the family step makes his cousin, and relatives could not marry.
    if (i !== aarav && (i + 5) % n !== aarav) ask(i, i + 5, STATUSES[i % 4]!, TYPES[Math.floor(i / 4) % 4]!, 2 + (i % 96));
  }
  // The README's account: eight recent visitors and requests in every state, both ways.
  for (let k = 1; k <= 8; k++) visit(aarav + k * 11, aarav, k * 3, k % 3 + 1);
  visit(aarav, aarav + 17, 5, 2);
  ask(aarav + 31, aarav, 'pending', 'interest', 1);
  ask(aarav + 37, aarav, 'pending', 'photo', 3);
  ask(aarav + 41, aarav, 'accepted', 'interest', 30);
  ask(aarav, aarav + 43, 'accepted', 'contact', 50);
  ask(aarav + 47, aarav, 'rejected', 'interest', 70);
  ask(aarav, aarav + 53, 'withdrawn', 'interest', 90);

  const accepted = requests.filter((r) => r.status === 'accepted');
  const ratings: Insertable<RatingsTable>[] = [];
  const comments: Insertable<CommentsTable>[] = [];
  accepted.forEach((r, k) => {
    const at = Number(r.updated_at) + HOUR;
    ratings.push({ rater_id: r.from_user_id, rated_id: r.to_user_id, stars: 3 + (k % 3), created_at: at, updated_at: at });
    if (k % 2 === 0) ratings.push({ rater_id: r.to_user_id, rated_id: r.from_user_id, stars: 5 - (k % 2), created_at: at, updated_at: at });
    const said = r.type === 'interest' ? COMMENTS : COMMENTS_AFTER_A_REQUEST;
    comments.push({ id: newId(), author_id: r.from_user_id, owner_id: r.to_user_id, text: said[k % said.length]!, created_at: at + HOUR, deleted_at: null });
    if (k % 3 === 0) comments.push({ id: newId(), author_id: r.to_user_id, owner_id: r.from_user_id, text: said[(k + 2) % said.length]!, created_at: at + 2 * HOUR, deleted_at: null });
  });

  // A few blocks, between members with no accepted request and no interest, and one by the README's account.
  const acceptedPairs = new Set(requests.filter((r) => r.status === 'accepted' || r.type === 'interest').map((r) => [r.from_user_id, r.to_user_id].sort().join('|')));
  const blocks: Insertable<BlocksTable>[] = [];
  const blockPair = (from: number, to: number, hoursAgo: number) => {
    if (id(from) === id(to) || acceptedPairs.has([id(from), id(to)].sort().join('|'))) return;
    blocks.push({ blocker_id: id(from), blocked_id: id(to), created_at: now - hoursAgo * HOUR });
  };
  blockPair(aarav, aarav + 59, 120);
  for (let i = 3; i < n; i += 40) blockPair(i, i + 20, 48 + i);

  await database.batch([
    ...rowChunks([...visits.values()]).map((rows) => db.insertInto('profile_visits').values(rows).onConflict((oc) => oc.doNothing())),
    ...rowChunks(requests).map((rows) => db.insertInto('member_requests').values(rows)),
    ...rowChunks(ratings).map((rows) => db.insertInto('ratings').values(rows).onConflict((oc) => oc.doNothing())),
    ...rowChunks(comments).map((rows) => db.insertInto('comments').values(rows)),
    ...rowChunks(blocks).map((rows) => db.insertInto('blocks').values(rows).onConflict((oc) => oc.doNothing())),
  ]);
}
