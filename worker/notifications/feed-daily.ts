import { sql } from 'kysely';
import { FEED_LINK } from '../../contract/feed';
import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import type { AppDeps } from '../deps';
import { readerLocales } from '../i18n/reader-locale';
import { memberTraits } from '../preferences/queries';
import { indexedPreferred } from '../search/match-index/shards';
import { isFindableMember } from '../social/reach';
import { DAY_MS, feedDay, feedItemInsert } from './feed';

/**
 * The feed's daily items (docs/decisions/0830-feed.md): the digest of new members who match a
 * member's preferences, and the reminder of a plan about to end. Keyed per day and per plan
 * term, so the job may run any number of times a day (Node's timer, the Workers cron):
 * a second run the same day writes nothing.
 */

type Deps = Pick<AppDeps, 'database' | 'now' | 'config'>;

/** A plan ending within this many days gets its one reminder. */
const PLAN_REMINDER_DAYS = 7;
/** Items written per batch: each batch is one short write. */
const BATCH = 200;

/**
 * Who should hear of members who joined in the day before `now`: for each new member (few a
 * day), the members whose stated preference they meet on at least half its fields, the rule
 * of 'Members you may like' seen from the new member's side ('Members looking for you',
 * scanned over the match index, decision 0502), among members both may find (active,
 * verified, adults, matching on, not hidden, no block either way). Counted per reader.
 */
async function newMatchCounts(deps: Deps, now: number): Promise<Map<string, number>> {
  const fresh = await deps.database.db
    .selectFrom('users as u')
    .leftJoin('member_settings as s', 's.user_id', 'u.id')
    .where(isFindableMember('u'))
    // The day's sign-ups are one range of users_role_created, which the role leads (decision 0965).
    .where('u.role', '=', 2)
    .where('u.created_at', '>=', now - DAY_MS)
    .where('u.created_at', '<', now)
    // A new member who hid their profile or switched matching off is found by nobody.
    .where((eb) => eb.or([eb('s.user_id', 'is', null), eb.and([eb('s.match_enabled', '=', 1), eb('s.profile_visibility', '!=', 'hidden')])]))
    .select(['u.id', 'u.gender'])
    .execute();
  const counts = new Map<string, number>();
  for (const member of fresh) {
    const traits = await memberTraits(deps, member.id, member.id);
    if (!traits) continue;
    // Every member looking for the new one: the whole list, not a page.
    const readers = await indexedPreferred(deps, member, 'reverse', { pref: null, traits, now }, { offset: 0, limit: Infinity });
    for (const id of readers.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Plans whose term ends within PLAN_REMINDER_DAYS of `now`, still each member's current plan. */
async function endingPlans(deps: Deps, now: number) {
  return deps.database.db
    .selectFrom('upgrade_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('plans as p', 'p.id', 'r.plan_id')
    .select(['r.id', 'r.user_id', 'r.expires_at', sql<string>`coalesce(r.plan_name, p.plan_name, 'membership')`.as('plan_name')])
    .where('r.status', '=', 'approved')
    .where('r.expires_at', 'is not', null)
    .where('r.expires_at', '>', now)
    .where('r.expires_at', '<=', now + PLAN_REMINDER_DAYS * DAY_MS)
    .where('u.status', '=', 'active')
    .whereRef('u.plan_id', '=', 'r.plan_id')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('upgrade_requests as later').select('later.id').whereRef('later.user_id', '=', 'r.user_id').where('later.status', '=', 'approved').whereRef('later.decided_at', '>', 'r.decided_at'))),
    )
    .execute();
}

interface DailyFeedCounts {
  digests: number;
  planReminders: number;
}

/** Writes today's digests and plan reminders; items already written (same key) are left as they are. */
export async function writeDailyFeed(deps: Deps): Promise<DailyFeedCounts> {
  const now = deps.now();
  const day = feedDay(now);
  // Each text is written in its reader's language (decision 0963), read a batch at a time.
  const items = [
    ...[...(await newMatchCounts(deps, now))].map(([userId, count]) => ({
      userId,
      content: (locale: Locale) => m.server_feed_digest({ count }, { locale }),
      link: FEED_LINK.digest,
      feedKey: `digest:${day}`,
    })),
    ...(await endingPlans(deps, now)).map((p) => ({
      userId: p.user_id,
      content: (locale: Locale) => m.server_feed_plan_ending({ plan: p.plan_name, days: Math.ceil((p.expires_at! - now) / DAY_MS) }, { locale }),
      link: FEED_LINK.planEnding,
      feedKey: `plan:${p.id}`,
    })),
  ];
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = items.slice(i, i + BATCH);
    const localeOf = await readerLocales(deps, batch.map((item) => item.userId));
    await deps.database.batch(batch.map((item) => feedItemInsert(deps, { ...item, content: item.content(localeOf(item.userId)) })));
  }
  const digests = items.filter((i) => i.feedKey.startsWith('digest:')).length;
  return { digests, planReminders: items.length - digests };
}

/** Hours between two runs under Node (Workers: wrangler.toml's cron); the keys keep it to one item a day. */
const DAILY_FEED_EVERY_MS = 6 * 3_600_000;

/** Node: runs now, then every few hours, in the background (an unref'd timer). Returns a stop function. */
export function writeDailyFeedPeriodically(deps: Deps, everyMs = DAILY_FEED_EVERY_MS): () => void {
  const run = () =>
    writeDailyFeed(deps).then(
      (c) => {
        if (c.digests || c.planReminders) console.log(`Feed: ${c.digests} new-match digests and ${c.planReminders} plan reminders.`);
      },
      (err: unknown) => console.error('Daily feed failed:', err),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
