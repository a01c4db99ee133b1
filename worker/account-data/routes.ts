import { Hono } from 'hono';
import { ACCOUNT_DATA_TEXT } from '../../contract/account-data';
import { requireMember, requireMemberInPerson } from '../http/auth';
import type { AppEnv } from '../http/context';
import { tooManyRequests } from '../http/errors';
import { memberData } from './my-data';

const HOUR_MS = 3_600_000;

/** A member's own data as a file (issue 24 "Duties of the site", docs/decisions/0962). */
export const accountDataRoutes = new Hono<AppEnv>().get('/user/myData', requireMember, requireMemberInPerson, async (c) => {
  const { deps, session } = c.var;
  const now = deps.now();
  // Once an hour, keyed on the account alone: only the member's own session reaches it, so nobody
  // can hold another member back. The stamp is taken by a guarded UPDATE, so two clicks make one file.
  const taken = await deps.database.db
    .updateTable('users')
    .set({ data_downloaded_at: now })
    .where('id', '=', session.userId)
    .where((eb) => eb.or([eb('data_downloaded_at', 'is', null), eb('data_downloaded_at', '<=', now - HOUR_MS)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw tooManyRequests(ACCOUNT_DATA_TEXT.onceAnHour, 3600);
  const day = new Date(now).toISOString().slice(0, 10);
  return c.json(await memberData(deps, session.userId), 200, { 'content-disposition': `attachment; filename="sambandh-my-data-${day}.json"` });
});
