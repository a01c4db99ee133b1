import { Hono } from 'hono';
import { linkApproveSchema, linkListSchema, linkRequestSchema, linkVerifySchema, linkWithdrawSchema, unlinkSchema } from '../../../contract/family-links';
import { assertEmailVerified, requireMember, requireVerifiedMember } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body } from '../../http/validate';
import { linkRequests } from './queries';
import { approveLink, requestLink, unlink, verifyLink, withdrawLink, type LinkOutcome } from './write';

/** Linking family members to the members they are (spec §7 Merge; docs/decisions/0755). */
export const familyLinkRoutes = new Hono<AppEnv>()
  .post('/user/member/merge/request', requireMember, requireVerifiedMember, body(linkRequestSchema), async (c) => reply(c, await requestLink(c.var.deps, c.var.session, c.req.valid('json'))))
  .post('/user/member/merge/verify', requireMember, body(linkVerifySchema), async (c) => {
    const { id, status } = c.req.valid('json');
    // Saying yes joins two trees (decision 0880); saying no always works.
    if (status === 'verified') assertEmailVerified(c.var.session);
    return reply(c, await verifyLink(c.var.deps, c.var.session, id, status));
  })
  .post('/user/member/merge/approve', requireMember, body(linkApproveSchema), async (c) => {
    const { id, status } = c.req.valid('json');
    if (status === 'approved') assertEmailVerified(c.var.session);
    return reply(c, await approveLink(c.var.deps, c.var.session, id, status));
  })
  .post('/user/member/merge/withdraw', requireMember, body(linkWithdrawSchema), async (c) => reply(c, await withdrawLink(c.var.deps, c.var.session, c.req.valid('json').id)))
  .post('/user/member/merge/unlink', requireMember, body(unlinkSchema), async (c) => reply(c, await unlink(c.var.deps, c.var.session, c.req.valid('json').memberId)))
  .post('/user/member/merge/list', requireMember, body(linkListSchema), async (c) => {
    const { type, open } = c.req.valid('json');
    return ok(c, { data: await linkRequests(c.var.deps, c.var.session.userId, type, open) });
  });

function reply(c: Parameters<typeof ok>[0], out: LinkOutcome) {
  const { changed, ...rest } = out;
  return changed ? ok(c, rest) : unchanged(c, rest);
}
