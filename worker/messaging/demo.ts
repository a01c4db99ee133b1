import { sql } from 'kysely';
import type { Database } from '../db/database';
import { rowChunks } from '../db/chunks';
import { newId } from '../ids';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { README_ACCOUNT } from '../social/demo';

/**
 * Chat and letters in the demo community (issue 12): conversations between demo members whose
 * interest was accepted (no block), the README's account first, so `npm start` shows a lively
 * chat list, a thread with unread messages, and letters in the Inbox. Deterministic; skipped
 * once any conversation exists.
 */
const MINUTE = 60_000;
const PAIRS = 40;
/** A conversation; `hobby` is one the member asked about lists on the profile (issue 22 §4). */
const linesAbout = (hobby: string | undefined) => [
  'Namaste! Thank you for accepting my interest.',
  'Namaste, happy to hear from you. How is your week going?',
  hobby ? `Busy at work, but good. I read that you enjoy ${hobby.toLowerCase()}. How did you start?` : 'Busy at work, but good. What do you like to do at weekends?',
  hobby ? `My cousins got me into it years ago. Now it is how I spend most weekends.` : 'Mostly time with my family, and catching up on sleep!',
  'That sounds lovely. I would like to hear more when we speak.',
  'Would your parents like to speak with mine this weekend?',
  'Yes, I will ask them tonight and let you know.',
  'Sounds good. Have a nice evening!',
];
const LINE_COUNT = linesAbout(undefined).length;
interface FamilyDetails {
  fatherOccupation?: string;
  motherOccupation?: string;
  brothers?: number;
  sisters?: number;
  marriedSisters?: number;
  nativePlace?: string;
}
const a = (work: string) => `${/^[AEIOU]/i.test(work) ? 'an' : 'a'} ${work.toLowerCase()}`;

/** The letter about one's family, written from the sender's own family details (issue 22 §4), so it never says what the profile does not. */
function aboutMyFamily(f: FamilyDetails): { subject: string; body: string } {
  const father = f.fatherOccupation ? `My father is ${a(f.fatherOccupation)}` : 'My father';
  const mother = f.motherOccupation ? `my mother is ${a(f.motherOccupation)}` : 'my mother';
  const siblings = (f.brothers ?? 0) + (f.sisters ?? 0);
  const married = f.marriedSisters ? ` ${f.marriedSisters === 1 ? 'One sister is' : `${f.marriedSisters} sisters are`} married.` : '';
  const home = f.nativePlace ? ` We are from ${f.nativePlace}.` : '';
  const family = `${father} and ${mother}.${siblings ? ` I have ${f.brothers ?? 0} brother${f.brothers === 1 ? '' : 's'} and ${f.sisters ?? 0} sister${f.sisters === 1 ? '' : 's'}.${married}` : ' I am their only child.'}${home}`;
  return { subject: 'About my family', body: `Namaste,\n\nI wanted to write a little more than a chat allows. ${family}\n\nI would love to hear about your family too.\n\nWarm regards` };
}
const THANKS = { subject: 'Thank you for your time', body: 'Namaste,\n\nIt was a pleasure speaking with you and your parents. We would be glad to meet over tea whenever it suits your family.\n\nWith regards' };

export async function seedDemoMessaging(database: Database, now: number): Promise<void> {
  const { db } = database;
  if (await db.selectFrom('conversations').select('id').limit(1).executeTakeFirst()) return;
  const pairs = await sql<{ x: string; y: string; x_email: string; y_email: string }>`
    select r.from_user_id as x, r.to_user_id as y, f.email as x_email, t.email as y_email
    from member_requests r join users f on f.id = r.from_user_id join users t on t.id = r.to_user_id
    where r.type = 'interest' and r.status = 'accepted' and f.status = 'active' and t.status = 'active'
      and f.email like ${`%@${DEMO_EMAIL_DOMAIN}`} and t.email like ${`%@${DEMO_EMAIL_DOMAIN}`}
      and not exists (select 1 from blocks b where (b.blocker_id = r.from_user_id and b.blocked_id = r.to_user_id) or (b.blocker_id = r.to_user_id and b.blocked_id = r.from_user_id))
    order by (f.email = ${README_ACCOUNT} or t.email = ${README_ACCOUNT}) desc, r.updated_at desc
    limit ${PAIRS}`.execute(db);
  if (!pairs.rows.length) return;

  const conversations = pairs.rows.map((p, i) => {
    const [a, b] = p.x < p.y ? [p.x, p.y] : [p.y, p.x];
    return { user_a: a, user_b: b, opened_by: p.x, created_at: now - (i + 1) * 90 * MINUTE };
  });
  await database.batch(rowChunks(conversations).map((rows) => db.insertInto('conversations').values(rows)));
  const ids = await db.selectFrom('conversations').select(['id', 'user_a', 'user_b']).execute();
  const idOf = new Map(ids.map((c) => [`${c.user_a}|${c.user_b}`, c.id]));

  const hobbies = new Map(
    (await db.selectFrom('member_profiles').select(['user_id', 'lifestyle']).where('user_id', 'in', pairs.rows.map((p) => p.y)).execute()).map((r) => [
      r.user_id,
      (JSON.parse(r.lifestyle ?? '{}') as { hobbies?: string }).hobbies?.split(',')[0]?.trim() || undefined,
    ]),
  );
  const messages = pairs.rows.flatMap((p, i) => {
    const conversation = idOf.get(p.x < p.y ? `${p.x}|${p.y}` : `${p.y}|${p.x}`)!;
    const count = 3 + (i % (LINE_COUNT - 2));
    const start = now - (i + 1) * 90 * MINUTE;
    return linesAbout(hobbies.get(p.y)).slice(0, count).map((text, k) => {
      const from = k % 2 === 0 ? p.x : p.y;
      const sent = start + k * 7 * MINUTE;
      // The last message of every third conversation is still unread.
      const unread = k === count - 1 && i % 3 === 0;
      return { conversation_id: conversation, from_user_id: from, to_user_id: from === p.x ? p.y : p.x, text, client_id: newId(), sent_at: sent, delivered_at: sent, read_at: unread ? null : sent + MINUTE };
    });
  });
  // The conversations' last message and unread counts follow by trigger (migration 0066).
  await database.batch(rowChunks(messages).map((rows) => db.insertInto('messages').values(rows)));

  const senders = pairs.rows.slice(0, 6).map((p): [string, string] => (p.y_email === README_ACCOUNT || p.x_email !== README_ACCOUNT ? [p.x, p.y] : [p.y, p.x]));
  const families = new Map(
    (await db.selectFrom('member_profiles').select(['user_id', 'family']).where('user_id', 'in', senders.map(([from]) => from)).execute()).map((r) => [r.user_id, JSON.parse(r.family ?? '{}') as FamilyDetails]),
  );
  const letters = senders.map(([from, to], i) => {
    const letter = i % 2 === 0 ? aboutMyFamily(families.get(from) ?? {}) : THANKS;
    return { id: newId(), from_user_id: from, to_user_id: to, ...letter, sent_at: now - (i + 2) * 5 * 60 * MINUTE, read_at: i % 2 ? now - MINUTE : null };
  });
  await db.insertInto('letters').values(letters).execute();
}
