import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { createTestApp, type TestApp } from './harness';
import { memberWithSession } from './factories';
import { answer, api } from './typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the typed client of the API tests', () => {
  it('goes through the test app with the caller’s session and address', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token, ip: '198.51.100.77' }).auth.checkLogin.$get());
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(m.id);
    await t.flushApiLog();
    const logged = await t.deps.database.db
      .selectFrom('api_logs')
      .select(['ip', 'user_id'])
      .where('path', 'like', '%/auth/checkLogin')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(logged.ip).toBe('198.51.100.77');
  });

  it('reads a refusal as the error envelope, and refuses to read it as a success', async () => {
    const res = await answer(api(t).auth.checkLogin.$get());
    expect(res.status).toBe(401);
    expect(res.refusal).toMatchObject({ code: 401, error: expect.any(String) });
    expect(() => res.body).toThrow(/HTTP 401/);
  });

  it('refuses to read a success as a refusal', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t).auth.login.$post({ json: { email: m.email, password: m.password } }));
    expect(res.body.message).toBe(TEXT.loginSuccess);
    expect(() => res.refusal).toThrow(/HTTP 200/);
  });

  it('does not compile a body the schema lacks a field for, a wrong type, or a read the answer does not carry', async () => {
    const client = api(t);
    // At run time the schema drops the unknown field (an unknown address: 401); only the compiler says it was never sent.
    // @ts-expect-error `remember` is no field of the login schema
    const extra = await answer(client.auth.login.$post({ json: { email: 'ghost@example.com', password: 'Secret123', remember: true } }));
    expect(extra.refusal.error).toBe(SERVER_TEXT.invalidCredentials);
    // @ts-expect-error the e-mail is a string
    const wrongType = await answer(client.auth.login.$post({ json: { email: 42, password: 'Secret123' } }));
    expect(wrongType.status).toBe(400);
    const ok = await answer(client.auth.logout.$post());
    // @ts-expect-error logout answers no `data`
    expect(() => ok.body.data).not.toThrow();
  });
});
