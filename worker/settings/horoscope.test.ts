import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT } from '../../contract/settings';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession } from '../test/factories';
import { MAX_TURN_WAIT_MS } from '../auth/guess-turns';
import { SLOW_DOWN_STEP_MS } from '../auth/throttle';
import { HOROSCOPE_THROTTLE_WINDOW_MS } from './horoscope-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;

/** A member whose profile has a horoscope (Rohini, charan 2), with the given privacy. */
async function owner(privacy: 'visible' | 'hidden' | 'hpassword' = 'visible', password = 'Horo@123'): Promise<Member> {
  const m = await memberWithSession(t);
  // Through the profile domain's endpoint, the way members add it.
  const body = { nakshatra: 'rohini', charan: 2, manglik: 'manglik.no', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
  const added = await call(t, 'PUT', `/api/user/update/horoscope/${m.id}`, { token: m.token, body });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  if (privacy !== 'visible') {
    const res = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy, ...(privacy === 'hpassword' ? { password } : {}) } }));
    expect(res.status).toBe(200);
  }
  return m;
}

const ask = (m: Member, viewer: { token?: string } | null, body: Record<string, unknown> = {}) =>
  answer(api(t, { token: viewer?.token }).user.get.horoscope[':id'].$post({ param: { id: m.id }, json: body }));

