import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCE_ANSWER_MS } from '../../contract/grievances';
import { parseConfig } from '../config';
import { adminSession, memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api, type Client, type JsonOf } from '../test/typed-client';
import { grievanceOfficerWarning } from './officer';

/** Issue 24 "Duties of the site": complaints to the Grievance Officer (decision 0960). */
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({
    GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@sambandh.example',
    GRIEVANCE_OFFICER_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
  });
  admin = await adminSession(t);
});
afterAll(() => t.close());

type Complaint = JsonOf<Client['app']['grievance']['$post']>;
const complaint = (over: Partial<Complaint> = {}): Complaint => ({
  name: 'Asha Kulkarni',
  email: 'asha@example.com',
  subject: 'A profile uses my photo',
  message: 'The profile of a man in Pune shows a photo of my daughter. Please remove it.',
  ...over,
});
let address = 0;
/** Each complaint from its own address, under the hourly limit, unless the test says. */
const file = (over: Partial<Complaint> = {}, caller: { token?: string; ip?: string; headers?: Record<string, string> } = {}) => {
  address += 1;
  return answer(api(t, { ip: `203.0.113.${address}`, ...caller }).app.grievance.$post({ json: complaint(over) }));
};
const asAdmin = () => api(t, { token: admin.token });
const queue = (query: Parameters<Client['admin']['grievances']['$get']>[0]['query'] = {}) => answer(asAdmin().admin.grievances.$get({ query }));
const resolve = (id: string, reply: string, token = admin.token) => answer(api(t, { token }).admin.grievances[':id'].$post({ param: { id }, json: { reply } }));
const rows = () => t.deps.database.db.selectFrom('grievances').selectAll().execute();

describe('GET /app/grievance', () => {
  it('names the Grievance Officer as configured', async () => {
    const res = await answer(api(t).app.grievance.$get());
    expect(res.body.data.officer).toEqual({ name: 'Meera Iyer', email: 'grievance@sambandh.example', address: '12 MG Road, Bengaluru 560001, Karnataka' });
  });

  it('names nobody until all three settings are set, and production says so in the start log', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', PUBLIC_URL: 'https://sambandh.example' };
    const partial = parseConfig({ ...base, GRIEVANCE_OFFICER_NAME: 'Meera Iyer' });
    expect(partial.grievanceOfficer).toBeNull();
    expect(grievanceOfficerWarning(partial)).toMatch(/GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL and GRIEVANCE_OFFICER_ADDRESS/);
    expect(grievanceOfficerWarning({ ...partial, env: 'development' })).toBeNull();
    expect(grievanceOfficerWarning(t.deps.config)).toBeNull();
    expect(() => parseConfig({ ...base, GRIEVANCE_OFFICER_EMAIL: 'grievance at sambandh' })).toThrow(/GRIEVANCE_OFFICER_EMAIL must be an e-mail address/);
  });
});

describe('POST /app/grievance', () => {
  it('numbers each complaint in its year, mails the acknowledgement at once and sets the answer due in 15 days', async () => {
    const before = t.mails.length;
    const first = await file();
    const second = await file({ email: 'ravi@example.com', name: 'Ravi Rao' });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.body.data.number).toBe('GRV-2026-000001');
    expect(second.body.data.number).toBe('GRV-2026-000002');
    expect(first.body.data).toMatchObject({ acknowledged: true, dueAt: t.clock.now + GRIEVANCE_ANSWER_MS });
    expect(first.body.message).toBe('Your complaint is number GRV-2026-000001. We have e-mailed you an acknowledgement; the Grievance Officer will answer by 7 December 2026.');
    const [ack] = t.mails.slice(before);
    expect(ack).toMatchObject({ to: 'asha@example.com', subject: 'We received your complaint GRV-2026-000001 — Sambandh' });
    expect(ack?.text).toContain('answer you by e-mail by 7 December 2026, within 15 days');
    expect(ack?.text).toContain('> The profile of a man in Pune shows a photo of my daughter.');
    const row = (await rows()).find((r) => r.serial === 1);
    expect(row).toMatchObject({ year: 2026, status: 'open', user_id: null, acknowledged_at: t.clock.now, due_at: t.clock.now + GRIEVANCE_ANSWER_MS });
  });

  it('records the member who complains while signed in', async () => {
    const m = await memberWithSession(t);
    const res = await file({ subject: 'Signed in complaint' }, { token: m.token });
    expect(res.status).toBe(200);
    expect((await rows()).find((r) => r.subject === 'Signed in complaint')?.user_id).toBe(m.id);
  });

  it('keeps the complaint when the member closes the account, without the link to it', async () => {
    const m = await memberWithSession(t);
    expect((await file({ subject: 'Kept after closing' }, { token: m.token })).status).toBe(200);
    const closed = await call(t, 'POST', '/api/user/delete/', { token: m.token, body: { password: m.password, confirm: 'DELETE' } });
    expect(closed.status).toBe(200);
    expect((await rows()).find((r) => r.subject === 'Kept after closing')).toMatchObject({ user_id: null, status: 'open', name: 'Asha Kulkarni' });
  });

  it('starts the numbers again in a new year (India’s calendar)', async () => {
    const now = t.clock.now;
    t.clock.now = Date.parse('2026-12-31T18:45:00Z'); // 00:15 on 1 January 2027 in India
    const res = await file({ subject: 'New year complaint' });
    expect(res.body.data.number).toBe('GRV-2027-000001');
    t.clock.now = now;
  });

  it('refuses bad input with the field’s sentence and files nothing', async () => {
    const count = (await rows()).length;
    const res = await call(t, 'POST', '/api/app/grievance', { body: { ...complaint(), email: 'not an address', message: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      email: 'Enter a valid e-mail address, e.g. name@example.com.',
      message: 'Write your message in at least 10 characters.',
    });
    expect((await rows()).length).toBe(count);
  });

  it('holds one address to five complaints an hour, with a sentence', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) expect((await file({ subject: `Throttle ${i}` }, { ip })).status).toBe(200);
    const count = (await rows()).length;
    const sixth = await file({ subject: 'Throttle 6' }, { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.refusal.error).toBe('You have sent several complaints in the last hour. Each will be answered; please wait before writing again.');
    expect((await rows()).length).toBe(count);
  });
});

