import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession } from '../test/factories';
import { notificationInsert } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberWithNotifications() {
  const m = await memberWithSession(t);
  const sender = await memberWithSession(t);
  for (let i = 0; i < 7; i++) {
    t.clock.advance(1000);
    await notificationInsert(t.deps, {
      userId: m.id,
      senderId: i % 2 ? sender.id : null,
      type: i % 2 ? 'member_request_accept' : 'feed',
      content: `Note ${i}`,
      link: '/requests',
    }).execute();
  }
  return { m, sender };
}

describe('GET /api/user/notifications/{type}', () => {
  it('lists the newest first, 1-based pages, with totals and the sender', async () => {
    const { m, sender } = await memberWithNotifications();
    const first = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '1', limit: '5' } }));
    expect(first.body.code).toBe(5);
    const { notifications, total, unread } = first.body.data;
    expect(total).toBe(8); // 7 here plus the welcome note of registration
    expect(unread).toBe(8);
    expect(notifications.map((n: { content: string }) => n.content)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
    expect(notifications[1]).toMatchObject({ type: 'member_request_accept', isRead: false, sender: { _id: sender.id, name: sender.name } });
    const second = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '2', limit: '5' } }));
    expect(second.body.data.notifications).toHaveLength(3);
  });

  it('filters by type (feed)', async () => {
    const { m } = await memberWithNotifications();
    const feed = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'feed' }, query: { page: '1', limit: '5' } }));
    expect(feed.body.data.total).toBe(4);
    expect(feed.body.data.notifications.every((n: { type: string }) => n.type === 'feed')).toBe(true);
  });

  it('refuses bad paging, no session and admins', async () => {
    const { m } = await memberWithNotifications();
    expect((await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { limit: '1000' } }))).status).toBe(400);
    expect((await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'ALL!' }, query: {} }))).status).toBe(400);
    expect((await answer(api(t).user.notifications[':type'].$get({ param: { type: 'all' }, query: {} }))).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: {} }))).status).toBe(403);
  });

  it('shows an empty list to a member with nothing of that type', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'feed' }, query: { page: '1', limit: '5' } }));
    expect(res.body.data).toEqual({ notifications: [], total: 0, unread: 0 });
  });
});

describe('GET /api/user/readNotification/{id}', () => {
  it('marks the member\'s own notification read; a second time changes nothing', async () => {
    const { m } = await memberWithNotifications();
    const list = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '1', limit: '1' } }));
    const id = list.body.data.notifications[0]!._id;
    expect((await answer(api(t, { token: m.token }).user.readNotification[':id'].$get({ param: { id } }))).body.code).toBe(5);
    expect((await answer(api(t, { token: m.token }).user.readNotification[':id'].$get({ param: { id } }))).body.code).toBe(4);
    const after = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '1', limit: '1' } }));
    expect(after.body.data.notifications[0]?.isRead).toBe(true);
    expect(after.body.data.unread).toBe(7);
  });

  it('does not let anyone read or mark another member\'s notification', async () => {
    const { m } = await memberWithNotifications();
    const stranger = await memberWithSession(t);
    const list = await answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '1', limit: '1' } }));
    const id = list.body.data.notifications[0]!._id;
    expect((await answer(api(t, { token: stranger.token }).user.readNotification[':id'].$get({ param: { id } }))).status).toBe(404);
    const row = await t.deps.database.db.selectFrom('notifications').select('is_read').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.is_read).toBe(0);
  });
});
