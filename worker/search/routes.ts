import { Hono } from 'hono';
import { sql, type SqlBool } from 'kysely';
import { getNewMatchParamSchema, matchCriteriaSchema, searchUsersSchema } from '../../contract/search';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireMember, requireSelf } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { body, params } from '../http/validate';
import { filterCounts, matchPage, profileMatches, viewerOf } from './matches';

/** Endpoints of the search domain, with their full paths under /api (e.g. '/match/…', '/user/…'). */
export const searchRoutes = new Hono<AppEnv>()
  .get('/match/getMatchFilters', requireMember, async (c) => {
    const viewer = await viewerOf(c.var.deps, c.var.session.userId);
    const { filters, activeUser } = await filterCounts(c.var.deps, viewer, {});
    return ok(c, { activeUser, filters });
  })
  .post('/match/getNewMatch/:id', requireMember, params(getNewMatchParamSchema), body(matchCriteriaSchema), async (c) => {
    const { id } = c.req.valid('param');
    requireSelf(c.var.session, id);
    const criteria = c.req.valid('json');
    const viewer = await viewerOf(c.var.deps, id);
    // Page, total and every filter's counts come from one pass over the match index.
    const { matches, total, filters, activeUser } = await profileMatches(c.var.deps, viewer, criteria);
    return ok(c, { data: { matches, total, filters, activeUser } });
  })
  // The spec writes the path with its trailing slash; both spellings answer.
  .post('/user/searchUsers/', requireMember, body(searchUsersSchema), async (c) => ok(c, { data: await searchUsers(c.var.deps, c.var.session.userId, c.req.valid('json')) }))
  .post('/user/searchUsers', requireMember, body(searchUsersSchema), async (c) => ok(c, { data: await searchUsers(c.var.deps, c.var.session.userId, c.req.valid('json')) }));

async function searchUsers(deps: AppDeps, me: string, input: z.output<typeof searchUsersSchema>) {
  const { text, ...criteria } = input;
  const viewer = await viewerOf(deps, me);
  const needle = text?.trim();
  return matchPage(deps, viewer, criteria, needle ? (q) => q.where(byIdOrName(needle)) : undefined);
}

/** The unique id exactly (any case), or a part of the name (any case). */
function byIdOrName(text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql<SqlBool>`(p.unique_id = ${text} collate nocase or u.name like ${pattern} escape '\\')`;
}
