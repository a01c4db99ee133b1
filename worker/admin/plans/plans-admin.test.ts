import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m as messages } from '../../../contract/i18n/paraglide/messages';
import { ADMIN_PLANS_TEXT, type PlanForm } from '../../../contract/admin/plans';
import { MEMBERSHIP_TEXT } from '../../../contract/membership';
import { PLANS } from '../../reference/catalogue/plans';
import { readSession } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { grantsOf } from '../../membership/grants';
import { decideUpgrade } from '../../membership/upgrade';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { adminSession, memberWithSession } from '../../test/factories';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const gold = PLANS.find((p) => p._id === 'gold')!;
let seq = 0;
const form = (over: Partial<PlanForm> = {}): PlanForm => ({
  planName: `Diamond ${++seq}`,
  durationMonths: 9,
  price: 5999,
  features: ['View 150 contact numbers', 'See who viewed your profile'],
  grants: { ...gold.grants, contactViews: 150 },
  isActive: true,
  ...over,
});
const asAdmin = () => api(t, { token: admin.token }).admin;
const create = (json: JsonOf<Client['admin']['plan']['$post']>) => answer(asAdmin().plan.$post({ json }));
const update = (json: JsonOf<Client['admin']['updatePlan']['$post']>) => answer(asAdmin().updatePlan.$post({ json }));
const plans = (query: Parameters<Client['admin']['plan']['$get']>[0]['query']) => answer(asAdmin().plan.$get({ query }));
const requests = (query: Parameters<Client['admin']['getUpgreadeRequest']['$get']>[0]['query']) => answer(asAdmin().getUpgreadeRequest.$get({ query }));
/** Queries the schemas refuse and a path no route declares, sent as is (the typed client would not send them). */
const asIs = (method: string, url: string) => call(t, method, url, { token: admin.token });
/** Approving a paid plan records the offline payment's reference (issue 23). */
const REFERENCE = 'UTR 4024 1122 3344';
const decide = (id: string, status: 'approved' | 'rejected', reason?: string, token = admin.token) =>
  answer(api(t, { token }).admin.updateUpgreadeRequest.$post({ json: { id, status, reason, ...(status === 'approved' ? { reference: REFERENCE } : {}) } }));
const publicPlans = async () => (await answer(api(t).app.plans.$get())).body.plans;
const choose = (m: { token: string }, id: string) => answer(api(t, { token: m.token }).user.upgreadePlan[':id'].$post({ param: { id } }));
const membership = async (m: { token: string }) => (await answer(api(t, { token: m.token }).user.membership.$get())).body.data;
const notesOf = (m: { token: string }) => answer(api(t, { token: m.token }).user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '1', limit: '5' } }));
const auditOf = (targetId: string) => t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', targetId).execute();

async function pendingRequest(planId: string) {
  const m = await memberWithSession(t);
  const asked = await choose(m, planId);
  expect(asked.body.code).toBe(5);
  return { m, requestId: asked.body.data.requests[0]!._id };
}

describe('who may call the plan endpoints', () => {
  it('refuses anonymous callers (401) and members (403)', async () => {
    const m = await memberWithSession(t);
    const calls: [string, (c: Client) => Promise<{ status: number }>][] = [
      ['GET /admin/plan', (c) => c.admin.plan.$get({ query: {} })],
      ['POST /admin/plan', (c) => c.admin.plan.$post({ json: form() })],
      ['POST /admin/updatePlan', (c) => c.admin.updatePlan.$post({ json: { id: 'gold', ...form() } })],
      ['GET /admin/getUpgreadeRequest', (c) => c.admin.getUpgreadeRequest.$get({ query: {} })],
      ['POST /admin/updateUpgreadeRequest', (c) => c.admin.updateUpgreadeRequest.$post({ json: { id: 'x', status: 'approved' } })],
    ];
    for (const [name, send] of calls) {
      expect((await send(api(t))).status, name).toBe(401);
      expect((await send(api(t, { token: m.token }))).status, name).toBe(403);
    }
  });
});