describe('POST /api/user/get/horoscope/{id}', () => {
  it('shows a visible horoscope to another member, with what follows from the nakshatra', async () => {
    const o = await owner('visible');
    const viewer = await memberWithSession(t);
    const res = await ask(o, viewer);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    expect(res.body.data.horoscope).toMatchObject({ nakshtra: { _id: 'rohini' }, charan: 2, timeOfBirth: '06:30', placeOfBirth: 'Pune' });
    expect(res.body.data.horoscope.moon).toBeTruthy();
  });

  it('refuses a hidden horoscope with a clear 403', async () => {
    const o = await owner('hidden');
    const viewer = await memberWithSession(t);
    const res = await ask(o, viewer, { password: 'Horo@123' });
    expect(res.status).toBe(403);
    expect(res.refusal.error).toBe(SETTINGS_TEXT.horoscopeHidden);
  });

  it('asks for the password of a protected horoscope and gives it only with the right one', async () => {
    const o = await owner('hpassword');
    const viewer = await memberWithSession(t);
    const none = await ask(o, viewer);
    expect(none.status).toBe(403);
    expect(none.refusal.error).toBe(SETTINGS_TEXT.horoscopePasswordNeeded);
    const wrong = await ask(o, viewer, { password: 'horo@123' });
    expect(wrong.status).toBe(403);
    expect(wrong.refusal.error).toBe(SETTINGS_TEXT.horoscopeWrongPassword);
    const right = await ask(o, viewer, { password: 'Horo@123' });
    expect(right.status).toBe(200);
    expect(right.body.data.horoscope.nakshtra?._id).toBe('rohini');
  });

  it('always shows the owner their own horoscope, whatever its privacy', async () => {
    for (const privacy of ['visible', 'hidden', 'hpassword'] as const) {
      const o = await owner(privacy);
      const res = await ask(o, o);
      expect(res.status, privacy).toBe(200);
      expect(res.body.data.horoscope.charan).toBe(2);
    }
  });

  it('throttles wrong passwords: 5 per viewer and owner in 15 minutes, then 429 even for the right one', async () => {
    const o = await owner('hpassword');
    const guesser = await memberWithSession(t);
    const other = await memberWithSession(t);
    for (let i = 0; i < 5; i++) expect((await ask(o, guesser, { password: `guess${i}` })).status).toBe(403);
    const blocked = await ask(o, guesser, { password: 'Horo@123' });
    expect(blocked.status).toBe(429);
    expect(blocked.refusal.error).toBe(SETTINGS_TEXT.horoscopeTooManyTries);
    // Another viewer is not held up by the guesser.
    expect((await ask(o, other, { password: 'Horo@123' })).status).toBe(200);
    // Asking without a password still says a password is needed (nothing to count).
    expect((await ask(o, guesser)).status).toBe(403);
    t.clock.advance(HOROSCOPE_THROTTLE_WINDOW_MS + 1000);
    expect((await ask(o, guesser, { password: 'Horo@123' })).status).toBe(200);
  });

  describe('a budget per owner across viewers (issue 20 §1.11)', () => {
    const lineOf = (o: Member) => t.deps.database.db.selectFrom('guess_turns').select('not_before').where('target', '=', `horoscope:${o.id}`).executeTakeFirst();
    /** Ten wrong passwords for the owner (two viewers' worth); the second and third viewer may still try. */
    async function guessed() {
      const o = await owner('hpassword');
      const [first, second, third] = [await memberWithSession(t), await memberWithSession(t), await memberWithSession(t)];
      for (const [viewer, times] of [[first, 5], [second, 4], [third, 1]] as const) {
        for (let i = 0; i < times; i++) expect((await ask(o, viewer, { password: `guess${i}` })).status).toBe(403);
      }
      return { o, second, third };
    }

    it('a new account gets no fresh budget: viewers who failed take turns, N guesses at once N turns; a friend with the password reads it', async () => {
      const { o, second, third } = await guessed();
      const friend = await memberWithSession(t);
      const [read, ...guesses] = await Promise.all([
        ask(o, friend, { password: 'Horo@123' }),
        ask(o, second, { password: 'again1' }),
        ask(o, third, { password: 'again2' }),
      ]);
      expect(read.status).toBe(200);
      expect(guesses.map((g) => g.status)).toEqual([403, 403]);
      // The clock stood still: two turns in the stored line (a per-pair count alone kept none).
      expect((await lineOf(o))?.not_before ?? t.clock.now).toBeGreaterThanOrEqual(t.clock.now + 2 * SLOW_DOWN_STEP_MS);
      t.clock.advance(HOROSCOPE_THROTTLE_WINDOW_MS + 1000);
    });

    it('past the cap refuses viewers who failed (429, Retry-After, clear text), not for long, and nobody else', async () => {
      const { o, third } = await guessed();
      const full = { target: `horoscope:${o.id}`, not_before: t.clock.now + MAX_TURN_WAIT_MS };
      await t.deps.database.db.insertInto('guess_turns').values(full).execute();
      const held = await ask(o, third, { password: 'Horo@123' });
      expect(held.status).toBe(429);
      expect(held.refusal).toEqual({ code: 429, error: SETTINGS_TEXT.horoscopeBeingGuessed(1) });
      expect(held.headers.get('retry-after')).toBe('1');
      expect((await lineOf(o))?.not_before).toBe(full.not_before);
      // A friend who has not failed reads it; the viewer who failed does once the line has gone.
      expect((await ask(o, await memberWithSession(t), { password: 'Horo@123' })).status).toBe(200);
      t.clock.advance(MAX_TURN_WAIT_MS);
      expect((await ask(o, third, { password: 'Horo@123' })).status).toBe(200);
      t.clock.advance(HOROSCOPE_THROTTLE_WINDOW_MS + 1000);
    });
  });

  it('a right password clears the count of wrong ones', async () => {
    const o = await owner('hpassword');
    const viewer = await memberWithSession(t);
    for (let i = 0; i < 4; i++) await ask(o, viewer, { password: `guess${i}` });
    expect((await ask(o, viewer, { password: 'Horo@123' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await ask(o, viewer, { password: `again${i}` })).status).toBe(403);
    expect((await ask(o, viewer, { password: 'Horo@123' })).status).toBe(200);
  });

  it('hides the horoscope from a member on either side of a block (404)', async () => {
    const o = await owner('visible');
    const blocker = await memberWithSession(t);
    const blockedByOwner = await memberWithSession(t);
    const now = t.deps.now();
    await t.deps.database.db
      .insertInto('blocks')
      .values([
        { blocker_id: blocker.id, blocked_id: o.id, created_at: now },
        { blocker_id: o.id, blocked_id: blockedByOwner.id, created_at: now },
      ])
      .execute();
    for (const viewer of [blocker, blockedByOwner]) {
      const res = await ask(o, viewer);
      expect(res.status).toBe(404);
      expect(res.refusal.error).toBe(SETTINGS_TEXT.memberNotFound);
    }
  });

  it('answers 404 for members who are deactivated, deleted, hide their profile, or have no horoscope', async () => {
    const viewer = await memberWithSession(t);
    const deactivated = await owner('visible');
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated.id).execute();
    expect((await ask(deactivated, viewer)).status).toBe(404);
    const hiddenProfile = await owner('visible');
    await answer(api(t, { token: hiddenProfile.token }).user.updateSetting[':id'].$put({ param: { id: hiddenProfile.id }, json: { profileVisibility: 'hidden' } }));
    expect((await ask(hiddenProfile, viewer)).status).toBe(404);
    // …but a member with an accepted request still opens it.
    const friend = await memberWithSession(t);
    const now = t.deps.now();
    await t.deps.database.db
      .insertInto('member_requests')
      .values({ id: `r-${friend.id}`, from_user_id: friend.id, to_user_id: hiddenProfile.id, type: 'interest', status: 'accepted', created_at: now, updated_at: now })
      .execute();
    expect((await ask(hiddenProfile, friend)).status).toBe(200);
    const noHoroscope = await memberWithSession(t);
    const res = await ask(noHoroscope, viewer);
    expect(res.status).toBe(404);
    expect(res.refusal.error).toBe(SETTINGS_TEXT.horoscopeNotAdded);
    expect((await answer(api(t, { token: viewer.token }).user.get.horoscope[':id'].$post({ param: { id: 'no-such-member' }, json: {} }))).status).toBe(404);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: viewer.token }).user.get.horoscope[':id'].$post({ param: { id: admin.id }, json: {} }))).status).toBe(404);
  });

  it('refuses no session and admins, for every privacy', async () => {
    const admin = await adminSession(t);
    for (const privacy of ['visible', 'hidden', 'hpassword'] as const) {
      const o = await owner(privacy);
      expect((await ask(o, null, { password: 'Horo@123' })).status).toBe(401);
      expect((await ask(o, admin, { password: 'Horo@123' })).status).toBe(403);
    }
  });

  it('refuses a password longer than 30 characters without counting it', async () => {
    const o = await owner('hpassword');
    const viewer = await memberWithSession(t);
    const res = await ask(o, viewer, { password: 'x'.repeat(31) });
    expect(res.status).toBe(400);
    expect(res.refusal.fields?.password).toBe('The horoscope password can have at most 30 characters.');
    const failures = await t.deps.database.db.selectFrom('horoscope_password_failures').selectAll().where('key', '=', `${viewer.id}:${o.id}`).execute();
    expect(failures).toHaveLength(0);
  });
});
