import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { m as messages } from '../../contract/i18n/paraglide/messages';
import { ID_REVIEW_TEXT } from '../../contract/admin/id-verifications';
import { ID_VERIFICATION_TEXT } from '../../contract/id-verification';
import { PICTURE_LIMITS } from '../../contract/pictures';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { memoryPictureStore } from '../pictures/store';
import { jpegWithMetadata, pngWithMetadata } from '../pictures/test-images';
import { adminSession, memberWithSession } from '../test/factories';
import { call, createTestApp, waitFor, type AnswerBody, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { expectLogged } from '../test/clean-run';
import { sweepIdDocuments } from './sweep';

let t: TestApp;
let admin: { token: string; id: string };
const documents = memoryPictureStore();
/** When set, the ID store refuses to delete: the decision's deletion fails and the sweep must finish it. */
let deletesFail = false;

beforeAll(async () => {
  const base = await createTestApp();
  const idDocuments = { ...documents, delete: async (name: string) => (deletesFail ? Promise.reject(new Error('store down')) : documents.delete(name)) };
  const deps: AppDeps = { ...base.deps, idDocuments };
  t = { ...base, deps, app: createApp(deps) };
  admin = await adminSession(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;
type Part = { name: string; bytes: Uint8Array; type?: string };

async function send(token: string | undefined, parts: { documentType?: string; document?: Part; selfie?: Part }) {
  const form = new FormData();
  if (parts.documentType) form.append('documentType', parts.documentType);
  for (const field of ['document', 'selfie'] as const) {
    const p = parts[field];
    if (p) form.append(field, new File([p.bytes as BlobPart], p.name, { type: p.type ?? 'image/png' }));
  }
  const res = await t.app.request('/api/user/idVerification', { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.7', ...(token ? { jwt: token } : {}) } });
  return { status: res.status, body: (await res.json()) as AnswerBody };
}
const png = await pngWithMetadata();
const goodUpload = { documentType: 'pan', document: { name: 'pan.png', bytes: png }, selfie: { name: 'me.jpg', bytes: jpegWithMetadata(), type: 'image/jpeg' } };

const mine = async (m: Member) => (await answer(api(t, { token: m.token }).user.idVerification.$get())).body.data;
const queue = (token: string, query: Record<string, string> = {}) => answer(api(t, { token }).admin.idVerifications.$get({ query }));
const decide = (token: string, id: string, json: { decision: 'approved'; name: string; dob: string } | { decision: 'rejected'; reason: string }) =>
  answer(api(t, { token }).admin.idVerifications[':id'].$post({ param: { id }, json }));
const view = (token: string, id: string, part: string) => t.app.request(`/api/admin/idVerifications/${id}/${part}`, { headers: { jwt: token, 'x-forwarded-for': '203.0.113.7' } });
const requestOf = async (m: Member) =>
  t.deps.database.db.selectFrom('id_verifications').selectAll().where('user_id', '=', m.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
const badgeOf = async (m: Member) =>
  (await t.deps.database.db.selectFrom('users').select('id_verified_at').where('id', '=', m.id).executeTakeFirstOrThrow()).id_verified_at;
const viewsOf = async (m: Member) =>
  t.deps.database.db.selectFrom('admin_actions').select('action').where('target_id', '=', m.id).where('action', 'like', 'idVerification.view%').execute();

async function pendingMember() {
  const m = await memberWithSession(t);
  const res = await send(m.token, goodUpload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { member: m, request: await requestOf(m) };
}

describe('the member sends an ID', () => {
  test('none, then pending with both images stored apart from pictures; a second one waits for the first', async () => {
    const m = await memberWithSession(t);
    expect((await mine(m)).status).toBe('none');
    const before = documents.names().length;
    const res = await send(m.token, goodUpload);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ID_VERIFICATION_TEXT.sent);
    expect(res.body.data).toMatchObject({ status: 'pending', documentType: 'pan' });
    expect(documents.names().length).toBe(before + 2);
    const pictures = await t.deps.database.db.selectFrom('member_pictures').select('name').where('user_id', '=', m.id).execute();
    expect(pictures).toEqual([]);

    const again = await send(m.token, goodUpload);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ID_VERIFICATION_TEXT.alreadyPending);
    expect(documents.names().length).toBe(before + 2);
    expect(await t.deps.database.db.selectFrom('id_verifications').select('id').where('user_id', '=', m.id).execute()).toHaveLength(1);
  });

  test.each([
    ['a missing selfie', { ...goodUpload, selfie: undefined }, 'selfie', /selfie/],
    ['a missing document', { ...goodUpload, document: undefined }, 'document', /photo of your ID/],
    ['no document type', { ...goodUpload, documentType: undefined }, 'documentType', /Aadhaar, PAN/],
    ['an unknown document type', { ...goodUpload, documentType: 'ration' }, 'documentType', /Aadhaar, PAN/],
    ['a document that is not an image', { ...goodUpload, document: { name: 'id.pdf', bytes: new TextEncoder().encode('%PDF-1.4 not a picture'), type: 'image/png' } }, 'document', /not a JPEG, PNG or WebP/],
    ['a selfie larger than 5 MB', { ...goodUpload, selfie: { name: 'big.png', bytes: new Uint8Array(PICTURE_LIMITS.maxBytes + 1) } }, 'selfie', /larger than 5 MB/],
  ])('%s is refused with a clear answer, and nothing is stored', async (_label, parts, field, text) => {
    const m = await memberWithSession(t);
    const before = documents.names().length;
    const res = await send(m.token, parts);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields[field]).toMatch(text);
    expect(documents.names().length).toBe(before);
    expect((await mine(m)).status).toBe('none');
  });

  test('an upload past both images’ size is refused before it is read', async () => {
    const m = await memberWithSession(t);
    const big = { name: 'huge.png', bytes: new Uint8Array(PICTURE_LIMITS.maxBytes * 2) };
    const res = await send(m.token, { ...goodUpload, document: big, selfie: big });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ID_VERIFICATION_TEXT.uploadTooBig);
    expect((await mine(m)).status).toBe('none');
  });

  test('only a signed-in member sends one', async () => {
    expect((await send(undefined, goodUpload)).status).toBe(401);
  });
});

describe('the administrators’ review', () => {
  test('members cannot list, view or decide requests; the pictures route does not serve the images', async () => {
    const { member, request } = await pendingMember();
    const other = await memberWithSession(t);
    expect((await queue(other.token)).status).toBe(403);
    expect((await view(other.token, request.id, 'document')).status).toBe(403);
    expect((await view(member.token, request.id, 'selfie')).status).toBe(403);
    expect((await decide(other.token, request.id, { decision: 'rejected', reason: 'Trying to reject someone else.' })).status).toBe(403);
    const picture = await t.app.request(`/api/user/picture/${request.document_name}`);
    expect(picture.status).not.toBe(200);
    expect((await requestOf(member)).status).toBe('pending');
  });

  test('the queue shows pending requests, oldest first, with the profile’s name and date of birth', async () => {
    const first = await pendingMember();
    t.clock.advance(1000);
    const second = await pendingMember();
    const res = await queue(admin.token, { limit: '200' });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((i) => i._id);
    expect(ids.indexOf(first.request.id)).toBeLessThan(ids.indexOf(second.request.id));
    expect(res.body.items.every((i) => i.status === 'pending')).toBe(true);
    const item = res.body.items.find((i) => i._id === second.request.id)!;
    expect(item).toMatchObject({ profileName: second.member.name, profileDob: second.member.dob, documentType: 'pan', documentsKept: true });
  });

  test('each view of an image is answered uncached and recorded in the audit trail', async () => {
    const { member, request } = await pendingMember();
    const document = await view(admin.token, request.id, 'document');
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('image/png');
    expect(document.headers.get('cache-control')).toBe('no-store');
    await view(admin.token, request.id, 'selfie');
    await view(admin.token, request.id, 'document');
    expect((await viewsOf(member)).map((v) => v.action)).toEqual(['idVerification.viewDocument', 'idVerification.viewSelfie', 'idVerification.viewDocument']);
  });

  test('approval gives the badge, tells the member and deletes the images at once', async () => {
    const { member, request } = await pendingMember();
    const res = await decide(admin.token, request.id, { decision: 'approved', name: member.name, dob: member.dob });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.body.message).toBe(ID_REVIEW_TEXT.approved(member.name));
    expect(await badgeOf(member)).toBe(t.clock.now);
    expect((await mine(member)).status).toBe('approved');
    const row = await requestOf(member);
    expect(row).toMatchObject({ status: 'approved', document_name: null, selfie_name: null, confirmed_name: member.name, confirmed_dob: member.dob });
    expect(documents.names()).not.toContain(request.document_name);
    expect(documents.names()).not.toContain(request.selfie_name);
    expect((await view(admin.token, request.id, 'document')).status).toBe(410);
    const notes = await t.deps.database.db.selectFrom('notifications').select('content').where('user_id', '=', member.id).where('type', '=', 'id_verification').execute();
    expect(notes.map((n) => n.content)).toEqual([messages.server_note_id_approved()]);
    const mail = await waitFor(() => t.mails.find((m) => m.to === member.email && m.subject === messages.server_mail_id_subject()));
    expect(mail.text).toContain(messages.server_note_id_approved());
    // Decided once: a second click changes nothing and tells nobody again.
    const again = await decide(admin.token, request.id, { decision: 'rejected', reason: 'A second administrator disagrees.' });
    expect(again.status).toBe(200);
    expect((again.json as AnswerBody).code).toBe(4);
    expect((await requestOf(member)).status).toBe('approved');
    // Verified: nothing more to send.
    expect((await send(member.token, goodUpload)).body.error).toBe(ID_VERIFICATION_TEXT.alreadyVerified);
  });

  test('an approval naming another name or date of birth than the profile’s changes nothing', async () => {
    const { member, request } = await pendingMember();
    const res = await decide(admin.token, request.id, { decision: 'approved', name: 'Someone Else', dob: member.dob });
    expect(res.status).toBe(409);
    expect(res.refusal.error).toBe(ID_REVIEW_TEXT.profileChanged);
    expect((await requestOf(member)).status).toBe('pending');
    expect(await badgeOf(member)).toBeNull();
    expect((await decide(admin.token, request.id, { decision: 'approved', name: member.name, dob: '1990-01-01' })).status).toBe(409);
  });

  test('a rejection tells the member why; they can send again', async () => {
    const { member, request } = await pendingMember();
    const reason = 'The Aadhaar number is not masked.';
    const short = await decide(admin.token, request.id, { decision: 'rejected', reason: 'No.' });
    expect(short.status).toBe(400);
    expect((await requestOf(member)).status).toBe('pending');
    const res = await decide(admin.token, request.id, { decision: 'rejected', reason });
    expect(res.status).toBe(200);
    expect(await mine(member)).toMatchObject({ status: 'rejected', reason });
    expect(await badgeOf(member)).toBeNull();
    expect(documents.names()).not.toContain(request.document_name);
    const mail = await waitFor(() => t.mails.find((m) => m.to === member.email && m.subject === messages.server_mail_id_subject()));
    expect(mail.text).toContain(messages.server_note_id_rejected({ reason: reason }));
    expect((await send(member.token, goodUpload)).status).toBe(200);
    expect((await mine(member)).status).toBe('pending');
  });

  test('images the decision could not delete are deleted by the sweep', async () => {
    const { member, request } = await pendingMember();
    deletesFail = true;
    expectLogged(/An ID document stays in its store until the next sweep/);
    try {
      expect((await decide(admin.token, request.id, { decision: 'rejected', reason: 'The photo is too blurred to read.' })).status).toBe(200);
    } finally {
      deletesFail = false;
    }
    expect(documents.names()).toContain(request.document_name);
    expect((await requestOf(member)).documents_deleted_at).toBeNull();
    expect(await sweepIdDocuments(t.deps)).toBeGreaterThanOrEqual(1);
    expect(documents.names()).not.toContain(request.document_name);
    expect(documents.names()).not.toContain(request.selfie_name);
    expect(await requestOf(member)).toMatchObject({ document_name: null, selfie_name: null, documents_deleted_at: t.clock.now });
  });
});

describe('closing the account', () => {
  test('deletes the member’s requests and their images', async () => {
    const { member, request } = await pendingMember();
    const res = await call(t, 'POST', '/api/user/delete/', { token: member.token, body: { password: member.password, confirm: 'DELETE' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(documents.names()).not.toContain(request.document_name);
    expect(documents.names()).not.toContain(request.selfie_name);
    expect(await t.deps.database.db.selectFrom('id_verifications').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });
});

describe('the badge follows the profile', () => {
  async function verifiedMember() {
    const { member, request } = await pendingMember();
    expect((await decide(admin.token, request.id, { decision: 'approved', name: member.name, dob: member.dob })).status).toBe(200);
    return member;
  }
  async function saveBasics(m: Member, change: { name?: string; DOB?: string }) {
    const body = { name: m.name, DOB: m.dob, profileFor: 'Self', maritalStatus: 'maritalStatus.single', haveChildren: '', motherTongue: 'mr', height: { feet: 5, inch: 4 }, ...change };
    const res = await call(t, 'PUT', `/api/user/update/basicDetails/${m.id}`, { token: m.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  test('saving the same name and date of birth keeps it', async () => {
    const m = await verifiedMember();
    await saveBasics(m, {});
    expect(await badgeOf(m)).not.toBeNull();
  });

  test.each([
    ['name', { name: 'Another Name' }],
    ['date of birth', { DOB: '1994-01-02' }],
  ])('changing the %s removes it, and the member reads why', async (_label, change) => {
    const m = await verifiedMember();
    await saveBasics(m, change);
    expect(await badgeOf(m)).toBeNull();
    expect((await mine(m)).status).toBe('lapsed');
    expect((await send(m.token, goodUpload)).status).toBe(200);
  });
});
