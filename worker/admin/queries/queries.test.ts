import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERIES_TEXT } from '../../../contract/admin/queries';
import { adminSession, memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';
import { expectLogged } from '../../test/clean-run';

/** Issue 11 §3: visitor queries in the back office (decision 0812). */
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const asAdmin = () => api(t, { token: admin.token });
const list = (query: Parameters<Client['admin']['queries']['$get']>[0]['query']) => answer(asAdmin().admin.queries.$get({ query }));
const update = (json: JsonOf<Client['admin']['updatequeries']['$post']>) => answer(asAdmin().admin.updatequeries.$post({ json }));
/** Bodies and queries the schemas refuse, sent as is (the typed client would not send them). */
const asIs = (method: string, url: string, body?: unknown) => call(t, method, url, { token: admin.token, body });
const ids = (items: { _id: string }[]) => items.map((r) => r._id);
type Query = JsonOf<Client['app']['query']['$post']>;
const rowOf = (id: string) => t.deps.database.db.selectFrom('visitor_queries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: string) => t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', id).orderBy('created_at').execute();

let sent = 0;
/** A visitor writes from /contact (each from its own address, under the hourly limit), from a page that sends `headers`. */
async function visitorQuery(over: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}, headers: Record<string, string> = {}): Promise<string> {
  const body: Query = { name: 'Asha Kulkarni', email: 'asha@example.com', subject: 'Plan upgrade', message: 'How do I move from Silver to Gold?', ...over };
  sent += 1;
  t.clock.advance(1000);
  expect((await answer(api(t, { ip: `198.51.100.${sent}`, headers }).app.query.$post({ json: body }))).status).toBe(200);
  const row = await t.deps.database.db.selectFrom('visitor_queries').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

describe('every queries endpoint is for administrators', () => {
  it('refuses anonymous callers (401) and members (403), and changes nothing', async () => {
    const id = await visitorQuery();
    const m = await memberWithSession(t);
    const endpoints: Array<[string, (c: Client) => Promise<{ status: number }>]> = [
      ['GET /admin/queries', (c) => c.admin.queries.$get({ query: {} })],
      ['POST /admin/updatequeries', (c) => c.admin.updatequeries.$post({ json: { id, status: 'closed', note: 'x' } })],
    ];
    for (const [name, send] of endpoints) {
      expect((await send(api(t))).status, `${name} anonymous`).toBe(401);
      expect((await send(api(t, { token: m.token }))).status, `${name} member`).toBe(403);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'open', admin_note: null });
  });
});

