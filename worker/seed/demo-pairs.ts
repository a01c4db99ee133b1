import type { Database } from '../db/database';
import { eligibleMembers } from '../search/eligible';
import { DEMO_EMAIL_DOMAIN } from './demo-people';

/** Marital statuses of someone who is not free to marry: still married, or promised to another. */
export const NOT_FREE_TO_MARRY: readonly string[] = ['maritalStatus.married', 'maritalStatus.engaged', 'maritalStatus.awaiting-divorce', 'maritalStatus.separated'];

/**
 * Whether two demo members could marry, by the product's own rule (issue 22 §4): each is in the
 * other's search results (eligibleMembers: opposite gender, adults, verified, active, finding
 * soulmate on, not hidden, no block either way) and neither is still married. The demo seeds
 * ask it before they show an interest, a match or a chat, so the demo never shows what the
 * product would refuse. Read once, at the time of the call: blocks added later are the caller's
 * to keep away from the pairs it chose. Relatives are the family step's to keep apart
 * (worker/family/demo.ts), as the trees are drawn after the interests.
 */
export async function demoMarriageRule(database: Database, now: number): Promise<(a: string, b: string) => boolean> {
  const { db } = database;
  const members = await db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.gender', 'p.marital_status_id'])
    .where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('u.role', '=', 2)
    .execute();
  const deps = { database, now: () => now };
  const finds = new Map<string, Set<string>>();
  for (const m of members) {
    if (NOT_FREE_TO_MARRY.includes(m.marital_status_id ?? '')) continue;
    const found = await eligibleMembers(deps, m.id, m.gender).where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).select('u.id').execute();
    finds.set(m.id, new Set(found.map((f) => f.id)));
  }
  const free = (id: string) => finds.has(id);
  return (a, b) => free(a) && free(b) && !!finds.get(a)?.has(b) && !!finds.get(b)?.has(a);
}
