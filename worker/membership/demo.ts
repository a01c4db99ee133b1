import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { ContactViewsTable } from '../db/tables/contact-views';
import type { UpgradeRequestsTable } from '../db/tables/membership';
import { newId } from '../ids';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { README_ACCOUNT } from '../social/demo';
import { notBlockedWith } from '../social/reach';
import { planOf } from '../reference/mappers';
import { grantRecord } from './plans';

const DAY = 24 * 3600 * 1000;
const PAID = ['silver', 'gold', 'platinum'] as const;

/** The README account's plan: Gold, so `npm start` shows revealed contacts and who visited. */
const README_PLAN = 'gold';
/** Members whose contact details the README account has revealed already. */
const README_REVEALED = 3;

/**
 * The membership part of the demo community: about one member in five holds a paid plan
 * (approved some days ago, so it runs), about one in seven has an upgrade request waiting
 * for the admins; the rest stay on Free and meet the upgrade prompts. The README's account
 * holds Gold with a few contacts revealed (docs/decisions/0564). Deterministic (members by
 * e-mail) and idempotent (skipped once any demo member has an upgrade request).
 */
export async function seedDemoMembership(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('role', '=', 2)
    .orderBy('email')
    .execute();
  const readme = members.find((m) => m.email === README_ACCOUNT);
  const others = members.filter((m) => m !== readme);
  if (!members.length) return;
  const done = await db.selectFrom('upgrade_requests').select('id').where('user_id', 'in', members.map((m) => m.id)).limit(1).executeTakeFirst();
  if (done) return;
  const plans = new Map((await db.selectFrom('plans').selectAll().execute()).map((p) => [p.id, planOf(p)]));
  if (!PAID.every((p) => plans.has(p))) return;
  // As an admin's approval records it (decision 0806); nulls keep every row's columns alike.
  const bought = (planId: string, decided: number) => ({ reason: null, ...grantRecord(plans.get(planId)!, decided) });
  const notBought = (reason: string | null) => ({ reason, plan_name: null, plan_type: null, price: null, duration_months: null, features: null, grants: null, expires_at: null });
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).orderBy('created_at').executeTakeFirst();

  const rows: Insertable<UpgradeRequestsTable>[] = [];
  const holders: Array<{ id: string; plan: string }> = [];
  if (readme) {
    const decided = now - 10 * DAY;
    rows.push({ id: newId(), user_id: readme.id, plan_id: README_PLAN, status: 'approved', created_at: decided - DAY, decided_at: decided, decided_by: admin?.id ?? null, ...bought(README_PLAN, decided) });
    holders.push({ id: readme.id, plan: README_PLAN });
  }
  others.forEach((m, i) => {
    if (i % 5 === 1) {
      const plan = PAID[i % 3]!;
      const decided = now - (3 + (i % 20)) * DAY;
      rows.push({ id: newId(), user_id: m.id, plan_id: plan, status: 'approved', created_at: decided - DAY, decided_at: decided, decided_by: admin?.id ?? null, ...bought(plan, decided) });
      holders.push({ id: m.id, plan });
    } else if (i % 7 === 3) {
      rows.push({ id: newId(), user_id: m.id, plan_id: PAID[i % 3]!, status: 'pending', created_at: now - (i % 4) * DAY - 3600 * 1000, decided_at: null, decided_by: null, ...notBought(null) });
    } else if (i % 11 === 6) {
      const decided = now - 2 * DAY;
      rows.push({ id: newId(), user_id: m.id, plan_id: 'platinum', status: 'rejected', created_at: decided - DAY, decided_at: decided, decided_by: admin?.id ?? null, ...notBought('The payment has not reached us yet.') });
    }
  });
  // 15 columns a row: 6 rows keep an INSERT under D1's 100 bound parameters.
  const inserts = [];
  for (let k = 0; k < rows.length; k += 6) inserts.push(db.insertInto('upgrade_requests').values(rows.slice(k, k + 6)));
  const updates = holders.map((h) => db.updateTable('users').set({ plan_id: h.plan }).where('id', '=', h.id));
  const reveals = readme ? await readmeReveals(database, readme.id, now) : [];
  await database.batch([...inserts, ...updates, ...reveals]);
}

/**
 * Contact views of the README account: members of the other gender whose privacy lets any
 * member see their contact details, who are visible and not blocked either way, revealed in
 * the last days (after the plan's approval, so they count against it).
 */
async function readmeReveals(database: Database, readmeId: string, now: number) {
  const { db } = database;
  const me = await db.selectFrom('users').select('gender').where('id', '=', readmeId).executeTakeFirst();
  const open = await db
    .selectFrom('users as u')
    .innerJoin('member_settings as s', 's.user_id', 'u.id')
    .select('u.id')
    .where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('u.role', '=', 2)
    .where('u.status', '=', 'active')
    .where('u.gender', '!=', me?.gender === 'female' ? 'female' : 'male')
    .where('s.contact_privacy', 'in', ['everyone', 'members'])
    .where('s.profile_visibility', '!=', 'hidden')
    .where(notBlockedWith(readmeId, 'u.id'))
    .orderBy('u.email')
    .limit(README_REVEALED)
    .execute();
  if (!open.length) return [];
  const rows: Insertable<ContactViewsTable>[] = open.map((m, k) => ({ viewer_id: readmeId, member_id: m.id, viewed_at: now - (k + 1) * DAY }));
  return [db.insertInto('contact_views').values(rows).onConflict((oc) => oc.doNothing())];
}