describe('GET /admin/queries', () => {
  let asha: string;
  let ravi: string;
  let closed: string;
  beforeAll(async () => {
    asha = await visitorQuery({ name: 'Listquery Asha', subject: 'Listquery horoscope' });
    ravi = await visitorQuery({ name: 'Listquery Ravi', email: 'ravi@example.com', subject: 'Listquery plans' });
    closed = await visitorQuery({ name: 'Listquery Meera', subject: 'Listquery closed one' });
    await t.deps.database.db.updateTable('visitor_queries').set({ status: 'closed' }).where('id', '=', closed).execute();
  });

  it('pages the queries, newest first, with what the dialog shows', async () => {
    const res = await list({ search: 'listquery', limit: '2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(ids(res.body.items)).toEqual([closed, ravi]);
    expect(res.body.items[1]).toEqual({
      _id: ravi, name: 'Listquery Ravi', email: 'ravi@example.com', phone: null, subject: 'Listquery plans', message: 'How do I move from Silver to Gold?', attachment: null,
      member: null, status: 'open', note: null, reply: null, repliedAt: null, repliedBy: null, createdAt: expect.any(Number), updatedAt: expect.any(Number),
    });
    expect(ids((await list({ search: 'listquery', limit: '2', page: '2' })).body.items)).toEqual([asha]);
  });

  it('filters by status, searches name, e-mail and subject, sorts by a known key', async () => {
    expect(ids((await list({ search: 'listquery', status: 'open' })).body.items)).toEqual([ravi, asha]);
    expect(ids((await list({ search: 'listquery', status: 'closed' })).body.items)).toEqual([closed]);
    expect(ids((await list({ search: 'RAVI@EXAMPLE' })).body.items)).toEqual([ravi]);
    expect(ids((await list({ search: 'listquery horoscope' })).body.items)).toEqual([asha]);
    expect(ids((await list({ search: 'listquery', key: 'name', direction: 'asc' })).body.items)).toEqual([asha, closed, ravi]);
  });

  it('refuses an unknown status, key or direction with fields', async () => {
    const res = await asIs('GET', '/api/admin/queries?status=new&key=ip&direction=up');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['direction', 'key', 'status']);
  });

  it('names the member who wrote while signed in', async () => {
    const m = await memberWithSession(t, { name: 'Signedin Writer' });
    const body: Query = { name: 'Signedin Writer', email: m.email, subject: 'From my account', message: 'A question from a member account.' };
    expect((await answer(api(t, { token: m.token, ip: '198.51.100.200' }).app.query.$post({ json: body }))).status).toBe(200);
    const [row] = (await list({ search: 'from my account' })).body.items;
    expect(row!.member).toEqual({ _id: m.id, name: 'Signedin Writer' });
  });
});

describe('POST /admin/updatequeries', () => {
  it('sets the status and the internal note, with an audit entry; the visitor gets no mail', async () => {
    const id = await visitorQuery({ email: 'notes@example.com' });
    const res = await update({ id, status: 'closed', note: '  Spam, closed.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: QUERIES_TEXT.saved('Asha Kulkarni'), data: { _id: id, status: 'closed', note: 'Spam, closed.' } });
    expect(await rowOf(id)).toMatchObject({ status: 'closed', admin_note: 'Spam, closed.', reply: null });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'query.update', target_type: 'visitorQuery', admin_id: admin.id });
    expect(JSON.parse(entry!.before_json!)).toEqual({ status: 'open', note: null });
    expect(JSON.parse(entry!.after_json!)).toEqual({ status: 'closed', note: 'Spam, closed.' });
    expect(t.mails.filter((m) => m.to === 'notes@example.com')).toEqual([]);

    // The same again changes nothing and records nothing; an empty note clears it.
    expect((await update({ id, status: 'closed', note: 'Spam, closed.' })).body).toMatchObject({ code: 4, message: QUERIES_TEXT.unchanged });
    expect(await auditOf(id)).toHaveLength(1);
    expect((await update({ id, note: '' })).body.code).toBe(5);
    expect(await rowOf(id)).toMatchObject({ status: 'closed', admin_note: null });
  });

  it('e-mails a reply to the visitor through the mailer and marks the query answered', async () => {
    const id = await visitorQuery({ name: 'Reply Visitor', email: 'reply.visitor@example.com', subject: 'Gold plan', message: 'Line one\nLine two' });
    // The form refuses line breaks in a subject now; a query stored before that may hold one.
    await t.deps.database.db.updateTable('visitor_queries').set({ subject: 'Gold plan\r\nBcc: evil@example.com' }).where('id', '=', id).execute();
    const res = await update({ id, reply: 'Choose Gold on the Membership page; we approve it once paid.' });
    expect(res.body).toMatchObject({ code: 5, message: QUERIES_TEXT.replied('Reply Visitor', 'reply.visitor@example.com'), data: { status: 'answered', repliedBy: expect.any(String) } });
    const mail = t.mails.filter((m) => m.to === 'reply.visitor@example.com').at(-1)!;
    // The visitor's line break does not become a header.
    expect(mail.subject).toBe('Re: Gold plan Bcc: evil@example.com — Sambandh');
    expect(mail.text).toBe(
      ['Namaste Reply Visitor,', '', 'Choose Gold on the Membership page; we approve it once paid.', '', 'The Sambandh team', '', 'You wrote to us:', '> Line one', '> Line two'].join('\n'),
    );
    expect(await rowOf(id)).toMatchObject({ status: 'answered', reply: 'Choose Gold on the Membership page; we approve it once paid.', replied_by: admin.id, replied_at: t.clock.now });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'query.reply', target_type: 'visitorQuery' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ status: 'answered', reply: 'Choose Gold on the Membership page; we approve it once paid.' });
  });

  it('mails the reply in the language of the page the visitor wrote from; the back office stays English', async () => {
    const id = await visitorQuery({ name: 'Kavya Iyer', email: 'kavya@example.com', subject: 'Horoscope', message: 'Can I add my horoscope later?' }, { cookie: 'sambandh_lang=ta' });
    expect((await rowOf(id)).language).toBe('ta');
    const res = await update({ id, reply: 'Yes: open Horoscope from your profile at any time.' });
    expect(res.body.message).toBe('Your reply went to Kavya Iyer at kavya@example.com.');
    const mail = t.mails.filter((m) => m.to === 'kavya@example.com').at(-1)!;
    expect(mail.subject).toBe('பதில்: Horoscope — Sambandh');
    expect(mail.text).toBe(['வணக்கம் Kavya Iyer,', '', 'Yes: open Horoscope from your profile at any time.', '', 'Sambandh குழு', '', 'நீங்கள் எங்களுக்கு எழுதியது:', '> Can I add my horoscope later?'].join('\n'));
  });

  it('mails a query sent before its language was kept in English', async () => {
    const id = await visitorQuery({ email: 'older@example.com' }, { 'accept-language': 'hi' });
    await t.deps.database.db.updateTable('visitor_queries').set({ language: null }).where('id', '=', id).execute();
    expect((await update({ id, reply: 'An answer for an older query.' })).body.code).toBe(5);
    expect(t.mails.filter((m) => m.to === 'older@example.com').at(-1)?.subject).toBe('Re: Plan upgrade — Sambandh');
  });

  it('replies and closes at once when asked', async () => {
    const id = await visitorQuery({ email: 'close@example.com' });
    expect((await update({ id, reply: 'Thank you, all done on our side.', status: 'closed' })).body.code).toBe(5);
    expect(await rowOf(id)).toMatchObject({ status: 'closed', reply: 'Thank you, all done on our side.' });
    expect(t.mails.filter((m) => m.to === 'close@example.com')).toHaveLength(1);
  });

  it('changes nothing when the mail cannot be sent, and says so', async () => {
    const id = await visitorQuery({ email: 'bounce@example.com' });
    const send = t.deps.mailer.send;
    expectLogged(/^Reply to a visitor query not sent Error: mail API down/);
    t.deps.mailer.send = async () => {
      throw new Error('mail API down');
    };
    try {
      const res = await update({ id, reply: 'This reply will not leave.' });
      expect(res.status).toBe(502);
      expect(res.refusal.error).toBe(QUERIES_TEXT.mailFailed);
    } finally {
      t.deps.mailer.send = send;
    }
    expect(await rowOf(id)).toMatchObject({ status: 'open', reply: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const id = await visitorQuery();
    // Some of these the typed client would not send: all go as is.
    const cases: Array<[unknown, string[]]> = [
      [{ id }, ['status']],
      [{ id, status: 'resolved' }, ['status']],
      [{ id, reply: 'short' }, ['reply']],
      [{ id, reply: 'A long enough reply to the visitor.', status: 'open' }, ['status']],
      [{ id, note: 'x'.repeat(2001) }, ['note']],
      [{ status: 'closed' }, ['id']],
    ];
    for (const [body, fields] of cases) {
      const res = await asIs('POST', '/api/admin/updatequeries', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields), JSON.stringify(body)).toEqual(fields);
    }
    expect((await update({ id: 'no-such-query', status: 'closed' })).status).toBe(404);
    expect(await rowOf(id)).toMatchObject({ status: 'open', admin_note: null, reply: null });
  });

  it('the dashboard counts open queries only', async () => {
    const open = async () => (await answer(asAdmin().admin.getDashboard.$get())).body.data.openQueries;
    const before = await open();
    const id = await visitorQuery();
    const during = await open();
    await update({ id, reply: 'Answered, so no longer open.' });
    const after = await open();
    expect(during - before).toBe(1);
    expect(after - during).toBe(-1);
  });
});
