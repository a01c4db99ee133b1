import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFESTYLE_KINDS } from '../../contract/lifestyle-kinds';
import {
  INDUSTRY_CATEGORIES,
  RELATION_IDS,
  RELATION_LANGUAGES,
  planGrantsSchema,
  type Plan,
  type ReferenceData,
} from '../../contract/reference';
import { SERVER_TEXT } from '../../contract/server-texts';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.flushApiLog();
  await t.close();
});

describe('GET /api/app/getData', () => {
  let data: ReferenceData;
  beforeAll(async () => {
    const res = await answer(api(t).app.getData.$get());
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    data = res.body.data;
  });

  it('carries every set the app needs, without a token', () => {
    expect(Object.keys(data).sort()).toEqual(
      [
        'ads', 'captcha', 'castes', 'countries', 'educations', 'incomes', 'industries', 'lifestyle', 'motherTongues',
        'nakshatras', 'occupations', 'plans', 'relations', 'religions', 'site',
      ].sort(),
    );
  });

  it('has the 22 scheduled languages and English, named as the spec reads them', () => {
    expect(data.motherTongues).toHaveLength(23);
    const codes = data.motherTongues.map((m) => m.code).sort();
    expect(codes).toEqual(
      ['as', 'bn', 'brx', 'doi', 'en', 'gu', 'hi', 'kn', 'kok', 'ks', 'mai', 'ml', 'mni', 'mr', 'ne', 'or', 'pa', 'sa', 'sat', 'sd', 'ta', 'te', 'ur'].sort(),
    );
    expect(data.motherTongues.find((m) => m.code === 'mr')).toMatchObject({ _id: 'mr', mothertongue: 'Marathi', nativeName: 'मराठी', labelKey: 'mr' });
    for (const m of data.motherTongues) expect(RELATION_LANGUAGES).toContain(m.labelKey);
  });

  it('has the 27 nakshatras with four charans each', () => {
    expect(data.nakshatras).toHaveLength(27);
    expect(data.nakshatras.map((n) => n.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    for (const n of data.nakshatras) expect(n.charans.map((c) => c.charan)).toEqual([1, 2, 3, 4]);
    expect(data.nakshatras[0]).toMatchObject({ _id: 'ashwini', gana: 'Deva', nadi: 'Adi', yoni: 'Ashwa (Horse)' });
  });

  it('has 250 countries as {_id, name, phoneCode} and no states or cities', () => {
    expect(data.countries).toHaveLength(250);
    expect(data.countries.find((c) => c._id === 'IN')).toEqual({ _id: 'IN', name: 'India', phoneCode: '+91' });
    for (const c of data.countries) expect(Object.keys(c).sort()).toEqual(['_id', 'name', 'phoneCode']);
    const text = JSON.stringify(data);
    expect(text).not.toContain('"stateId"');
    expect(text).not.toContain('"casteId"');
  });

  it('has the 12 industry categories exactly as the spec writes them, each with subcategories', () => {
    expect(data.industries.map((i) => i.name)).toEqual([...INDUSTRY_CATEGORIES]);
    for (const i of data.industries) {
      expect(i.subcategories.length).toBeGreaterThanOrEqual(5);
      expect(i.subcategories.length).toBeLessThanOrEqual(10);
    }
  });

  it('has every relation with a non-empty label in all ten languages, and self', () => {
    expect(data.relations.map((r) => r._id).sort()).toEqual([...RELATION_IDS].sort());
    for (const r of data.relations) {
      expect(Object.keys(r.labels).sort(), r._id).toEqual([...RELATION_LANGUAGES].sort());
      for (const lang of RELATION_LANGUAGES) expect(r.labels[lang].trim(), `${r._id}.${lang}`).not.toBe('');
    }
    expect(data.relations.find((r) => r._id === 'self')).toMatchObject({ side: 'self', generation: 0, group: 'self', gender: null });
    expect(data.relations.find((r) => r._id === 'father')?.labels).toMatchObject({ hi: 'पिता', mr: 'वडील', ml: 'അച്ഛൻ', en: 'Father' });
  });

  it('has religions with their castes, lifestyle lists by kind, and the career lists', () => {
    const hindu = data.religions.find((r) => r.name === 'Hindu')!;
    const hinduCastes = data.castes.filter((c) => c.religionId === hindu._id).map((c) => c.name);
    expect(hinduCastes).toEqual(expect.arrayContaining(['Brahmin', 'Maratha', 'Rajput', 'Agarwal', 'Lingayat', 'Nair', 'Other']));
    expect(hinduCastes.at(-1)).toBe('Other');
    expect(Object.keys(data.lifestyle).sort()).toEqual([...LIFESTYLE_KINDS].sort());
    expect(data.lifestyle.eatingHabit.map((o) => o.name)).toEqual(['Vegetarian', 'Non-Vegetarian', 'Eggetarian', 'Jain', 'Vegan']);
    expect(data.lifestyle.maritalStatus.map((o) => o.name)).toEqual(expect.arrayContaining(['Single', 'Married', 'Engaged']));
    expect(data.educations.find((e) => e.name === 'MBBS')).toMatchObject({ level: 'bachelors' });
    expect(data.occupations.length).toBeGreaterThanOrEqual(50);
    expect(data.incomes[0]).toMatchObject({ name: 'Upto 1 Lakh', min: 0, max: 100_000 });
    expect(data.incomes.at(-1)).toMatchObject({ name: 'Not Disclosed', min: null, max: null });
    expect(data.ads.length).toBeGreaterThan(0);
    for (const ad of data.ads) expect(ad.htmlContent).not.toMatch(/<script/i);
  });
});

describe('GET /api/app/get-countries, get-states, get-cities', () => {
  it('lists the countries', async () => {
    const res = await answer(api(t).app['get-countries'].$get());
    expect(res.body.code).toBe(5);
    expect(res.body.data).toHaveLength(250);
    expect(res.body.data).toContainEqual({ _id: 'US', name: 'United States', phoneCode: '+1' });
  });

  it("lists a country's states by its ISO code, in any case", async () => {
    const res = await answer(api(t).app['get-states'][':country'].$get({ param: { country: 'in' } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ _id: 'IN-MH', name: 'Maharashtra', countryId: 'IN' });
    expect(res.body.data.length).toBeGreaterThanOrEqual(36);
  });

  it('answers an unknown country with 404 and a malformed one with 400', async () => {
    const unknown = await answer(api(t).app['get-states'][':country'].$get({ param: { country: 'XX' } }));
    expect(unknown.status).toBe(404);
    expect(unknown.refusal.error).toMatch(/no country with the code 'XX'/);
    const malformed = await answer(api(t).app['get-states'][':country'].$get({ param: { country: 'india' } }));
    expect(malformed.status).toBe(400);
    expect(malformed.refusal.fields?.country).toBe('Give the country as its two-letter code, e.g. IN.');
  });

  it("lists a state's cities with their coordinates", async () => {
    const res = await answer(api(t).app['get-cities'][':state'].$get({ param: { state: 'IN-MH' } }));
    expect(res.status).toBe(200);
    const mumbai = res.body.data.find((c) => c.name === 'Mumbai');
    expect(mumbai).toMatchObject({ stateId: 'IN-MH' });
    expect(Number.isInteger(mumbai?._id)).toBe(true);
    expect(mumbai?.latitude).toBeCloseTo(19.07, 1);
    expect(mumbai?.longitude).toBeCloseTo(72.88, 1);
  });

  it('answers an unknown state with 404', async () => {
    const res = await answer(api(t).app['get-cities'][':state'].$get({ param: { state: 'IN-ZZ' } }));
    expect(res.status).toBe(404);
    expect(res.refusal.error).toMatch(/no state 'IN-ZZ'/);
  });
});

describe('GET /api/app/get-gotras-subCastes/{id}', () => {
  it("lists a caste's gotras and sub-castes", async () => {
    const res = await answer(api(t).app['get-gotras-subCastes'][':id'].$get({ param: { id: 'hindu.brahmin' } }));
    expect(res.body.code).toBe(5);
    const { gotras, subCastes } = res.body.data;
    expect(gotras.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Kashyap', 'Bharadwaj', 'Vashishtha', 'Shandilya']));
    expect(subCastes.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Deshastha', 'Konkanastha (Chitpavan)', 'Saraswat', 'Iyer']));
    expect(gotras[0]).toMatchObject({ casteId: 'hindu.brahmin' });
  });

  it("has Agarwal's 18 gotras", async () => {
    const res = await answer(api(t).app['get-gotras-subCastes'][':id'].$get({ param: { id: 'hindu.agarwal' } }));
    expect(res.body.data.gotras).toHaveLength(18);
  });

  it('answers an unknown caste with 404', async () => {
    const res = await answer(api(t).app['get-gotras-subCastes'][':id'].$get({ param: { id: 'hindu.nope' } }));
    expect(res.status).toBe(404);
    expect(res.refusal.error).toBe('There is no such caste. Choose the religion first, then a caste from its list.');
  });
});

describe('GET /api/app/plans', () => {
  it('answers the plans at the top level, free first, one retired', async () => {
    const res = await answer(api(t).app.plans.$get());
    expect(res.body.code).toBe(5);
    const plans = res.body.plans as Plan[];
    expect(plans[0]).toMatchObject({ _id: 'free', planName: 'Free', type: 'Free', price: 0, isActive: true });
    expect(plans.find((p) => p.planName === 'Gold')).toMatchObject({ type: '6 Months', price: 4999, isActive: true });
    expect(plans.some((p) => p.isActive === false)).toBe(true);
    for (const p of plans) {
      expect(p.features.length).toBeGreaterThan(0);
      expect(planGrantsSchema.safeParse(p.grants).success).toBe(true);
    }
  });
});

describe('POST /api/app/query', () => {
  const query = { name: 'Asha Kulkarni', email: 'asha@example.com', phone: '+91 98765 43210', subject: 'Plan upgrade', message: 'How do I move from Silver to Gold?' };
  const stored = async () =>
    Number((await t.deps.database.db.selectFrom('visitor_queries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a valid query for the admins', async () => {
    const before = await stored();
    const res = await answer(api(t, { ip: '198.51.100.1' }).app.query.$post({ json: query }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 5, message: SERVER_TEXT.queryReceived });
    const row = await t.deps.database.db.selectFrom('visitor_queries').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Asha Kulkarni', email: 'asha@example.com', phone: '+91 98765 43210', subject: 'Plan upgrade', status: 'open', ip: '198.51.100.1', user_id: null });
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a bad query field by field and stores nothing', async () => {
    const before = await stored();
    const res = await answer(api(t, { ip: '198.51.100.2' }).app.query.$post({ json: { name: ' ', email: 'not-an-email', phone: '12ab', subject: 'Hi', message: 'short' } }));
    expect(res.status).toBe(400);
    expect(res.refusal.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address, e.g. name@example.com.',
      phone: 'Enter a valid phone number, e.g. +91 98765 43210, or leave it empty.',
      subject: 'Enter a subject of at least 3 characters.',
      message: 'Write your message in at least 10 characters.',
    });
    expect(res.refusal.error).toBe('Enter your name.');
    expect(await stored()).toBe(before);
  });

  it('names each missing field', async () => {
    const res = await call(t, 'POST', '/api/app/query', { body: {}, ip: '198.51.100.4' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter your e-mail address.',
      subject: 'Enter a subject.',
      message: 'Write your message.',
    });
  });

  it('accepts an empty phone', async () => {
    const res = await answer(api(t, { ip: '198.51.100.3' }).app.query.$post({ json: { ...query, phone: '' } }));
    expect(res.status).toBe(200);
    const row = await t.deps.database.db.selectFrom('visitor_queries').select('phone').where('ip', '=', '198.51.100.3').executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it('slows down one address that sends too many', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await answer(api(t, { ip }).app.query.$post({ json: query }))).status).toBe(200);
    const before = await stored();
    const res = await answer(api(t, { ip }).app.query.$post({ json: query }));
    expect(res.status).toBe(429);
    expect(await stored()).toBe(before);
    t.clock.advance(3_600_001);
    expect((await answer(api(t, { ip }).app.query.$post({ json: query }))).status).toBe(200);
  });
});

describe('POST /api/app/query with a captcha configured', () => {
  let verifier: Server;
  let seen: string[] = [];
  let c: TestApp;
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d)).on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}`);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r));
    const { port } = verifier.address() as AddressInfo;
    c = await createTestApp({ CAPTCHA_SECRET: 'turnstile-secret', CAPTCHA_SITE_KEY: 'turnstile-site-key', CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });
  });
  afterAll(async () => {
    await c.flushApiLog();
    await c.close();
    await new Promise((r) => verifier.close(r));
  });
  const body = { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello there', message: 'A question about horoscopes.' };
  const count = async () => (await c.deps.database.db.selectFrom('visitor_queries').select('id').execute()).length;

  it('refuses a query whose captcha fails, or is missing, and stores nothing', async () => {
    seen = [];
    const bad = await answer(api(c, { headers: { captcha: 'bad-token' } }).app.query.$post({ json: body }));
    expect(bad.status).toBe(400);
    expect(bad.refusal.error).toBe(SERVER_TEXT.captchaFailed);
    expect(seen).toEqual(['turnstile-secret:bad-token']);
    const missing = await answer(api(c).app.query.$post({ json: body }));
    expect(missing.status).toBe(400);
    expect(missing.refusal.error).toBe(SERVER_TEXT.captchaFailed);
    expect(await count()).toBe(0);
  });

  it('stores a query whose captcha the provider accepts', async () => {
    const res = await answer(api(c, { headers: { captcha: 'good-token' } }).app.query.$post({ json: body }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SERVER_TEXT.queryReceived);
    expect(await count()).toBe(1);
  });
});
