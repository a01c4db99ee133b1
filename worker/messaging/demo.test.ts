import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRequests } from '../requests/demo';
import { seedDemoCommunity } from '../seed/demo';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { README_ACCOUNT, seedDemoSocial } from '../social/demo';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { seedDemoMessaging } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity(t.deps.database, 1024, t.deps.now());
  await seedDemoSocial(t.deps.database, t.deps.now());
  await seedDemoRequests(t.deps.database, t.deps.now());
});
afterAll(() => t.close());

describe('seedDemoMessaging', () => {
  it('gives the README account conversations, unread messages and letters, once', async () => {
    await seedDemoMessaging(t.deps.database, t.deps.now());
    const { db } = t.deps.database;
    const count = async () => Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const messages = await count();
    expect(messages).toBeGreaterThan(50);
    await seedDemoMessaging(t.deps.database, t.deps.now());
    expect(await count()).toBe(messages);
    const me = await db.selectFrom('users').select('id').where('email', '=', README_ACCOUNT).executeTakeFirstOrThrow();
    const token = await signIn(t, README_ACCOUNT, DEMO_PASSWORD);
    const list = (await answer(api(t, { token }).user.getChatUsers.$get({ query: {} }))).body.data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.conversations[0]?.lastMessage?.text).toBeTruthy();
    expect(await db.selectFrom('letters').select('id').where('to_user_id', '=', me.id).execute()).not.toEqual([]);
  });
});
