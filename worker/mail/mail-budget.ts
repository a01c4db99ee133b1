import { sql } from 'kysely';
import { sha256 } from '../auth/tokens';
import type { AppDeps } from '../deps';

/**
 * How much mail anyone may have sent without signing in (issue 20 §1.3, decision 0850): reset
 * and verification links and the "someone tried to register" notice. Per address mailed, so
 * nobody floods a member's inbox; per caller, so nobody sprays many inboxes. The caller is told
 * nothing either way: the answer was given before, and is the same for a mail held back.
 */
const MAIL_LIMITS = {
  perAddressPerHour: 3,
  perAddressPerDay: 10,
  perCallerPerHour: 10,
  perCallerPerDay: 30,
} as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Who asked: a caller by their address (null when the runtime gives none), or a sign-up for its
 * own first link, which counts for its address and not for the caller (a household registering
 * its members from one connection is not held back; sign-up has its own guards).
 */
export type MailAsker = { ip: string | null } | 'own sign-up';

/**
 * Records an ask and says whether it is within the limits. One INSERT … SELECT decides and
 * records at once, so asks racing from several isolates cannot all slip under a limit.
 */
export async function withinMailLimits(deps: AppDeps, to: string, asker: MailAsker): Promise<boolean> {
  const { db } = deps.database;
  const now = deps.now();
  const target = await sha256(to.toLowerCase());
  // An unknown address is one shared address: counted, not skipped (as sign-in throttling does).
  const from = asker === 'own sign-up' ? null : (asker.ip ?? '');
  const sent = (key: 'target' | 'caller', value: string | null, since: number) =>
    sql<number>`(select count(*) from mail_sends where ${sql.ref(key)} = ${value} and sent = 1 and at > ${since})`;
  const row = await db
    .insertInto('mail_sends')
    .columns(['target', 'caller', 'at', 'sent'])
    .expression(
      db.selectNoFrom([
        sql<string>`${target}`.as('target'),
        sql<string | null>`${from}`.as('caller'),
        sql<number>`${now}`.as('at'),
        sql<0 | 1>`case when ${sent('target', target, now - HOUR)} < ${MAIL_LIMITS.perAddressPerHour}
          and ${sent('target', target, now - DAY)} < ${MAIL_LIMITS.perAddressPerDay}
          and (${from} is null or (${sent('caller', from, now - HOUR)} < ${MAIL_LIMITS.perCallerPerHour}
            and ${sent('caller', from, now - DAY)} < ${MAIL_LIMITS.perCallerPerDay})) then 1 else 0 end`.as('sent'),
      ]),
    )
    .returning('sent')
    .executeTakeFirstOrThrow();
  // Rows past a day count for nothing; trimming here keeps the table small without a cron.
  await db.deleteFrom('mail_sends').where('at', '<', now - DAY).execute();
  return row.sent === 1;
}
