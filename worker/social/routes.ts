import { Hono } from 'hono';
import {
  blockUserSchema,
  commentUserSchema,
  memberIdParamSchema,
  pageQuerySchema,
  pagedBodySchema,
  rateUserSchema,
  SOCIAL_TEXT,
  usersListParamSchema,
  viewProfileQuerySchema,
} from '../../contract/social';
import type { AppDeps } from '../deps';
import { requireMember, requireVerifiedMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { badRequest, forbidden, notFound } from '../http/errors';
import { body, params, query } from '../http/validate';
import { m } from '../../contract/i18n/paraglide/messages';
import { readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { notificationInsert } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { memberCards } from './cards';
import { commentsOn } from './comments';
import { blockedBy, usersList } from './lists';
import { revealContact } from './contact-views';
import { hasAcceptedRequest } from './relationships';
import { mayInteract, mayViewProfile } from './rules';
import { settingsOf } from './others';
import { activeMember, memberSeenBy } from './reach';
import { viewProfile } from './view-profile';

/** Who the two are to each other, for the write rules; a member who blocked the caller is "not available". */
async function pairWith(deps: AppDeps, me: string, otherId: string) {
  const { member: other, youBlocked } = await memberSeenBy(deps, me, otherId);
  const self = me === otherId;
  const accepted = self ? true : await hasAcceptedRequest(deps, me, otherId);
  return { other, pair: { self, accepted, blocked: youBlocked } };
}

/** `/api/user` endpoints of the social domain (issue 3 §4). */
export const socialRoutes = new Hono<AppEnv>()
  .get('/user/get/:id', requireMember, params(memberIdParamSchema), query(viewProfileQuerySchema), async (c) => {
    const user = await viewProfile(c.var.deps, c.var.session.userId, c.req.valid('param').id, c.req.valid('query').page, !!c.var.session.managedBy);
    return ok(c, { user });
  })
  .post('/user/viewContact/:id', requireMember, requireVerifiedMember, params(memberIdParamSchema), async (c) => {
    // Spends one contact view of the plan, unless revealed before (docs/decisions/0564).
    const { charged, ...answer } = await revealContact(c.var.deps, c.var.session.userId, c.req.valid('param').id);
    return charged ? ok(c, answer) : unchanged(c, answer);
  })
  .post('/user/getViewers', requireMember, body(pagedBodySchema), async (c) => {
    const data = await usersList(c.var.deps, c.var.session.userId, 'viewers', c.req.valid('json'));
    return ok(c, { data });
  })
  .post('/user/getMatches', requireMember, body(pagedBodySchema), async (c) => {
    // Spec §7 names it without a body shape: the caller's accepted matches, paged as cards (decision 0840).
    const data = await usersList(c.var.deps, c.var.session.userId, 'matches', c.req.valid('json'));
    return ok(c, { data });
  })
  .post('/user/getUsersList/:type', requireMember, params(usersListParamSchema), body(pagedBodySchema), async (c) => {
    const data = await usersList(c.var.deps, c.var.session.userId, c.req.valid('param').type, c.req.valid('json'));
    return ok(c, { data });
  })
  .post('/user/blockUser', requireMember, body(blockUserSchema), async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const me = c.var.session.userId;
    const { id, block } = c.req.valid('json');
    if (id === me) throw badRequest(SOCIAL_TEXT.notYourself, { id: SOCIAL_TEXT.notYourself });
    if (!block) {
      const res = await db.deleteFrom('blocks').where('blocker_id', '=', me).where('blocked_id', '=', id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) return unchanged(c, { message: SOCIAL_TEXT.notBlocked, blocked: false });
      return ok(c, { message: SOCIAL_TEXT.unblockedNow, blocked: false });
    }
    await activeMember(deps, id);
    const res = await db
      .insertInto('blocks')
      .values({ blocker_id: me, blocked_id: id, created_at: deps.now() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return unchanged(c, { message: SOCIAL_TEXT.alreadyBlocked, blocked: true });
    // The block ends their conversation both ways at once: both members' open pages close it.
    await Promise.all([deps.live.publish(me, { type: 'closed', partnerId: id }), deps.live.publish(id, { type: 'closed', partnerId: me })]);
    return ok(c, { message: SOCIAL_TEXT.blockedNow, blocked: true });
  })
  .post('/user/getBlockedUsers', requireMember, body(pagedBodySchema), async (c) => {
    const data = await blockedBy(c.var.deps, c.var.session.userId, c.req.valid('json'));
    return ok(c, { data });
  })
  .post('/user/rateUser', requireMember, requireVerifiedMember, body(rateUserSchema), async (c) => {
    const { deps, session } = c.var;
    const { db } = deps.database;
    const { id, rating } = c.req.valid('json');
    if (id === session.userId) throw badRequest(SOCIAL_TEXT.notYourself, { id: SOCIAL_TEXT.notYourself });
    const { pair } = await pairWith(deps, session.userId, id);
    if (!mayInteract(pair)) throw forbidden(SOCIAL_TEXT.rateNotAllowed);
    const before = await db.selectFrom('ratings').select('stars').where('rater_id', '=', session.userId).where('rated_id', '=', id).executeTakeFirst();
    if (before?.stars === rating) return unchanged(c, { message: SOCIAL_TEXT.rated, rating });
    const now = deps.now();
    await deps.database.batch([
      db
        .insertInto('ratings')
        .values({ rater_id: session.userId, rated_id: id, stars: rating, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['rater_id', 'rated_id']).doUpdateSet({ stars: rating, updated_at: now })),
      notificationInsert(deps, {
        userId: id,
        senderId: session.userId,
        type: 'rating',
        content: m.server_note_rated({ name: session.user.name, rating }, { locale: await readerLocale(deps, id) }),
        link: '/userLike',
      }),
    ]);
    await tellChanged(deps, id, ['notifications']);
    return ok(c, { message: SOCIAL_TEXT.rated, rating });
  })
  .post('/user/commentUser', requireMember, requireVerifiedMember, body(commentUserSchema), async (c) => {
    const { deps, session } = c.var;
    const { id, comment } = c.req.valid('json');
    if (id === session.userId) throw badRequest(SOCIAL_TEXT.notYourself, { id: SOCIAL_TEXT.notYourself });
    const { pair } = await pairWith(deps, session.userId, id);
    if (!mayInteract(pair)) throw forbidden(SOCIAL_TEXT.commentNotAllowed);
    const commentId = newId();
    const now = deps.now();
    await deps.database.batch([
      deps.database.db.insertInto('comments').values({ id: commentId, author_id: session.userId, owner_id: id, text: comment, created_at: now, deleted_at: null }),
      notificationInsert(deps, {
        userId: id,
        senderId: session.userId,
        type: 'comment',
        content: m.server_note_commented({ name: session.user.name }, { locale: await readerLocale(deps, id) }),
        link: `/comments/${id}`,
      }),
    ]);
    await tellChanged(deps, id, ['notifications']);
    const [author] = await memberCards(deps, [{ id: session.userId, name: session.user.name, gender: session.user.gender, dob: session.user.DOB }], session.userId);
    return ok(c, { message: SOCIAL_TEXT.commented, comment: { _id: commentId, comment, createdAt: now, author: author!, canDelete: true } });
  })
  .get('/user/getComments/:id', requireMember, params(memberIdParamSchema), query(pageQuerySchema), async (c) => {
    const { deps, session } = c.var;
    const ownerId = c.req.valid('param').id;
    const { page, limit } = c.req.valid('query');
    const { other, pair } = await pairWith(deps, session.userId, ownerId);
    const settings = await settingsOf(deps, ownerId);
    if (pair.blocked || !mayViewProfile(settings.profileVisibility, pair)) throw notFound(SOCIAL_TEXT.profileNotAvailable);
    const [owner] = await memberCards(deps, [other], session.userId);
    const list = await commentsOn(deps, ownerId, session.userId, page, limit);
    return ok(c, { data: { ...list, owner: owner!, commentAllowed: mayInteract(pair), isOwner: pair.self } });
  })
  .delete('/user/deleteComment/:id', requireMember, params(memberIdParamSchema), async (c) => {
    const { deps, session } = c.var;
    const { db } = deps.database;
    const id = c.req.valid('param').id;
    const row = await db.selectFrom('comments').select(['author_id', 'owner_id']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) throw notFound(SOCIAL_TEXT.noSuchComment);
    const me = session.userId;
    if (row.author_id !== me && row.owner_id !== me) throw forbidden(SOCIAL_TEXT.notYourComment);
    const queries = [db.updateTable('comments').set({ deleted_at: deps.now() }).where('id', '=', id).where('deleted_at', 'is', null)];
    const byOwner = row.owner_id === me && row.author_id !== me;
    await deps.database.batch(
      byOwner
        ? [
            ...queries,
            notificationInsert(deps, {
              userId: row.author_id,
              senderId: me,
              type: 'comment_deleted',
              content: m.server_note_comment_removed({ name: session.user.name }, { locale: await readerLocale(deps, row.author_id) }),
              link: null,
            }),
          ]
        : queries,
    );
    return ok(c, { message: SOCIAL_TEXT.commentDeleted });
  });
