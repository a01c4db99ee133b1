import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = (by: { token: string }) => answer(api(t, { token: by.token }).user.requests.counts.$get());

describe('GET /api/user/requests/counts (the header navigation\'s Requests count)', () => {
  it('counts the pending requests received, by direction and status, as /requests shows them', async () => {
    const [a, b] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    expect((await counts(b)).body.data.received.pending).toBe(0);
    expect((await answer(api(t, { token: a.token }).match.matchAccount[':id'].$post({ param: { id: b.id }, json: {} }))).body.code).toBe(5);
    const res = await counts(b);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, data: { received: { pending: 1 }, sent: { pending: 0 } } });
    expect((await counts(a)).body.data).toMatchObject({ received: { pending: 0 }, sent: { pending: 1 } });
  });

  it('answers only a signed-in member', async () => {
    const res = await answer(api(t).user.requests.counts.$get());
    expect(res.status).toBe(401);
  });
});
