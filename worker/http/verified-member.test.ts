import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON } from '../../contract/reasons';
import { TEXT } from '../../contract/texts';
import { call, createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { givePlan, linkIn, memberWithSession } from '../test/factories';
import { acceptInterest, send } from '../messaging/messaging-test-helpers';

/**
 * Until the e-mail is verified a member reads the site and completes the profile, but reaches
 * out to nobody (issue 20 §1.9, docs/decisions/0880). Every member write route of the app's own
 * route table is named below as reaching out or not, so a route added later fails here until
 * someone decides which it is.
 */
let t: TestApp;
let unverified: Awaited<ReturnType<typeof memberWithSession>>;
let partner: Awaited<ReturnType<typeof memberWithSession>>;
let stranger: Awaited<ReturnType<typeof memberWithSession>>;
let photoRequestId: string;

const ANY_ID = '0190a6b2-4c1e-7d3a-9f00-123456789abc';

beforeAll(async () => {
  t = await createTestApp();
  // A man on Gold whose interest with `partner` was accepted, so that without the verification
  // rule each send below would go through: the refusal is the only thing that stops it.
  unverified = await memberWithSession(t, { gender: 'male' });
  partner = await memberWithSession(t, { gender: 'female' });
  stranger = await memberWithSession(t, { gender: 'female' });
  await givePlan(t, unverified.id, 'gold');
  await acceptInterest(t, unverified, partner);
  // A conversation he could report.
  expect((await send(t, unverified, partner.id, 'Namaste')).status).toBe(200);
  await t.deps.database.db.updateTable('users').set({ is_email_verified: 0 }).where('id', '=', unverified.id).execute();
  // A photo request anyone may send him: he may say no to it, not yes.
  const asked = await answer(api(t, { token: partner.token }).user.sendRequest.$post({ json: { id: unverified.id, type: 'photo' } }));
  expect(asked.body.code).toBe(5);
  photoRequestId = asked.body.requestId!;
});
afterAll(() => t.close());

/** Each route that reaches another member, with a body that would otherwise be accepted. */
const OUTREACH: Record<string, () => { path: string; body: unknown }> = {
  'POST /api/match/matchAccount/:id': () => ({ path: `/api/match/matchAccount/${stranger.id}`, body: {} }),
  'PUT /api/match/updateMatchRequest': () => ({ path: '/api/match/updateMatchRequest', body: { id: ANY_ID, status: 'accepted' } }),
  'POST /api/user/sendRequest': () => ({ path: '/api/user/sendRequest', body: { id: stranger.id, type: 'contact' } }),
  'POST /api/user/sendResponse': () => ({ path: '/api/user/sendResponse', body: { id: photoRequestId, status: 'accepted' } }),
  'POST /api/user/viewContact/:id': () => ({ path: `/api/user/viewContact/${partner.id}`, body: {} }),
  'POST /api/user/rateUser': () => ({ path: '/api/user/rateUser', body: { id: partner.id, rating: 5 } }),
  'POST /api/user/commentUser': () => ({ path: '/api/user/commentUser', body: { id: partner.id, comment: 'Namaste from Pune' } }),
  'POST /api/user/member/merge/request': () => ({ path: '/api/user/member/merge/request', body: { memberId: ANY_ID, userId: stranger.id } }),
  'POST /api/user/member/merge/verify': () => ({ path: '/api/user/member/merge/verify', body: { id: ANY_ID } }),
  'POST /api/user/member/merge/approve': () => ({ path: '/api/user/member/merge/approve', body: { id: ANY_ID } }),
  'POST /api/user/request/viewTree': () => ({ path: '/api/user/request/viewTree', body: { id: partner.id } }),
  'POST /api/user/update/request/viewTree': () => ({ path: '/api/user/update/request/viewTree', body: { id: ANY_ID, status: 'accepted' } }),
  'POST /api/user/sendMessage': () => ({ path: '/api/user/sendMessage', body: { userId: partner.id, text: 'Namaste' } }),
  'POST /api/user/sendMail': () => ({ path: '/api/user/sendMail', body: { userId: partner.id, subject: 'Namaste', body: 'A letter.' } }),
};

/**
 * Member writes that reach nobody: the member's own account, profile, pictures, settings, lists
 * and family list; reading; and saying no, ending or withdrawing (a member can always turn
 * someone away), blocking and reporting (safety first), asking the administrators.
 */
const NOT_OUTREACH = new Set([
  'POST /api/auth/logout',
  'PUT /api/user/changePass/:id',
  'PUT /api/user/language',
  'POST /api/user/registerLog',
  'PUT /api/user/update/basicDetails/:id',
  'PUT /api/user/update/contactDetails/:id',
  'PUT /api/user/update/locationDetails/:id',
  'PUT /api/user/update/additionalInfo/:id',
  'PUT /api/user/update/horoscope/:id',
  'PUT /api/user/update/religionDetails/:id',
  'PUT /api/user/update/professionalDetails/:id',
  'PUT /api/user/update/aboutFamily/:id',
  'PUT /api/user/update/lifeStyleDetails/:id',
  'PUT /api/user/update/familyDetails/:id',
  'PUT /api/user/update/updateUniqueId/:id',
  'POST /api/user/horoscope/compute',
  'POST /api/user/update/uploadPictures',
  'POST /api/user/update/updateProfilePicture',
  'POST /api/user/setProfilePicture',
  'DELETE /api/user/deleteImage',
  'PUT /api/user/updateSetting/:id',
  'PUT /api/user/update/horoscope/block',
  'POST /api/user/get/horoscope/:id',
  'PUT /api/user/update/email',
  'POST /api/user/deactivate/',
  'POST /api/user/deactivate',
  'POST /api/user/delete/',
  'POST /api/user/delete',
  'POST /api/user/getViewers',
  'POST /api/user/getMatches',
  'POST /api/user/getUsersList/:type',
  'POST /api/user/blockUser',
  'POST /api/user/getBlockedUsers',
  'DELETE /api/user/deleteComment/:id',
  'PUT /api/user/userPreferences/:id',
  'POST /api/match/getNewMatch/:id',
  'POST /api/user/searchUsers/',
  'POST /api/user/searchUsers',
  'POST /api/match/getMatchedRequest',
  'POST /api/user/getRequests',
  'POST /api/user/requests/sentForMe',
  // Saving a member to come back to: private, nobody is told.
  'POST /api/match/shortlistAccount/:id',
  'POST /api/match/getShortlist',
  'POST /api/user/upgreadePlan/:id',
  // Paying for a plan (issue 23): between the member and Razorpay; the webhook has no session.
  'POST /api/user/payments/order',
  'POST /api/user/payments/verify',
  'POST /api/payments/webhook',
  'POST /api/match/compatibility/:id',
  'POST /api/user/member/merge/withdraw',
  'POST /api/user/member/merge/unlink',
  'POST /api/user/member/merge/list',
  'POST /api/user/getUserTree/:id',
  'POST /api/user/getTreeRequest',
  'DELETE /api/user/treeViews/:id',
  'POST /api/match/getChildrenMatches/:id',
  'POST /api/member',
  'POST /api/member/setMemberFrom',
  'DELETE /api/member/:id',
  'POST /api/user/messaging/ticket',
  'POST /api/user/messaging/read/:id',
  // Reporting is protection, not outreach: an unverified member may report (issue 24).
  'POST /api/user/report',
  // Sending an ID for review: between the member and the administrators (issue 24).
  'POST /api/user/idVerification',
  // Verifying one's own phone by SMS: between the member and the site (issue 24).
  'POST /api/user/phone/sendOtp',
  'POST /api/user/phone/verifyOtp',
  'POST /api/user/letters/read/:letterId',
  'DELETE /api/user/letters/:letterId',
  'POST /api/app/query',
  // A complaint to the Grievance Officer: between the writer and the site, signed in or not (issue 24).
  'POST /api/app/grievance',
  // The family who run the profile (issue 27): an invitation mails an address the family gives
  // (within the mail limits), not a member; joining, consent, leaving, switching profiles and
  // letting the family read a conversation stay within the profile's own people.
  'POST /api/user/managers/invite',
  'POST /api/user/managers/accept',
  'DELETE /api/user/managers/:profileId/:accountId',
  'POST /api/user/profile/confirm/:profileId',
  'POST /api/user/profiles/switch',
  'PUT /api/user/messaging/family/:partnerId',
]);

/** Member writes (not GET, not the back office, not the signed-out doors) in the app's route table. */
function memberWrites(app: TestApp['app']) {
  const signedOut = ['/api/auth/login', '/api/auth/adminLogin', '/api/auth/verifyCode', '/api/auth/checkEmail/sendMail', '/api/auth/forgotPassword', '/api/auth/resetPassword', '/api/user/register'];
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (['ALL', 'GET', 'HEAD', 'OPTIONS'].includes(r.method) || r.path.startsWith('/api/admin') || !r.path.startsWith('/api/')) continue;
    if (signedOut.includes(r.path)) continue;
    // Path parameters without their patterns (`:id{[0-9a-f-]{36}}` is `:id`).
    seen.add(`${r.method} ${r.path.replace(/(:[A-Za-z_]+)\{[^/]*/g, '$1')}`);
  }
  return [...seen];
}

