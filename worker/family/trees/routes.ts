import { Hono } from 'hono';
import {
  answerTreeRequestSchema,
  treeOwnerParamSchema,
  treeQuerySchema,
  treeRequestListSchema,
  treeViewParamSchema,
  userTreeBodySchema,
  viewTreeRequestSchema,
  type TreeType,
} from '../../../contract/family-tree';
import { assertEmailVerified, requireMember, requireVerifiedMember } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body, params, query } from '../../http/validate';
import { z } from 'zod';
import { treeOwnerFor } from './access';
import { treeFor } from './tree-data';
import { answerTreeRequest, receivedTreeRequests, sendTreeRequest, type Outcome } from './view-requests';
import { endTreeView, treeViewsOf } from './view-withdrawal';

/** `?tree` may be left out on getUserTree, where the body's `type` (spec §7 payload) then decides. */
const optionalTreeQuery = z.object({ tree: treeQuerySchema.shape.tree.removeDefault().optional() });

/** Tree charts and tree view requests, full paths under /api (spec §7 Trees; issue 5 §3). */
export const treeRoutes = new Hono<AppEnv>()
  .post('/user/getUserTree/:id', requireMember, params(treeOwnerParamSchema), query(optionalTreeQuery), body(userTreeBodySchema), async (c) => {
    const { deps, session } = c.var;
    const type: TreeType = c.req.valid('query').tree ?? c.req.valid('json').type ?? 'father';
    const owner = await treeOwnerFor(deps, session.userId, c.req.valid('param').id);
    return ok(c, await treeFor(deps, session.userId, owner, type));
  })
  .get('/user/getTreeData', requireMember, query(treeQuerySchema), async (c) => {
    const { deps, session } = c.var;
    const owner = await treeOwnerFor(deps, session.userId, session.userId);
    return ok(c, await treeFor(deps, session.userId, owner, c.req.valid('query').tree));
  })
  .post('/user/request/viewTree', requireMember, requireVerifiedMember, body(viewTreeRequestSchema), async (c) => {
    return reply(c, await sendTreeRequest(c.var.deps, c.var.session, c.req.valid('json').id));
  })
  .post('/user/getTreeRequest', requireMember, body(treeRequestListSchema), async (c) => {
    return ok(c, { data: await receivedTreeRequests(c.var.deps, c.var.session.userId) });
  })
  .post('/user/update/request/viewTree', requireMember, body(answerTreeRequestSchema), async (c) => {
    const { id, status } = c.req.valid('json');
    // Accepting shows the tree to the asker (decision 0880); declining always works.
    if (status === 'accepted') assertEmailVerified(c.var.session);
    return reply(c, { ...(await answerTreeRequest(c.var.deps, c.var.session, id, status)), status });
  })
  // Accepted tree views both ways, and ending one (not in the spec; docs/decisions/0743).
  .get('/user/treeViews', requireMember, async (c) => ok(c, { data: await treeViewsOf(c.var.deps, c.var.session.userId) }))
  .delete('/user/treeViews/:id', requireMember, params(treeViewParamSchema), async (c) => {
    return reply(c, await endTreeView(c.var.deps, c.var.session, c.req.valid('param').id));
  });

function reply(c: Parameters<typeof ok>[0], out: Outcome & { status?: string }) {
  const { changed, ...rest } = out;
  return changed ? ok(c, rest) : unchanged(c, rest);
}
