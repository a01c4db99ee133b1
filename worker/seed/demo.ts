import type { Insertable } from 'kysely';
import { FEED_LINK } from '../../contract/feed';
import { m } from '../../contract/i18n/paraglide/messages';
import { BASE_LOCALE } from '../../contract/i18n/locales';
import type { Database } from '../db/database';
import type { NotificationsTable, UsersTable } from '../db/tables/accounts';
import { hashPassword } from '../auth/passwords';
import { newId } from '../ids';
import { feedDay } from '../notifications/feed';
import { COMMUNITIES, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, PROFILE_FOR_CHOICES } from './demo-people';
import { pickWith as pick, seededRandom } from './random';

/**
 * The demo community: a few hundred members from India's main communities, the same on every
 * machine (a seeded generator), so screens and searches have people in them. Later issues
 * add their own parts (profiles, preferences, requests, trees) on top.
 */
export const DEMO_MEMBER_COUNT = 240;



export async function seedDemoCommunity(database: Database, passwordHashMemoryKib: number, now = Date.now()): Promise<number> {
  const { db } = database;
  const already = await db.selectFrom('users').select('id').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).executeTakeFirst();
  if (already) return 0;
  const tongues = new Map((await db.selectFrom('mother_tongues').select(['id', 'code']).execute()).map((t) => [t.code, t.id]));
  const religions = new Map((await db.selectFrom('religions').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  // One hash for all: 240 Argon2 runs would add a minute to the first start for nothing.
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashMemoryKib);
  const rnd = seededRandom(20261122);
  const emails = new Set<string>();
  const names = new Set<string>();
  const users: Insertable<UsersTable>[] = [];
  const notes: Insertable<NotificationsTable>[] = [];
  const year = 365.25 * 24 * 3600 * 1000;

  for (let i = 0; i < DEMO_MEMBER_COUNT; i++) {
    const community = COMMUNITIES[i % COMMUNITIES.length]!;
    const gender = Math.floor(i / COMMUNITIES.length) % 2 === 0 ? 'male' : 'female';
    // The first member is the README's demo account: Aarav Sharma, verified.
    const readmeAccount = i === 0;
    const firstNames = gender === 'male' ? community.male : community.female;
    let first = readmeAccount ? community.male[0]! : pick(rnd, firstNames);
    let surname = readmeAccount ? community.surnames[0]! : pick(rnd, community.surnames);
    const sikh = community.motherTongue === 'pa' && community.religion === 'Sikh';
    if (sikh) surname = gender === 'male' ? 'Singh' : 'Kaur';
    // No two members share a name (issue 22 §4): a name already given moves on to the next first
    // name of the list, then the next surname, without a draw, so every other value stays as it was.
    for (let k = 1; names.has(`${first} ${surname}`) && k < firstNames.length * community.surnames.length; k++) {
      first = firstNames[(firstNames.indexOf(first) + 1) % firstNames.length]!;
      if (k % firstNames.length === 0 && !sikh) surname = community.surnames[(community.surnames.indexOf(surname) + 1) % community.surnames.length]!;
    }
    names.add(`${first} ${surname}`);
    let email = `${first}.${surname}@${DEMO_EMAIL_DOMAIN}`.toLowerCase();
    for (let n = 2; emails.has(email); n++) email = `${first}.${surname}${n}@${DEMO_EMAIL_DOMAIN}`.toLowerCase();
    emails.add(email);
    const profileFor = pick(rnd, PROFILE_FOR_CHOICES.filter((p) => !(gender === 'male' ? ['Daughter', 'Sister'] : ['Son', 'Brother']).includes(p)));
    const born = now - (22 + rnd() * 16) * year;
    const createdAt = now - Math.floor(rnd() * 300) * 24 * 3600 * 1000;
    const id = newId();
    const phone = `+91 9${String(100000000 + Math.floor(rnd() * 899999999))}`;
    // Every demo member has verified the e-mail: unverified members are found by nobody
    // (docs/decisions/0503). The draw that once chose 15% unverified stays, so every other value
    // of the demo is what it was.
    if (!readmeAccount) rnd();
    users.push({
      id,
      role: 2,
      email,
      password_hash: passwordHash,
      name: `${first} ${surname}`,
      gender,
      dob: new Date(born).toISOString().slice(0, 10),
      profile_for: profileFor,
      mother_tongue_id: tongues.get(community.motherTongue) ?? null,
      religion_id: religions.get(community.religion) ?? null,
      phone,
      is_email_verified: 1,
      plan_id: null,
      profile_picture: null,
      created_at: createdAt,
      updated_at: createdAt,
      last_seen_at: now - Math.floor(rnd() * 30 * 24 * 3600 * 1000),
    });
    notes.push({
      id: newId(),
      user_id: id,
      sender_id: null,
      type: 'welcome',
      content: m.server_note_welcome({ name: first }, { locale: BASE_LOCALE }),
      link: '/dashboard',
      is_read: 1,
      created_at: createdAt,
    });
  }
  // A feed item for everyone, so the feed dropdown has content: the daily digest's kind
  // (decision 0830), keyed like it, so the daily job adds no second one the same day.
  for (const u of users) {
    notes.push({
      id: newId(),
      user_id: u.id,
      sender_id: null,
      type: 'feed',
      // Demo members have no language of their own: they read English (decision 0963).
      content: m.server_feed_digest({ count: 3 }, { locale: BASE_LOCALE }),
      link: FEED_LINK.digest,
      is_read: 0,
      created_at: now - 3600 * 1000,
      feed_key: `digest:${feedDay(now - 3600 * 1000)}`,
    });
  }
  const chunks = <T>(rows: T[], size: number) => Array.from({ length: Math.ceil(rows.length / size) }, (_, k) => rows.slice(k * size, k * size + size));
  await database.batch([
    ...chunks(users, 50).map((rows) => db.insertInto('users').values(rows)),
    ...chunks(notes, 50).map((rows) => db.insertInto('notifications').values(rows)),
  ]);
  return users.length;
}
