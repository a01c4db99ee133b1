import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { UpgradeRequestsTable } from '../db/tables/membership';
import { newId } from '../ids';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { README_ACCOUNT } from '../social/demo';

const DAY = 24 * 3600 * 1000;
const PAID = ['silver', 'gold', 'platinum'] as const;

/**
 * The membership part of the demo community: about one member in five holds a paid plan
 * (approved some days ago, so it runs), about one in seven has an upgrade request waiting
 * for the admins. The README's account stays on Free with no request, so /membership shows
 * every button as a new member sees it. Deterministic (members by e-mail) and idempotent
 * (skipped once any demo member has an upgrade request).
 */
export async function seedDemoMembership(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('role', '=', 2)
    .where('email', '!=', README_ACCOUNT)
    .orderBy('email')
    .execute();
  if (!members.length) return;
  const done = await db.selectFrom('upgrade_requests').select('id').where('user_id', 'in', members.map((m) => m.id)).limit(1).executeTakeFirst();
  if (done) return;
  const plans = new Set((await db.selectFrom('plans').select('id').execute()).map((p) => p.id));
  if (!PAID.every((p) => plans.has(p))) return;
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).orderBy('created_at').executeTakeFirst();

  const rows: Insertable<UpgradeRequestsTable>[] = [];
  const holders: Array<{ id: string; plan: string }> = [];
  members.forEach((m, i) => {
    if (i % 5 === 1) {
      const plan = PAID[i % 3]!;
      const decided = now - (3 + (i % 20)) * DAY;
      rows.push({ id: newId(), user_id: m.id, plan_id: plan, status: 'approved', created_at: decided - DAY, decided_at: decided, decided_by: admin?.id ?? null });
      holders.push({ id: m.id, plan });
    } else if (i % 7 === 3) {
      rows.push({ id: newId(), user_id: m.id, plan_id: PAID[i % 3]!, status: 'pending', created_at: now - (i % 4) * DAY - 3600 * 1000, decided_at: null, decided_by: null });
    } else if (i % 11 === 6) {
      const decided = now - 2 * DAY;
      rows.push({ id: newId(), user_id: m.id, plan_id: 'platinum', status: 'rejected', created_at: decided - DAY, decided_at: decided, decided_by: admin?.id ?? null });
    }
  });
  // 7 columns a row: 14 rows keep an INSERT under D1's 100 bound parameters.
  const inserts = [];
  for (let k = 0; k < rows.length; k += 14) inserts.push(db.insertInto('upgrade_requests').values(rows.slice(k, k + 14)));
  const updates = holders.map((h) => db.updateTable('users').set({ plan_id: h.plan }).where('id', '=', h.id));
  await database.batch([...inserts, ...updates]);
}
