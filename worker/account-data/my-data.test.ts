import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_TEXT } from '../../contract/account-data';
import { adminSession, givePlan } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { acceptInterest, man, send, woman, type Member } from '../messaging/messaging-test-helpers';

/** Issue 24 "Duties of the site": GET /user/myData holds what it says, and nothing of anyone else (decision 0962). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const download = (m: { token: string }) => call(t, 'GET', '/api/user/myData', { token: m.token });

describe('GET /user/myData', () => {
  let asha: Member;
  let ravi: Member;
  let stranger: Member;
  beforeAll(async () => {
    [ravi, asha, stranger] = [await man(t), await woman(t), await man(t)];
    await givePlan(t, ravi.id, 'gold');
    await givePlan(t, stranger.id, 'gold');
    await acceptInterest(t, ravi, asha);
    expect((await send(t, ravi, asha.id, 'Namaste Asha, may I call your father?')).status).toBe(200);
    expect((await send(t, asha, ravi.id, 'Yes, on Sunday evening.')).status).toBe(200);
    // What the stranger exchanges with Ravi is not Asha's.
    const other = await woman(t);
    await acceptInterest(t, stranger, other);
    expect((await send(t, stranger, other.id, 'A message between two other members')).status).toBe(200);
    const now = t.deps.now();
    const db = t.deps.database.db;
    for (const [m, name] of [[asha, 'Suresh Kulkarni'], [ravi, 'Ravi’s uncle']] as const) {
      const added = await call(t, 'POST', '/api/member', { token: m.token, body: { name, relation_id: 'father' } });
      expect(added.body.code, JSON.stringify(added.body)).toBe(5);
    }
    const picture = `${asha.id.replace(/-/g, '').slice(0, 22)}.jpg`;
    await db.insertInto('member_pictures').values({ name: picture, user_id: asha.id, content_type: 'image/jpeg', size: 3, created_at: now }).execute();
    await t.deps.pictures.put(picture, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
  });

  it('holds the profile, pictures, family list, messages, requests and payments, as a file', async () => {
    const res = await download(asha);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sambandh-my-data-2026-11-22.json"');
    const file = res.body;
    expect(file.README[0]).toMatch(/^This file holds the data Sambandh keeps about you/);
    expect(file.account).toMatchObject({ email: asha.email });
    expect(JSON.stringify(file.profile)).toContain(asha.name);
    expect(file.pictures).toEqual([expect.objectContaining({ contentType: 'image/jpeg', data: 'data:image/jpeg;base64,/9j/' })]);
    expect(file.family.map((f: { name: string }) => f.name)).toContain('Suresh Kulkarni');
    expect(file.messages).toEqual([
      expect.objectContaining({ direction: 'received', with: { _id: ravi.id, name: ravi.name }, text: 'Namaste Asha, may I call your father?' }),
      expect.objectContaining({ direction: 'sent', with: { _id: ravi.id, name: ravi.name }, text: 'Yes, on Sunday evening.' }),
    ]);
    expect(file.requests).toEqual([expect.objectContaining({ direction: 'received', type: 'interest', status: 'accepted', with: { _id: ravi.id, name: ravi.name } })]);
    expect(file.payments).toEqual([]);
  });

  it('holds nothing of another member: their family, pictures, messages with others, payments', async () => {
    const res = await download(ravi);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Suresh Kulkarni');
    expect(text).not.toContain('A message between two other members');
    expect(text).not.toContain(stranger.id);
    expect(text).not.toContain(asha.email);
    expect(res.body.pictures).toEqual([]);
    expect(res.body.family.map((f: { name: string }) => f.name)).toEqual(['Ravi’s uncle', ravi.name]);
    expect(res.body.messages.map((m: { direction: string }) => m.direction)).toEqual(['sent', 'received']);
  });

  it('is once an hour, with a sentence saying when again', async () => {
    const again = await download(asha);
    expect(again.status).toBe(429);
    expect(again.body.error).toBe(ACCOUNT_DATA_TEXT.onceAnHour);
    t.clock.advance(3_600_000);
    expect((await download(asha)).status).toBe(200);
  });

  it('is for the member in person: anonymous callers, administrators and an administrator acting as the member are refused', async () => {
    expect((await call(t, 'GET', '/api/user/myData')).status).toBe(401);
    const admin = await adminSession(t);
    expect((await download(admin)).status).toBe(403);
    const acting = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: stranger.id } }));
    const refused = await download({ token: acting.body.token });
    expect(refused.status).toBe(403);
    expect((await t.deps.database.db.selectFrom('users').select('data_downloaded_at').where('id', '=', stranger.id).executeTakeFirstOrThrow()).data_downloaded_at).toBeNull();
  });
});
