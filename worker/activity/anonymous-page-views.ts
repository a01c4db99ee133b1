import { sql } from 'kysely';
import { ACTIVITY_TEXT } from '../../contract/activity';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';

/**
 * Page views reported without a session (decision 0856). The page only reports signed-in
 * views, so anonymous ones come from scripts: each address gets a share of a calendar minute
 * (past it, 429), and all anonymous callers together a bounded number of rows a minute, so
 * rotating addresses cannot flood the log (past it, a success that stored nothing).
 */
export const ANONYMOUS_VIEWS_PER_ADDRESS = 20;
export const ANONYMOUS_VIEWS_PER_MINUTE = 120;

const MINUTE_MS = 60_000;
const ALL = 'all';
const addressKey = (address: string | null) => `address:${address ?? ''}`;

/** Counts one view for `key` in `minute` with one guarded UPSERT; false when it was full. */
async function claimView(deps: AppDeps, key: string, minute: number, limit: number): Promise<number | null> {
  const row = await deps.database.db
    .insertInto('anonymous_page_view_counts')
    .values({ key, minute, views: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        // SQLite evaluates every SET expression on the old row: a new minute starts from one.
        .doUpdateSet({ views: sql`case when anonymous_page_view_counts.minute = ${minute} then anonymous_page_view_counts.views + 1 else 1 end`, minute })
        .where((eb) => eb.or([eb('anonymous_page_view_counts.minute', '<>', minute), eb('anonymous_page_view_counts.views', '<', limit)])),
    )
    .returning('views')
    .executeTakeFirst();
  return row?.views ?? null;
}

/**
 * Whether an anonymous page view may be stored: throws 429 when its address has used its
 * share of the minute, false when all anonymous callers have. The address's own count is
 * written only after the shared one admitted the view, so rotating addresses add no more
 * counting rows than the cap either.
 */
export async function admitAnonymousPageView(deps: AppDeps, address: string | null): Promise<boolean> {
  const now = deps.now();
  const minute = Math.floor(now / MINUTE_MS);
  const refuse = () => {
    const seconds = Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000);
    return tooManyRequests(ACTIVITY_TEXT.tooManyPageViews(seconds), seconds);
  };
  const own = await deps.database.db.selectFrom('anonymous_page_view_counts').select(['minute', 'views']).where('key', '=', addressKey(address)).executeTakeFirst();
  if (own?.minute === minute && own.views >= ANONYMOUS_VIEWS_PER_ADDRESS) throw refuse();
  const shared = await claimView(deps, ALL, minute, ANONYMOUS_VIEWS_PER_MINUTE);
  if (shared === null) return false;
  // The first view of a minute clears the counts of minutes past.
  if (shared === 1) await deps.database.db.deleteFrom('anonymous_page_view_counts').where('minute', '<', minute).execute();
  if ((await claimView(deps, addressKey(address), minute, ANONYMOUS_VIEWS_PER_ADDRESS)) === null) throw refuse();
  return true;
}
