import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXT } from '../../contract/messaging';
import { givePlan } from '../test/factories';
import { call, createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { acceptedPair, acceptInterest, block, man, openPage, send, woman, type Member } from './messaging-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const write = (by: Member, to: string, subject = 'About us', body = 'A long letter about our families.') =>
  answer(api(t, { token: by.token }).user.sendMail.$post({ json: { userId: to, subject, body } }));
const box = (by: Member, q = '') => call(t, 'GET', `/api/user/letters${q}`, { token: by.token });
const letterCount = async () => Number((await t.deps.database.db.selectFrom('letters').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /user/sendMail', () => {
  it('follows the chat rules with canSendMail: Silver may chat but not write the first letter; Gold may', async () => {
    const [a, b] = [await man(t), await woman(t)];
    await givePlan(t, a.id, 'silver');
    const before = await letterCount();
    expect((await write(a, b.id)).refusal.error).toBe(MESSAGING_TEXT.reasons.notAccepted);
    await acceptInterest(t, a, b);
    const silver = await write(a, b.id);
    expect(silver.status).toBe(403);
    expect(silver.refusal.error).toBe(MESSAGING_TEXT.reasons.upgradeMail);
    expect(await letterCount()).toBe(before);
    // A chat opened by the Silver member opens letters too, on any plan.
    await send(t, a, b.id, 'Hello');
    expect((await write(b, a.id)).body.code).toBe(5);
  });

  it('stores the letter, notifies, tells the open page, and mails a notice without the letter text', async () => {
    const { paid, free } = await acceptedPair(t);
    const page = openPage(t, free);
    const res = await write(paid, free.id, 'Our families', 'My secret letter body');
    expect(res.body).toMatchObject({ code: 5, message: MESSAGING_TEXT.letterSent, data: { fromUserId: paid.id, toUserId: free.id, subject: 'Our families', partner: { _id: free.id } } });
    expect(page).toEqual([{ type: 'letter', letterId: res.body.data._id, from: { _id: paid.id, name: paid.name }, subject: 'Our families' }]);
    const note = await t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', free.id).where('type', '=', 'letter').executeTakeFirst();
    expect(note).toMatchObject({ sender_id: paid.id, content: MESSAGING_TEXT.newLetterFrom(paid.name), link: '/mailList' });
    const mail = await waitFor(() => t.mails.find((m) => m.to === free.email && m.subject.includes(paid.name)));
    expect(mail.text).toContain('/mailList');
    expect(mail.text).toContain(paid.name);
    expect(mail.text + mail.subject).not.toContain('secret');
    expect(mail.text + mail.subject).not.toContain('Our families');
  });

  it('refuses an empty subject or body with fields, storing nothing', async () => {
    const { paid, free } = await acceptedPair(t);
    const before = await letterCount();
    const res = await write(paid, free.id, ' ', '');
    expect(res.status).toBe(400);
    expect(res.refusal.fields).toMatchObject({ subject: 'Write a subject.', body: 'Write your letter first.' });
    expect(await letterCount()).toBe(before);
  });
});

describe('the Inbox and the sent box', () => {
  it('lists, marks read, and deletes from one\'s own box only; another member\'s letter is a 404', async () => {
    const { paid, free } = await acceptedPair(t);
    const first = (await write(paid, free.id, 'One')).body.data;
    t.clock.advance(1000);
    const second = (await write(paid, free.id, 'Two')).body.data;
    const inbox = (await box(free, '?box=inbox')).body.data;
    expect(inbox).toMatchObject({ total: 2, unread: 2 });
    expect(inbox.letters.map((l: { subject: string }) => l.subject)).toEqual(['Two', 'One']);
    expect(inbox.letters[0].partner._id).toBe(paid.id);
    expect((await answer(api(t, { token: free.token }).user.messaging.unread.$get())).body.data.letters).toBe(2);
    expect((await answer(api(t, { token: free.token }).user.letters.read[':letterId'].$post({ param: { letterId: first._id } }))).body.code).toBe(5);
    expect((await answer(api(t, { token: free.token }).user.letters.read[':letterId'].$post({ param: { letterId: first._id } }))).body.code).toBe(4);
    expect((await box(free)).body.data.unread).toBe(1);
    const stranger = await woman(t);
    for (const res of [
      await answer(api(t, { token: stranger.token }).user.letters.read[':letterId'].$post({ param: { letterId: second._id } })),
      await answer(api(t, { token: stranger.token }).user.letters[':letterId'].$delete({ param: { letterId: second._id } })),
    ]) {
      expect(res.status).toBe(404);
      expect(res.refusal.error).toBe(MESSAGING_TEXT.letterNotFound);
    }
    expect((await answer(api(t, { token: free.token }).user.letters[':letterId'].$delete({ param: { letterId: second._id } }))).body.code).toBe(5);
    expect((await box(free)).body.data.total).toBe(1);
    expect((await box(paid, '?box=sent')).body.data.total).toBe(2);
    expect((await answer(api(t, { token: free.token }).user.letters[':letterId'].$delete({ param: { letterId: second._id } }))).status).toBe(404);
    expect((await answer(api(t, { token: paid.token }).user.letters[':letterId'].$delete({ param: { letterId: second._id } }))).body.code).toBe(5);
    expect(await t.deps.database.db.selectFrom('letters').select('id').where('id', '=', second._id).executeTakeFirst()).toBeUndefined();
  });

  it('hides letters of a member who is blocked or deactivated', async () => {
    const { paid, free } = await acceptedPair(t);
    await write(paid, free.id);
    await block(t, free, paid.id);
    expect((await box(free)).body.data).toMatchObject({ total: 0, letters: [] });
    await block(t, free, paid.id, false);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', paid.id).execute();
    expect((await box(free)).body.data.total).toBe(0);
  });
});