async function storedCounts() {
  const { db } = t.deps.database;
  const tables = ['member_requests', 'notifications', 'ratings', 'comments', 'contact_views', 'family_link_requests', 'messages', 'conversations', 'letters'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const request = await db.selectFrom('member_requests').select('status').where('id', '=', photoRequestId).executeTakeFirstOrThrow();
  return { ...counts, photoRequest: request.status };
}

describe('an unverified member reaches out to nobody', () => {
  it('names every member write in the route table as reaching out or not', () => {
    const unnamed = memberWrites(t.app).filter((r) => !(r in OUTREACH) && !NOT_OUTREACH.has(r));
    expect(unnamed, 'decide whether these reach another member, and list them above').toEqual([]);
    const gone = [...Object.keys(OUTREACH), ...NOT_OUTREACH].filter((r) => !memberWrites(t.app).includes(r));
    expect(gone).toEqual([]);
  });

  it('refuses every route that reaches another member with 403, the reason and a way on, and stores nothing', async () => {
    const before = await storedCounts();
    const wrong: string[] = [];
    for (const [route, make] of Object.entries(OUTREACH)) {
      const { path, body } = make();
      const res = await call(t, route.split(' ')[0]!, path, { token: unverified.token, body });
      if (res.status !== 403 || res.body.reason !== REASON.emailNotVerified || res.body.error !== TEXT.emailNotVerified) {
        wrong.push(`${route} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedCounts()).toEqual(before);
  });

  it('still lets them say no, block and report', async () => {
    const no = await answer(api(t, { token: unverified.token }).user.sendResponse.$post({ json: { id: photoRequestId, status: 'rejected' } }));
    expect(no.body).toMatchObject({ code: 5 });
    const report = await answer(api(t, { token: unverified.token }).user.report.$post({ json: { kind: 'conversation', targetId: partner.id, reason: 'money', note: 'He wrote to me about money.' } }));
    expect(report.status).toBe(200);
    const block = await answer(api(t, { token: unverified.token }).user.blockUser.$post({ json: { id: stranger.id, block: true } }));
    expect(block.body).toMatchObject({ code: 5, blocked: true });
    await answer(api(t, { token: unverified.token }).user.blockUser.$post({ json: { id: stranger.id, block: false } }));
  });

  it('tells the profile page why messages and letters cannot be written yet', async () => {
    const res = await answer(api(t, { token: unverified.token }).user.get[':id'].$get({ param: { id: partner.id }, query: {} }));
    expect(res.body.user.messaging).toEqual({ chat: 'emailNotVerified', mail: 'emailNotVerified' });
  });

  it('lets them reach out as soon as they follow a new link, in the same session', async () => {
    const mailed = t.mails.length;
    const resent = await answer(api(t).auth.checkEmail.sendMail.$post({ json: { email: unverified.email } }));
    expect(resent.body.code).toBe(5);
    await waitFor(() => (t.mails.length > mailed ? true : undefined));
    const { token } = await linkIn(t, unverified.email, 'Verify');
    expect((await answer(api(t).user.verify.$get({ query: { token } }))).body.code).toBe(5);
    const interest = await answer(api(t, { token: unverified.token }).match.matchAccount[':id'].$post({ param: { id: stranger.id }, json: {} }));
    expect(interest.body).toMatchObject({ code: 5 });
    const message = await answer(api(t, { token: unverified.token }).user.sendMessage.$post({ json: { userId: partner.id, text: 'Namaste' } }));
    expect(message.status).toBe(200);
  });
});
