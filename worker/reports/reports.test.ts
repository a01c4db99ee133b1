import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m as messages } from '../../contract/i18n/paraglide/messages';
import { ADMIN_REPORTS_TEXT } from '../../contract/admin/reports';
import { REPORT_TEXT, type ReportInput } from '../../contract/reports';
import { findingMember, type FindingMember } from '../family/finding/finding-fixtures';
import { acceptedPair, send } from '../messaging/messaging-test-helpers';
import { eligibleIds } from '../search/match-index/shards';
import { eligibleMembers } from '../search/eligible';
import { adminSession, memberWithSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/** Issue 24 "Reporting and moderation" (decision 0958): POST /user/report, the queue, the actions. */

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const report = (by: { token: string }, input: ReportInput) => answer(api(t, { token: by.token }).user.report.$post({ json: input }));
const asAdmin = () => api(t, { token: admin.token });
const asAdminOr = (token?: string) => api(t, { token: token ?? admin.token });
const queue = async (search: string, status: 'open' | 'decided' | 'all' = 'open') => (await answer(asAdmin().admin.reports.$get({ query: { search, status } }))).body.items;
const decide = (id: string, json: { action: 'dismiss' | 'warn' | 'hidePhoto' | 'block'; reason?: string }) => answer(asAdmin().admin.reports[':id'].$post({ param: { id }, json }));
const reportsOf = (reporterId: string) => db().selectFrom('member_reports').selectAll().where('reporter_id', '=', reporterId).execute();
const notificationsOf = async (userId: string) => (await db().selectFrom('notifications').select(['type', 'content']).where('user_id', '=', userId).execute()).filter((n) => n.type.startsWith('report_'));

/** Where another member finds her: search, Profile Matches, the match index and the SQL it is tested against. */
async function seenBy(viewer: FindingMember, memberId: string) {
  const found = (matches: { _id: string }[]) => matches.some((r) => r._id === memberId);
  const as = api(t, { token: viewer.token });
  return {
    search: found((await answer(as.user.searchUsers.$post({ json: { page: 0, limit: 50 } }))).body.data.matches),
    'profile matches': found((await answer(as.match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: { page: 0, limit: 50 } }))).body.data.matches),
    'match index': (await eligibleIds(t.deps, { id: viewer.id, gender: 'male' })).includes(memberId),
    sql: (await eligibleMembers(t.deps, viewer.id, 'male').select('u.id').where('u.id', '=', memberId).execute()).length === 1,
  };
}

