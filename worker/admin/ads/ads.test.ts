import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADS_TEXT } from '../../../contract/admin/ads';
import { adminSession, memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';

/** Issue 11 §4: ads in the back office and in the page data members load (decision 0813). */
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const asAdmin = () => api(t, { token: admin.token });
const save = (json: JsonOf<Client['admin']['ads']['$post']>) => answer(asAdmin().admin.ads.$post({ json }));
/** A body the schema refuses, sent as is (the typed client would not send it). */
const saveAsIs = (body: unknown) => call(t, 'POST', '/api/admin/ads', { token: admin.token, body });
const list = (query: Parameters<Client['admin']['ads']['$get']>[0]['query'] = {}) => answer(asAdmin().admin.ads.$get({ query }));
const remove = (id: string) => answer(asAdmin().admin.ads[':id'].$delete({ param: { id } }));
const pageAds = async () => (await answer(api(t).app.getData.$get())).body.data.ads;
const rowOf = (id: string) => t.deps.database.db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
const auditOf = (id: string) => t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', id).orderBy('created_at').execute();
const ids = (items: { _id: string }[]) => items.map((r) => r._id);

describe('every ads endpoint is for administrators', () => {
  it('refuses anonymous callers (401) and members (403), and changes nothing', async () => {
    const m = await memberWithSession(t);
    const existing = (await pageAds())[0]!._id;
    const endpoints: Array<[string, (c: Client) => Promise<{ status: number }>]> = [
      ['GET /admin/ads', (c) => c.admin.ads.$get({ query: {} })],
      ['POST /admin/ads', (c) => c.admin.ads.$post({ json: { position: 'dashboard', htmlContent: '<p>x</p>' } })],
      ['DELETE /admin/ads/{id}', (c) => c.admin.ads[':id'].$delete({ param: { id: existing } })],
    ];
    for (const [name, send] of endpoints) {
      expect((await send(api(t))).status, `${name} anonymous`).toBe(401);
      expect((await send(api(t, { token: m.token }))).status, `${name} member`).toBe(403);
    }
    expect(await rowOf(existing)).toBeDefined();
  });
});

describe('POST /admin/ads, DELETE /admin/ads/{id}', () => {
  it('adds an ad that the next page data carries under its position, with an audit entry', async () => {
    t.clock.advance(1000);
    const res = await save({ position: 'dashboard', htmlContent: '  <p>Wedding halls in Pune</p> ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: ADS_TEXT.added, data: { position: 'dashboard', htmlContent: '<p>Wedding halls in Pune</p>' } });
    const id = res.body.data._id;
    expect(await pageAds()).toContainEqual({ _id: id, position: 'dashboard', htmlContent: '<p>Wedding halls in Pune</p>' });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'ad.add', target_type: 'ad', admin_id: admin.id, target_label: 'dashboard: Wedding halls in Pune' });
  });

  it('changes an ad named by _id; the same again changes nothing', async () => {
    const id = (await save({ position: 'middle', htmlContent: '<p>Old text</p>' })).body.data._id;
    t.clock.advance(1000);
    const res = await save({ _id: id, position: 'right', htmlContent: '<p>New text</p>' });
    expect(res.body).toMatchObject({ code: 5, message: ADS_TEXT.saved });
    expect(await rowOf(id)).toMatchObject({ position: 'right', html_content: '<p>New text</p>' });
    expect(await pageAds()).toContainEqual({ _id: id, position: 'right', htmlContent: '<p>New text</p>' });
    expect((await save({ _id: id, position: 'right', htmlContent: '<p>New text</p>' })).body).toMatchObject({ code: 4, message: ADS_TEXT.unchanged });
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['ad.add', 'ad.update']);
    expect((await save({ _id: 'no-such-ad', position: 'right', htmlContent: '<p>x</p>' })).status).toBe(404);
  });

  it('deletes an ad: gone from the list and from the page data, the trail keeps its HTML', async () => {
    const id = (await save({ position: 'frame', htmlContent: '<p>Short-lived</p>' })).body.data._id;
    t.clock.advance(1000);
    const res = await remove(id);
    expect(res.body).toMatchObject({ code: 5, message: ADS_TEXT.deleted });
    expect(await rowOf(id)).toBeUndefined();
    expect((await pageAds()).map((a) => a._id)).not.toContain(id);
    const entry = (await auditOf(id)).at(-1)!;
    expect(entry.action).toBe('ad.delete');
    expect(JSON.parse(entry.before_json!)).toEqual({ position: 'frame', htmlContent: '<p>Short-lived</p>' });
    expect((await remove(id)).status).toBe(404);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await list()).body.total;
    const cases: Array<[unknown, string[]]> = [
      [{ position: 'header', htmlContent: '<p>x</p>' }, ['position']],
      [{ position: 'right', htmlContent: '   ' }, ['htmlContent']],
      [{ position: 'right', htmlContent: 'x'.repeat(20_001) }, ['htmlContent']],
      [{}, ['position', 'htmlContent']],
    ];
    for (const [body, fields] of cases) {
      const res = await saveAsIs(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    expect((await list()).body.total).toBe(before);
  });
});

describe('GET /admin/ads', () => {
  it('pages the ads newest first, by position and by search', async () => {
    t.clock.advance(1000);
    const a = (await save({ position: 'frame', htmlContent: '<p>Listad one</p>' })).body.data._id;
    t.clock.advance(1000);
    const b = (await save({ position: 'right', htmlContent: '<p>Listad two</p>' })).body.data._id;
    const res = await list({ search: 'listad', limit: '1' });
    expect(res.body).toMatchObject({ code: 5, total: 2, page: 1, limit: 1, totalPages: 2 });
    expect(res.body.items[0]).toEqual({ _id: b, position: 'right', htmlContent: '<p>Listad two</p>', createdAt: t.clock.now });
    expect(ids((await list({ search: 'listad', page: '2', limit: '1' })).body.items)).toEqual([a]);
    expect(ids((await list({ search: 'listad', position: 'frame' })).body.items)).toEqual([a]);
    // A position and a sort key the schema does not know: sent as is.
    const bad = await call(t, 'GET', '/api/admin/ads?position=header&key=html', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['key', 'position']);
  });

  it('the page data carries the newest ads of every position: a busy one crowds out no other', async () => {
    // The seed dates the house ads with the real clock, ahead of the test's: make them the oldest.
    await t.deps.database.db.updateTable('ads').set({ created_at: 0 }).where('id', 'like', 'house-%').execute();
    const frame = (await save({ position: 'frame', htmlContent: '<p>Lone frame ad</p>' })).body.data._id;
    for (let i = 0; i < 25; i++) {
      t.clock.advance(10);
      await save({ position: 'middle', htmlContent: `<p>Busy ${i}</p>` });
    }
    const ads = await pageAds();
    expect(ads.filter((x) => x.position === 'middle')).toHaveLength(10);
    expect(ads.filter((x) => x.position === 'middle')[0]!.htmlContent).toBe('<p>Busy 24</p>');
    expect(ads.map((x) => x._id)).toContain(frame);
  });
});
