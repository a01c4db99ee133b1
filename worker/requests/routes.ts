import { Hono } from 'hono';
import {
  answerRequestSchema,
  matchAccountSchema,
  memberIdParamSchema,
  REQUESTS_TEXT,
  requestListSchema,
  sendRequestSchema,
  sentForMeSchema,
  shortlistAccountSchema,
  shortlistListSchema,
  REQUEST_KINDS,
} from '../../contract/requests';
import { assertEmailVerified, requireMember, requireVerifiedMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params } from '../http/validate';
import { sentForMe } from './for-relative';
import { requestCounts, requestList, shortlistOf } from './queries';
import { reachableMember } from './rules';
import { answerRequest, sendRequest, type Outcome } from './write';

const INTEREST = ['interest'] as const;

/** Endpoints of the requests domain, with their full paths under /api (issue 4 §4). */
export const requestsRoutes = new Hono<AppEnv>()
  .post('/match/matchAccount/:id', requireMember, requireVerifiedMember, params(memberIdParamSchema), body(matchAccountSchema), async (c) => {
    const out = await sendRequest(c.var.deps, c.var.session, c.req.valid('param').id, 'interest', c.req.valid('json').forMember ?? null);
    return reply(c, out);
  })
  .post('/match/getMatchedRequest', requireMember, body(requestListSchema), async (c) => {
    const input = c.req.valid('json');
    const data = await requestList(c.var.deps, c.var.session.userId, { ...input, kind: 'interest' }, INTEREST);
    return ok(c, { data });
  })
  .put('/match/updateMatchRequest', requireMember, body(answerRequestSchema), async (c) => {
    const { id, status } = c.req.valid('json');
    // Accepting opens contact, so it reaches out; saying no or withdrawing always works (decision 0880).
    if (status === 'accepted') assertEmailVerified(c.var.session);
    const out = await answerRequest(c.var.deps, c.var.session, id, status, INTEREST);
    return reply(c, { ...out, status });
  })
  .post('/user/sendRequest', requireMember, requireVerifiedMember, body(sendRequestSchema), async (c) => {
    const { id, type } = c.req.valid('json');
    return reply(c, await sendRequest(c.var.deps, c.var.session, id, type));
  })
  // The header navigation's Requests count, read on each page change: only the grouped counts,
  // without the list /user/getRequests builds (decision 0610).
  .get('/user/requests/counts', requireMember, async (c) => ok(c, { data: await requestCounts(c.var.deps, c.var.session.userId) }))
  .post('/user/getRequests', requireMember, body(requestListSchema), async (c) => {
    const data = await requestList(c.var.deps, c.var.session.userId, c.req.valid('json'));
    return ok(c, { data });
  })
  // Interests relatives sent for the caller from their family lists (decision 0724); withdrawn
  // through PUT /match/updateMatchRequest like the sender's own.
  .post('/user/requests/sentForMe', requireMember, body(sentForMeSchema), async (c) => {
    const { page, limit } = c.req.valid('json');
    return ok(c, { data: await sentForMe(c.var.deps, c.var.session.userId, page, limit) });
  })
  .post('/user/sendResponse', requireMember, body(answerRequestSchema), async (c) => {
    const { id, status } = c.req.valid('json');
    if (status === 'accepted') assertEmailVerified(c.var.session);
    const out = await answerRequest(c.var.deps, c.var.session, id, status, REQUEST_KINDS);
    return reply(c, { ...out, status });
  })
  .post('/match/shortlistAccount/:id', requireMember, params(memberIdParamSchema), body(shortlistAccountSchema), async (c) => {
    const { deps, session } = c.var;
    const { db } = deps.database;
    const me = session.userId;
    const memberId = c.req.valid('param').id;
    const wanted = c.req.valid('json').shortlist;
    const present = await db.selectFrom('shortlists').select('owner_id').where('owner_id', '=', me).where('member_id', '=', memberId).executeTakeFirst();
    const add = wanted ?? !present;
    if (!add) {
      if (!present) return unchanged(c, { message: REQUESTS_TEXT.notShortlisted, shortlisted: false });
      await db.deleteFrom('shortlists').where('owner_id', '=', me).where('member_id', '=', memberId).execute();
      return ok(c, { message: REQUESTS_TEXT.unshortlisted, shortlisted: false });
    }
    if (present) return unchanged(c, { message: REQUESTS_TEXT.alreadyShortlisted, shortlisted: true });
    await reachableMember(deps, me, memberId);
    const res = await db
      .insertInto('shortlists')
      .values({ owner_id: me, member_id: memberId, created_at: deps.now() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return unchanged(c, { message: REQUESTS_TEXT.alreadyShortlisted, shortlisted: true });
    return ok(c, { message: REQUESTS_TEXT.shortlisted, shortlisted: true });
  })
  .post('/match/getShortlist', requireMember, body(shortlistListSchema), async (c) => {
    const { page, limit } = c.req.valid('json');
    const data = await shortlistOf(c.var.deps, c.var.session.userId, page, limit);
    return ok(c, { data });
  });

function reply(c: Parameters<typeof ok>[0], out: Outcome & { status?: string }) {
  const { changed, ...rest } = out;
  return changed ? ok(c, rest) : unchanged(c, rest);
}