describe('POST /user/report', () => {
  it('files a profile report with a reason and a note; a second by the same member changes nothing', async () => {
    const reporter = await memberWithSession(t, { gender: 'male' });
    const her = await memberWithSession(t, { gender: 'female' });
    const res = await report(reporter, { kind: 'profile', targetId: her.id, reason: 'fake', note: 'The photos are of a film actress.' });
    expect(res.body).toMatchObject({ code: 5, message: REPORT_TEXT.sent });
    const again = await report(reporter, { kind: 'profile', targetId: her.id, reason: 'married' });
    expect(again.body).toMatchObject({ code: 4, message: REPORT_TEXT.already });
    expect(await reportsOf(reporter.id)).toMatchObject([{ kind: 'profile', target_id: her.id, reported_user_id: her.id, reason: 'fake', note: 'The photos are of a film actress.', status: 'open' }]);
  });

  it('refuses reporting oneself, an unknown reason or kind, and what the member cannot see; nothing is stored', async () => {
    const me = await memberWithSession(t, { gender: 'male' });
    const mine = await report(me, { kind: 'profile', targetId: me.id, reason: 'fake' });
    expect(mine.status).toBe(400);
    expect(mine.refusal.error).toBe(REPORT_TEXT.oneself);
    expect((await report(me, { kind: 'conversation', targetId: me.id, reason: 'money' })).status).toBe(400);
    const her = await memberWithSession(t, { gender: 'female' });
    for (const bad of [{ kind: 'profile', targetId: her.id, reason: 'ugly' }, { kind: 'letter', targetId: her.id, reason: 'fake' }, { kind: 'profile', targetId: '', reason: 'fake' }])
      expect((await answer(api(t, { token: me.token }).user.report.$post({ json: bad as never }))).status).toBe(400);
    expect((await report(me, { kind: 'profile', targetId: 'nobody', reason: 'fake' })).status).toBe(404);
    expect((await report(me, { kind: 'photo', targetId: 'nothing.jpg', reason: 'photo' })).status).toBe(404);
    expect(await reportsOf(me.id)).toEqual([]);
  });

  it('reports a photo by its name, never one’s own', async () => {
    const reporter = await memberWithSession(t, { gender: 'male' });
    const her = await memberWithSession(t, { gender: 'female' });
    await db().insertInto('member_pictures').values({ name: `${her.id}-a.jpg`, user_id: her.id, content_type: 'image/jpeg', size: 10, created_at: t.clock.now }).execute();
    expect((await report(her, { kind: 'photo', targetId: `${her.id}-a.jpg`, reason: 'photo' })).status).toBe(400);
    expect((await report(reporter, { kind: 'photo', targetId: `${her.id}-a.jpg`, reason: 'photo' })).body.code).toBe(5);
    expect(await reportsOf(reporter.id)).toMatchObject([{ kind: 'photo', reported_user_id: her.id }]);
  });

  it('reports only a conversation the member is in, with its transcript', async () => {
    const { paid, free } = await acceptedPair(t);
    const outsider = await memberWithSession(t, { gender: 'male' });
    // No conversation between them yet.
    expect((await report(free, { kind: 'conversation', targetId: paid.id, reason: 'money' })).status).toBe(404);
    await send(t, paid, free.id, 'Please send 5000 to my UPI');
    // Another's conversation: the outsider has none with either.
    expect((await report(outsider, { kind: 'conversation', targetId: paid.id, reason: 'money' })).status).toBe(404);
    expect((await report(free, { kind: 'conversation', targetId: paid.id, reason: 'money', shareTranscript: true })).body.code).toBe(5);
    const [filed] = await reportsOf(free.id);
    expect(filed?.transcript).toContain(`${paid.name}: Please send 5000 to my UPI`);
    // Not shared: the report goes without the messages (the transcript the member chose to share, issue 24).
    expect((await report(paid, { kind: 'conversation', targetId: free.id, reason: 'abusive' })).body.code).toBe(5);
    const [unshared] = await reportsOf(paid.id);
    expect(unshared?.transcript).toBeNull();
    expect(await reportsOf(outsider.id)).toEqual([]);
  });
});

describe('reports from several members', () => {
  it('hide the profile from search, matches and the index once three distinct members report it; one member twice counts once', async () => {
    const viewer = await findingMember(t, 'male', { name: 'Viewer Reportwatch' });
    const her = await findingMember(t, 'female', { name: 'Reported Deshpande' });
    expect(Object.values(await seenBy(viewer, her.id))).toEqual([true, true, true, true]);
    const reporters = await Promise.all([1, 2, 3].map(() => memberWithSession(t, { gender: 'male' })));
    await report(reporters[0]!, { kind: 'profile', targetId: her.id, reason: 'fake' });
    await report(reporters[0]!, { kind: 'conversation', targetId: her.id, reason: 'money' }); // no conversation: 404, not counted
    await report(reporters[1]!, { kind: 'profile', targetId: her.id, reason: 'married' });
    expect(Object.values(await seenBy(viewer, her.id))).toEqual([true, true, true, true]);
    await report(reporters[2]!, { kind: 'profile', targetId: her.id, reason: 'money' });
    expect(await seenBy(viewer, her.id)).toEqual({ search: false, 'profile matches': false, 'match index': false, sql: false });
    // Her own profile page still opens for those who have it: only the lists leave her out.
    expect((await answer(api(t, { token: viewer.token }).user.get[':id'].$get({ param: { id: her.id }, query: {} }))).status).toBe(200);

    const waiting = (await queue('Reported Deshpande')).filter((r) => r.reported._id === her.id);
    expect(waiting).toHaveLength(3);
    expect(waiting[0]!.reported).toMatchObject({ hiddenByReports: true, openReporters: 3 });
    // Dismissing one settles the three reports of her profile: she is back, each reporter is told.
    expect((await decide(waiting[0]!._id, { action: 'dismiss' })).body).toMatchObject({ code: 5, message: ADMIN_REPORTS_TEXT.done.dismiss });
    expect(Object.values(await seenBy(viewer, her.id))).toEqual([true, true, true, true]);
    for (const r of reporters) expect(await notificationsOf(r.id)).toEqual([{ type: 'report_outcome', content: messages.server_note_report_not_acted() }]);
    expect((await decide(waiting[1]!._id, { action: 'warn' })).body).toMatchObject({ code: 4, message: ADMIN_REPORTS_TEXT.decidedAlready });
  });

  it('follow REPORTS_TO_HIDE', async () => {
    const t2 = await createTestApp({ REPORTS_TO_HIDE: '2' });
    try {
      const her = await memberWithSession(t2, { gender: 'female' });
      for (const _ of [1, 2]) {
        const r = await memberWithSession(t2, { gender: 'male' });
        await answer(api(t2, { token: r.token }).user.report.$post({ json: { kind: 'profile', targetId: her.id, reason: 'fake' } }));
      }
      expect((await t2.deps.database.db.selectFrom('users').select('hidden_by_reports').where('id', '=', her.id).executeTakeFirstOrThrow()).hidden_by_reports).toBe(1);
    } finally {
      await t2.close();
    }
  });
});