describe('the administrators’ queue', () => {
  it('is for administrators only', async () => {
    const m = await memberWithSession(t);
    expect((await answer(api(t).admin.grievances.$get({ query: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: m.token }).admin.grievances.$get({ query: {} }))).status).toBe(403);
    const [row] = await rows();
    expect((await resolve(row!.id, 'A member cannot resolve this.', m.token)).status).toBe(403);
    expect((await rows()).find((r) => r.id === row!.id)?.status).toBe('open');
  });

  it('lists open complaints, the nearest due first, with the time left', async () => {
    t.clock.advance(3_600_000);
    const later = await file({ subject: 'Queue later one' });
    const res = await queue({ limit: '200' });
    const items = res.body.items;
    expect(items.length).toBe(res.body.total);
    expect(items.map((g) => g.dueAt)).toEqual(items.map((g) => g.dueAt).toSorted((a, b) => a - b));
    expect(items.find((g) => g.number === later.body.data.number)).toMatchObject({ status: 'open', timeLeft: GRIEVANCE_ANSWER_MS });
    expect(items.find((g) => g.number === 'GRV-2026-000001')?.timeLeft).toBe(GRIEVANCE_ANSWER_MS - 3_600_000);
    expect((await queue({ search: 'GRV-2026-000002' })).body.items.map((g) => g.name)).toEqual(['Ravi Rao']);
  });

  it('resolves with a reply that is mailed, once, in the audit trail', async () => {
    const found = (await queue({ search: 'GRV-2026-000002' })).body.items[0]!;
    const before = t.mails.length;
    const res = await resolve(found._id, 'We removed the profile and blocked its account. Thank you for telling us.');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.body.message).toBe('Complaint GRV-2026-000002 is resolved and your reply went to ravi@example.com.');
    expect(res.body.data).toMatchObject({ status: 'resolved', timeLeft: null, resolution: 'We removed the profile and blocked its account. Thank you for telling us.' });
    const [mail] = t.mails.slice(before);
    expect(mail).toMatchObject({ to: 'ravi@example.com', subject: 'Your complaint GRV-2026-000002 is resolved — Sambandh' });
    expect(mail?.text).toContain('We removed the profile and blocked its account.');
    const again = await resolve(found._id, 'A second reply that must not be sent.');
    expect(again.body).toMatchObject({ code: 4, message: 'This complaint is already resolved; its reply was sent.' });
    expect(t.mails.length).toBe(before + 1);
    const audit = await t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', found._id).execute();
    expect(audit.map((a) => a.action)).toEqual(['grievance.resolve']);
    expect((await queue({ search: 'GRV-2026-000002' })).body.items).toEqual([]);
    expect((await queue({ search: 'GRV-2026-000002', status: 'resolved' })).body.items.length).toBe(1);
  });

  it('refuses a short reply and an unknown complaint, changing nothing', async () => {
    const open = (await queue()).body.items[0]!;
    expect((await resolve(open._id, 'ok')).status).toBe(400);
    expect((await resolve('no-such-complaint', 'A reply long enough to send.')).status).toBe(404);
    expect((await rows()).find((r) => r.id === open._id)?.status).toBe('open');
  });

  it('mails the resolution in the language of the page the visitor complained from; the back office stays English', async () => {
    const filed = await file({ name: 'Rupa Sen', email: 'rupa@example.com', subject: 'Complaint from a Bengali page' }, { headers: { cookie: 'sambandh_lang=bn' } });
    const { number } = filed.body.data;
    expect((await rows()).find((r) => r.subject === 'Complaint from a Bengali page')?.language).toBe('bn');
    const found = (await queue({ search: number })).body.items[0]!;
    const res = await resolve(found._id, 'We removed the photo from that profile.');
    expect(res.body.message).toBe(`Complaint ${number} is resolved and your reply went to rupa@example.com.`);
    const mail = t.mails.filter((m) => m.to === 'rupa@example.com').at(-1)!;
    expect(mail.subject).toBe(`আপনার অভিযোগ ${number}-এর সমাধান হয়েছে — Sambandh`);
    expect(mail.text.split('\n').slice(0, 6)).toEqual(['নমস্কার Rupa Sen,', '', 'We removed the photo from that profile.', '', 'অভিযোগ আধিকারিক, Sambandh', '']);
  });
});
