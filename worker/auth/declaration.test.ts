import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_TEXT } from '../../contract/auth';
import { SERVER_TEXT } from '../../contract/server-texts';
import { registration } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 24 "Duties of the site" (decision 0961): registering declares the profile is for
 * marriage, for the member or the person chosen under "This profile is for", and of marriageable
 * age: 18, and 21 for a man (the Prohibition of Child Marriage Act, 2006). The declaration is
 * required and recorded with its time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const users = async () => Number((await t.deps.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const YEAR_MS = 365.25 * 86_400_000;
/** A date of birth that makes the member `years` and a half old today (the schema reads today's clock). */
const bornYearsAgo = (years: number) => new Date(Date.now() - (years + 0.5) * YEAR_MS).toISOString().slice(0, 10);
const register = (body: Record<string, unknown>) => call(t, 'POST', '/api/user/register', { body });

describe('the registration declaration', () => {
  it.each([
    ['missing', undefined],
    ['not ticked', false],
  ])('refuses a registration with the declaration %s, and stores nothing', async (_, declaration) => {
    const before = await users();
    const res = await register({ ...(await registration(t)), declaration });
    expect(res.status).toBe(400);
    expect(res.body.fields.declaration).toBe(DECLARATION_TEXT.required);
    expect(await users()).toBe(before);
  });

  it('records the declaration with its time', async () => {
    const input = await registration(t);
    expect((await register(input)).status).toBe(200);
    const row = await t.deps.database.db.selectFrom('users').select('declared_at').where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(row.declared_at).toBe(t.clock.now);
  });
});

describe('the age to register', () => {
  it('refuses a man under 21 with the reason, and stores nothing', async () => {
    const before = await users();
    const res = await register({ ...(await registration(t, { gender: 'male' })), dob: bornYearsAgo(20) });
    expect(res.status).toBe(400);
    expect(res.body.fields.dob).toBe('A man must be at least 21 years old to register, the legal age of marriage for men in India.');
    expect(await users()).toBe(before);
  });

  it('says the age and the missing declaration together', async () => {
    const res = await register({ ...(await registration(t, { gender: 'male' })), dob: bornYearsAgo(20), declaration: false });
    expect(res.body.fields).toMatchObject({ dob: DECLARATION_TEXT.manUnderAge, declaration: DECLARATION_TEXT.required });
  });

  it('takes a man of 21 and a woman of 18; refuses anyone under 18 with the spec’s sentence', async () => {
    expect((await register({ ...(await registration(t, { gender: 'male' })), dob: bornYearsAgo(21) })).status).toBe(200);
    expect((await register({ ...(await registration(t, { gender: 'female' })), dob: bornYearsAgo(18) })).status).toBe(200);
    const child = await register({ ...(await registration(t, { gender: 'female' })), dob: bornYearsAgo(17) });
    expect(child.body.fields.dob).toBe(SERVER_TEXT.underAge);
  });
});
