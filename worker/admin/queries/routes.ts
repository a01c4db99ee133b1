import { Hono } from 'hono';
import { QUERIES_TEXT, queryListQuerySchema, updateQuerySchema } from '../../../contract/admin/queries';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { body, query } from '../../http/validate';
import { findQuery, listQueries } from './list';
import { updateQuery } from './update';

/** Visitor queries in the back office (issue 11; docs/decisions/0812). */
export const adminQueryRoutes = new Hono<AppEnv>()
  .get('/admin/queries', requireAdmin, query(queryListQuerySchema), async (c) => {
    return ok(c, { ...(await listQueries(c.var.deps, c.req.valid('query'))) });
  })
  .post('/admin/updatequeries', requireAdmin, body(updateQuerySchema), async (c) => {
    const input = c.req.valid('json');
    const found = await findQuery(c.var.deps, input.id);
    if (!found) throw notFound(QUERIES_TEXT.notFound);
    const changed = await updateQuery(c.var.deps, c.var.session, found, input);
    const data = await findQuery(c.var.deps, input.id);
    if (!changed) return unchanged(c, { message: QUERIES_TEXT.unchanged, data });
    return ok(c, { message: input.reply !== undefined ? QUERIES_TEXT.replied(found.name, found.email) : QUERIES_TEXT.saved(found.name), data });
  });
