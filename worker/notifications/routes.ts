import { Hono } from 'hono';
import { z } from 'zod';
import { pageQuerySchema } from '../../contract/activity';
import { idParamSchema } from '../../contract/auth';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { ok, unchanged } from '../http/envelope';
import { params, query } from '../http/validate';
import { defaultPicture, pictureUrlsFor } from '../pictures/urls';
import { m } from '../../contract/i18n/paraglide/messages';

const typeParamSchema = z.object({ type: z.string().regex(/^[a-z_]{1,40}$/, { error: () => m.server_unknown_notification_type() }) });

/** `/api/user/notifications/{type}` (newest first, 1-based pages) and `/readNotification/{id}`. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/user/notifications/:type', requireMember, params(typeParamSchema), query(pageQuerySchema), async (c) => {
    const { db } = c.var.deps.database;
    const { type } = c.req.valid('param');
    const { page, limit } = c.req.valid('query');
    const me = c.var.session.userId;
    let mine = db.selectFrom('notifications').where('notifications.user_id', '=', me);
    if (type !== 'all') mine = mine.where('notifications.type', '=', type);
    const [rows, counts] = await Promise.all([
      mine
        .leftJoin('users as sender', 'sender.id', 'notifications.sender_id')
        .select([
          'notifications.id',
          'notifications.type',
          'notifications.content',
          'notifications.link',
          'notifications.is_read',
          'notifications.created_at',
          'sender.id as sender_id',
          'sender.name as sender_name',
          'sender.gender as sender_gender',
        ])
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(limit)
        .offset(Math.max(page - 1, 0) * limit)
        .execute(),
      mine
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('notifications.is_read', '=', 0).then(1).else(0).end()).as('unread'),
        ])
        .executeTakeFirst(),
    ]);
    // Senders' pictures as this member may see them (privacy, blocks): one look-up per sender.
    const senders = [...new Set(rows.map((r) => r.sender_id).filter((id): id is string => !!id))];
    const pictureOf = new Map(
      await Promise.all(senders.map(async (id) => [id, (await pictureUrlsFor(c.var.deps, id, me))?.profilePicture] as const)),
    );
    return ok(c, {
      data: {
        notifications: rows.map((r) => ({
          _id: r.id,
          type: r.type,
          content: r.content,
          link: r.link,
          isRead: r.is_read === 1,
          createdAt: r.created_at,
          sender: r.sender_id
            ? {
                _id: r.sender_id,
                name: r.sender_name,
                profilePicture: pictureOf.get(r.sender_id) ?? defaultPicture(r.sender_gender),
              }
            : null,
        })),
        total: Number(counts?.total ?? 0),
        unread: Number(counts?.unread ?? 0),
      },
    });
  })
  .get('/user/readNotification/:id', requireMember, params(idParamSchema), async (c) => {
    const { db } = c.var.deps.database;
    const id = c.req.valid('param').id;
    const me = c.var.session.userId;
    const row = await db.selectFrom('notifications').select('is_read').where('id', '=', id).where('user_id', '=', me).executeTakeFirst();
    if (!row) throw notFound(m.server_no_such_notification());
    if (row.is_read === 1) return unchanged(c, { message: 'Already read.' });
    await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).where('user_id', '=', me).execute();
    return ok(c, { message: m.server_marked_as_read() });
  });