describe('POST /admin/plan and /admin/updatePlan', () => {
  it('creates a plan members can choose, with its type from the period, and records it', async () => {
    const f = form();
    const res = await create(f);
    expect(res.body).toMatchObject({ code: 5, message: ADMIN_PLANS_TEXT.created(f.planName), data: { planName: f.planName, type: '9 Months', price: 5999 } });
    const id = res.body.data._id;
    expect((await publicPlans()).find((p) => p._id === id)).toMatchObject({ planName: f.planName, isActive: true });
    const m = await memberWithSession(t);
    expect((await choose(m, id)).body.code).toBe(5);
    expect(await auditOf(id)).toMatchObject([{ action: 'plan.create', admin_id: admin.id, target_label: f.planName }]);
  });

  it('refuses bad fields with `fields`, a taken name, and a second free plan, changing nothing', async () => {
    const before = (await publicPlans()).length;
    const bad = await create({ ...form(), planName: '', price: -1, features: [], grants: { ...gold.grants, contactViews: 1.5 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.refusal.fields!)).toEqual(expect.arrayContaining(['planName', 'price', 'features', 'grants.contactViews']));
    const noPeriod = await create(form({ durationMonths: null }));
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.refusal.fields!.durationMonths).toMatch(/paid plan needs a period/);
    const taken = await create(form({ planName: ' gold ' }));
    expect(taken.status).toBe(409);
    expect(taken.refusal).toMatchObject({ error: ADMIN_PLANS_TEXT.nameTaken, fields: { planName: ADMIN_PLANS_TEXT.nameTaken } });
    const free = await create(form({ price: 0, durationMonths: null }));
    expect(free.status).toBe(409);
    expect(free.refusal.error).toBe(ADMIN_PLANS_TEXT.secondFree);
    expect((await publicPlans()).length).toBe(before);
  });

  it('changes a plan, answers code 4 when nothing changed, and retires rather than deletes', async () => {
    const created = (await create(form())).body.data;
    const f = form({ planName: created.planName, durationMonths: 12, price: 6999 });
    const saved = await update({ id: created._id, ...f });
    expect(saved.body).toMatchObject({ code: 5, data: { type: '12 Months', price: 6999 } });
    expect((await update({ id: created._id, ...f })).body.code).toBe(4);

    const retired = await update({ id: created._id, ...f, isActive: false });
    expect(retired.body.code).toBe(5);
    expect((await publicPlans()).find((p) => p._id === created._id)?.isActive).toBe(false);
    const m = await memberWithSession(t);
    const chosen = await choose(m, created._id);
    expect(chosen.status).toBe(409);
    expect(chosen.refusal.error).toBe(MEMBERSHIP_TEXT.planInactive);
    expect((await auditOf(created._id)).map((a) => a.action)).toEqual(['plan.create', 'plan.update', 'plan.update']);
    // There is no delete endpoint: a plan is retired.
    expect((await asIs('DELETE', `/api/admin/plan/${created._id}`)).status).toBe(404);
    expect((await update({ id: 'nope', ...form() })).status).toBe(404);
  });

  it('keeps the free plan free and on', async () => {
    const free = PLANS.find((p) => p._id === 'free')!;
    const base: JsonOf<Client['admin']['updatePlan']['$post']> = { id: 'free', planName: free.planName, durationMonths: null, price: 0, features: free.features, grants: free.grants, isActive: true };
    expect((await update({ ...base, price: 100, durationMonths: 1 })).refusal.error).toBe(ADMIN_PLANS_TEXT.freeStaysFree);
    expect((await update({ ...base, isActive: false })).refusal.error).toBe(ADMIN_PLANS_TEXT.freeStaysActive);
  });
});

describe('GET /admin/plan', () => {
  it('lists plans with holders and pending requests, searches, sorts, and refuses an unknown key', async () => {
    await pendingRequest('platinum');
    const res = await plans({ page: '1', limit: '20', key: 'price', direction: 'desc' });
    expect(res.body.code).toBe(5);
    const prices = res.body.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(res.body.items.find((p) => p._id === 'platinum')!.pending).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ page: 1, limit: 20, total: res.body.items.length, totalPages: 1 });
    const found = await plans({ search: 'silv' });
    expect(found.body.items.map((p) => p._id)).toEqual(['silver']);
    const bad = await asIs('GET', '/api/admin/plan?key=plan_name;drop');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.key).toBeDefined();
  });
});