describe('the moderation queue', () => {
  it('is for administrators only', async () => {
    const member = await memberWithSession(t, { gender: 'male' });
    expect((await answer(api(t, { token: member.token }).admin.reports.$get({ query: {} }))).status).toBe(403);
    expect((await answer(api(t, { token: member.token }).admin.reports[':id'].$post({ param: { id: 'x' }, json: { action: 'dismiss' } }))).status).toBe(403);
    expect((await decide('nothing', { action: 'dismiss' })).status).toBe(404);
  });

  it('warns the member, tells the reporter action was taken, and records it in the audit trail', async () => {
    const reporter = await memberWithSession(t, { gender: 'male', name: 'Warner Reporter' });
    const him = await memberWithSession(t, { gender: 'male', name: 'Warned Member' });
    await report(reporter, { kind: 'profile', targetId: him.id, reason: 'abusive' });
    const [row] = await queue('Warner Reporter');
    expect(row).toMatchObject({ kind: 'profile', reason: 'abusive', reporter: { _id: reporter.id }, reported: { _id: him.id, name: 'Warned Member', openReporters: 1, hiddenByReports: false } });
    expect((await decide(row!._id, { action: 'warn' })).body.code).toBe(5);
    expect(await notificationsOf(him.id)).toEqual([{ type: 'report_warning', content: messages.server_note_report_warned() }]);
    expect(await notificationsOf(reporter.id)).toEqual([{ type: 'report_outcome', content: messages.server_note_report_acted() }]);
    const audit = await db().selectFrom('admin_actions').selectAll().where('target_id', '=', him.id).execute();
    expect(audit).toMatchObject([{ action: 'report.warn', target_type: 'member' }]);
    expect(await queue('Warner Reporter')).toEqual([]);
    expect(await queue('Warner Reporter', 'decided')).toMatchObject([{ outcome: 'warn', status: 'decided' }]);
  });

  it('removes a reported photo (only for a photo report) and tells its owner', async () => {
    const reporter = await memberWithSession(t, { gender: 'male', name: 'Photo Reporter' });
    const her = await memberWithSession(t, { gender: 'female' });
    const name = `${her.id}-b.jpg`;
    await db().insertInto('member_pictures').values({ name, user_id: her.id, content_type: 'image/jpeg', size: 10, created_at: t.clock.now }).execute();
    await db().updateTable('users').set({ profile_picture: name }).where('id', '=', her.id).execute();
    await report(reporter, { kind: 'profile', targetId: her.id, reason: 'photo' });
    await report(reporter, { kind: 'photo', targetId: name, reason: 'photo' });
    const rows = await queue('Photo Reporter');
    const profileReport = rows.find((r) => r.kind === 'profile')!;
    const photoReport = rows.find((r) => r.kind === 'photo')!;
    const refused = await decide(profileReport._id, { action: 'hidePhoto' });
    expect(refused.status).toBe(400);
    expect(refused.refusal.error).toBe(ADMIN_REPORTS_TEXT.notAPhoto);
    expect((await decide(photoReport._id, { action: 'hidePhoto' })).body.code).toBe(5);
    expect(await db().selectFrom('member_pictures').select('name').where('name', '=', name).execute()).toEqual([]);
    expect((await db().selectFrom('users').select('profile_picture').where('id', '=', her.id).executeTakeFirstOrThrow()).profile_picture).toBeNull();
    expect(await notificationsOf(her.id)).toEqual([{ type: 'report_photo_removed', content: messages.server_note_report_photo_removed() }]);
    // The profile report still waits.
    expect((await queue('Photo Reporter')).map((r) => r._id)).toEqual([profileReport._id]);
  });

  it('shows the administrator the reported photo and a profile report’s profile picture: uncached, each view audited, never to a member', async () => {
    const reporter = await memberWithSession(t, { gender: 'male', name: 'Viewing Reporter' });
    const her = await memberWithSession(t, { gender: 'female' });
    const name = `${her.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 22)}.png`;
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    await t.deps.pictures.put(name, bytes, 'image/png');
    await db().insertInto('member_pictures').values({ name, user_id: her.id, content_type: 'image/png', size: bytes.length, created_at: t.clock.now }).execute();
    await db().updateTable('users').set({ profile_picture: name }).where('id', '=', her.id).execute();
    await report(reporter, { kind: 'profile', targetId: her.id, reason: 'photo' });
    await report(reporter, { kind: 'photo', targetId: name, reason: 'photo' });
    const rows = await queue('Viewing Reporter');
    const profileReport = rows.find((r) => r.kind === 'profile')!;
    const photoReport = rows.find((r) => r.kind === 'photo')!;
    expect([profileReport.photo, photoReport.photo]).toEqual(['kept', 'kept']);
    const photoOf = (id: string, token?: string) => asAdminOr(token).admin.reports[':id'].photo.$get({ param: { id } });

    // Members, signed in or not, never reach it: the public pictures route is theirs.
    expect((await photoOf(photoReport._id, reporter.token)).status).toBe(403);
    expect((await photoOf(photoReport._id, '')).status).toBe(401);

    for (const r of [photoReport, profileReport]) {
      const res = await photoOf(r._id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    const views = await db().selectFrom('admin_actions').select(['action', 'after_json']).where('target_id', '=', her.id).where('action', '=', 'report.viewPhoto').execute();
    expect(views.map((v) => JSON.parse(v.after_json!))).toEqual([
      { report: photoReport._id, kind: 'photo', photo: name },
      { report: profileReport._id, kind: 'profile', photo: name },
    ]);

    // Removed: the queue and the address say so, in a sentence.
    expect((await decide(photoReport._id, { action: 'hidePhoto' })).body.code).toBe(5);
    expect((await queue('Viewing Reporter', 'all')).map((r) => r.photo).sort()).toEqual(['none', 'removed']);
    const gone = await answer(photoOf(photoReport._id));
    expect(gone.status).toBe(404);
    expect(gone.refusal.error).toBe(ADMIN_REPORTS_TEXT.photoRemoved);
    const noPicture = await answer(photoOf(profileReport._id));
    expect(noPicture.status).toBe(404);
    expect(noPicture.refusal.error).toBe(ADMIN_REPORTS_TEXT.noProfilePicture);
    expect((await answer(photoOf('no-such-report'))).refusal.error).toBe(ADMIN_REPORTS_TEXT.notFound);
  });

  it('blocks the member with a reason, settling every report about them', async () => {
    const reporter = await memberWithSession(t, { gender: 'male', name: 'Block Reporter' });
    const him = await memberWithSession(t, { gender: 'male' });
    await report(reporter, { kind: 'profile', targetId: him.id, reason: 'money' });
    const [row] = await queue('Block Reporter');
    const noReason = await decide(row!._id, { action: 'block' });
    expect(noReason.status).toBe(400);
    expect(noReason.refusal.fields).toHaveProperty('reason');
    expect((await decide(row!._id, { action: 'block', reason: 'Asked members for money' })).body.code).toBe(5);
    expect((await db().selectFrom('users').select(['status', 'blocked_reason']).where('id', '=', him.id).executeTakeFirstOrThrow())).toEqual({ status: 'blocked', blocked_reason: 'Asked members for money' });
    const audit = (await db().selectFrom('admin_actions').select('action').where('target_id', '=', him.id).execute()).map((a) => a.action);
    expect(audit.sort()).toEqual(['member.block', 'report.block']);
    expect(await notificationsOf(reporter.id)).toEqual([{ type: 'report_outcome', content: messages.server_note_report_acted() }]);
  });
});