describe('upgrade requests', () => {
  it('lists the pending queue with the member, filters by status and searches by member', async () => {
    const { m, requestId } = await pendingRequest('silver');
    const res = await requests({ page: '1', limit: '5', search: m.email });
    expect(res.body.items).toEqual([expect.objectContaining({ _id: requestId, status: 'pending', planName: 'Silver', price: 2999, member: { _id: m.id, name: m.name, email: m.email } })]);
    expect((await requests({ status: 'approved', search: m.email })).body.items).toEqual([]);
    expect((await asIs('GET', '/api/admin/getUpgreadeRequest?status=maybe')).body.fields.status).toBeDefined();
  });

  it("a pending request says when the plan would end if approved now, the date approving then gives (issue 22 §4's confirmation)", async () => {
    const { m, requestId } = await pendingRequest('gold');
    const listed = async (status: 'pending' | 'approved') => (await requests({ page: '1', limit: '5', search: m.email, status })).body.items;
    const [pending] = await listed('pending');
    expect(pending).toMatchObject({ _id: requestId, planName: 'Gold', price: gold.price, expiresAt: null });
    expect(pending!.endsIfApprovedNow).toBeGreaterThan(t.clock.now);
    const approved = await decide(requestId, 'approved');
    expect(approved.body.data.expiresAt).toBe(pending!.endsIfApprovedNow);
    // Decided, it has its own end and nothing "if approved now".
    expect(await listed('approved')).toEqual([expect.objectContaining({ _id: requestId, expiresAt: pending!.endsIfApprovedNow, endsIfApprovedNow: null })]);
  });

  it('approval starts the plan now with its expiry, tells the member in the frame and by e-mail, and is recorded', async () => {
    const { m, requestId } = await pendingRequest('gold');
    const res = await decide(requestId, 'approved');
    expect(res.body).toMatchObject({ code: 5, message: ADMIN_PLANS_TEXT.approved(m.name, 'Gold'), data: { status: 'approved', decidedAt: t.clock.now } });
    const expiresAt = Date.parse('2027-05-22T10:00:00Z') + (t.clock.now - Date.parse('2026-11-22T10:00:00Z'));
    expect(res.body.data.expiresAt).toBe(expiresAt);

    expect(await membership(m)).toMatchObject({ current: { planId: 'gold', planName: 'Gold', since: t.clock.now, expiresAt }, heldPlanId: 'gold' });
    const notes = await notesOf(m);
    expect(notes.body.data.notifications[0]).toMatchObject({ type: 'plan_upgrade', content: messages.server_note_plan_approved({ plan: 'Gold' }), link: '/membership' });
    const mail = t.mails.find((x) => x.to === m.email && x.subject.includes('Gold'));
    expect(mail?.text).toContain(messages.server_note_plan_approved({ plan: 'Gold' }));
    expect(mail?.text).toContain('/membership');
    expect(await auditOf(requestId)).toMatchObject([{ action: 'upgrade.approve', admin_id: admin.id }]);
    expect((await answer(api(t, { token: m.token }).user['get-dashboard-data'].$get())).body.data.plan).toMatchObject({ planName: 'Gold' });
  });

  it('a member keeps what they bought when the plan changes afterwards', async () => {
    const { m, requestId } = await pendingRequest('silver');
    await decide(requestId, 'approved');
    const before = (await membership(m)).current;
    const silver = PLANS.find((p) => p._id === 'silver')!;
    const changed = await update({
      id: 'silver',
      planName: 'Silver Lite',
      durationMonths: 1,
      price: 999,
      features: ['View 1 contact number'],
      grants: { ...silver.grants, contactViews: 1, seeVisitors: false },
      isActive: true,
    });
    expect(changed.body.code).toBe(5);
    const after = (await membership(m)).current;
    expect(after).toEqual(before);
    expect(await grantsOf(t.deps, m.id)).toEqual(silver.grants);
    // Those who buy it now get the new plan.
    const later = await pendingRequest('silver');
    await decide(later.requestId, 'approved');
    expect((await grantsOf(t.deps, later.m.id)).contactViews).toBe(1);
    await update({ id: 'silver', planName: silver.planName, durationMonths: 3, price: silver.price, features: silver.features, grants: silver.grants, isActive: true });
  });

  it('two administrators approving at once give one approval; the second answer is code 4', async () => {
    const { m, requestId } = await pendingRequest('platinum');
    const other = await adminSession(t);
    const answers = await Promise.all([decide(requestId, 'approved'), decide(requestId, 'approved', undefined, other.token)]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([4, 5]);
    const { db } = t.deps.database;
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', m.id).where('type', '=', 'plan_upgrade').execute()).toHaveLength(1);
    expect(await auditOf(requestId)).toHaveLength(1);
    // One decision mail and one receipt of the one offline payment.
    expect(t.mails.filter((x) => x.to === m.email && x.subject.includes('Platinum')).map((x) => x.subject).sort()).toEqual(['Your Platinum plan is active on Sambandh', messages.server_mail_receipt_subject({ plan: 'Platinum' })]);
    expect(await db.selectFrom('payments').select('id').where('user_id', '=', m.id).execute()).toHaveLength(1);
  });

  it('when both decisions read the request as pending, the batches still make one decision', async () => {
    // Both calls are held at their batch until each has read the request: the race at its worst.
    const { m, requestId } = await pendingRequest('gold');
    let arrived = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((r) => (release = r));
    const gated: AppDeps = {
      ...t.deps,
      database: {
        ...t.deps.database,
        batch: async (queries) => {
          if (++arrived === 2) release();
          await bothRead;
          return t.deps.database.batch(queries);
        },
      },
    };
    const session = (await readSession(t.deps, admin.token))!;
    const results = await Promise.all([
      decideUpgrade(gated, session, { id: requestId, status: 'approved', reference: REFERENCE }, 'http://x'),
      decideUpgrade(gated, session, { id: requestId, status: 'rejected', reason: 'Payment bounced' }, 'http://x'),
    ]);
    expect(results.map((r) => r.changed).sort((a, b) => Number(a) - Number(b))).toEqual([false, true]);
    const { db } = t.deps.database;
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', m.id).where('type', '=', 'plan_upgrade').execute()).toHaveLength(1);
    expect(await auditOf(requestId)).toHaveLength(1);
    // Whichever batch ran first decided; the member's plan agrees with it.
    const winner = results.find((r) => r.changed)!.request.status;
    const { plan_id } = await db.selectFrom('users').select('plan_id').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(plan_id).toBe(winner === 'approved' ? 'gold' : null);
    expect(results.map((r) => r.request.status)).toEqual([winner, winner]);
  });

  it('rejection needs a reason, which the member reads; the plan stays as it was', async () => {
    const { m, requestId } = await pendingRequest('gold');
    const noReason = await decide(requestId, 'rejected');
    expect(noReason.status).toBe(400);
    expect(noReason.refusal.fields!.reason).toBeDefined();
    const res = await decide(requestId, 'rejected', 'The payment has not reached us.');
    expect(res.body).toMatchObject({ code: 5, data: { status: 'rejected', reason: 'The payment has not reached us.' } });
    const status = await membership(m);
    expect(status).toMatchObject({ heldPlanId: null, requests: [{ status: 'rejected', reason: 'The payment has not reached us.' }] });
    const notes = await notesOf(m);
    expect(notes.body.data.notifications[0]!.content).toBe(messages.server_note_plan_rejected({ plan: 'Gold', reason: 'The payment has not reached us.' }));
    expect(await auditOf(requestId)).toMatchObject([{ action: 'upgrade.reject', reason: 'The payment has not reached us.' }]);
    expect((await decide(requestId, 'approved')).body.code).toBe(4);
  });
});

describe('approving a paid plan records the offline payment (issue 23)', () => {
  it('refuses an approval without the payment reference, changing nothing', async () => {
    const { m, requestId } = await pendingRequest('silver');
    const res = await answer(asAdmin().updateUpgreadeRequest.$post({ json: { id: requestId, status: 'approved' } }));
    expect(res.status).toBe(400);
    expect(res.refusal).toMatchObject({ error: ADMIN_PLANS_TEXT.referenceNeeded, fields: { reference: ADMIN_PLANS_TEXT.referenceNeeded } });
    expect((await membership(m)).requests).toMatchObject([{ _id: requestId, status: 'pending' }]);
    expect(await t.deps.database.db.selectFrom('payments').select('id').where('user_id', '=', m.id).execute()).toEqual([]);
  });

  it('with the reference: a paid offline payment with the next invoice number, in the member’s history, receipted by mail', async () => {
    const { m, requestId } = await pendingRequest('silver');
    const res = await decide(requestId, 'approved');
    expect(res.status).toBe(200);
    const history = (await answer(api(t, { token: m.token }).user.payments.$get())).body.data;
    expect(history).toMatchObject([{ planId: 'silver', status: 'paid', amount: 299_900, method: 'offline', reference: REFERENCE, startsAt: t.clock.now, endsAt: res.body.data.expiresAt }]);
    expect(history[0]!.invoiceNumber).toMatch(/^SMB-\d{6}$/);
    const row = await t.deps.database.db.selectFrom('payments').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'offline', grant_id: requestId });
    expect(t.mails.find((x) => x.to === m.email && x.subject === messages.server_mail_receipt_subject({ plan: 'Silver' }))?.text).toContain(REFERENCE);
    expect((await auditOf(requestId))[0]!.after_json).toContain(REFERENCE);
  });
});
