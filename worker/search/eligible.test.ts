import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { registerMember } from '../test/factories';
import { setPrivacy } from '../social/social-test-helpers';
import { bornOnOrBefore, eligibleMembers } from './eligible';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function eligibleIds(viewer: { id: string; gender: 'male' | 'female' }) {
  const rows = await eligibleMembers(t.deps, viewer.id, viewer.gender).select('u.id').execute();
  return rows.map((r) => r.id);
}

describe('eligibleMembers', () => {
  it('computes the latest birth date of an adult, 29 February included', () => {
    expect(bornOnOrBefore(Date.parse('2026-11-22T10:00:00Z'), 18)).toBe('2008-11-22');
    expect(bornOnOrBefore(Date.parse('2028-02-29T10:00:00Z'), 18)).toBe('2010-02-28');
  });

  it('leaves out self, same gender, blocked both ways, inactive, matching off, hidden, minors', async () => {
    const viewer = await registerMember(t, { gender: 'male' });
    const ok = await registerMember(t, { gender: 'female' });
    const sameGender = await registerMember(t, { gender: 'male' });
    const blockedByViewer = await registerMember(t, { gender: 'female' });
    const blockedViewer = await registerMember(t, { gender: 'female' });
    const deactivated = await registerMember(t, { gender: 'female' });
    const deleted = await registerMember(t, { gender: 'female' });
    const matchOff = await registerMember(t, { gender: 'female' });
    const hidden = await registerMember(t, { gender: 'female' });
    const minor = await registerMember(t, { gender: 'female' });
    const db = t.deps.database.db;
    const now = t.deps.now();
    await db.insertInto('blocks').values([
      { blocker_id: viewer.id, blocked_id: blockedByViewer.id, created_at: now },
      { blocker_id: blockedViewer.id, blocked_id: viewer.id, created_at: now },
    ]).execute();
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated.id).execute();
    await db.updateTable('users').set({ status: 'deleted' }).where('id', '=', deleted.id).execute();
    await db.updateTable('users').set({ dob: '2010-01-01' }).where('id', '=', minor.id).execute();
    await setPrivacy(t, matchOff.id, { match_enabled: 0 });
    await setPrivacy(t, hidden.id, { profile_visibility: 'hidden' });

    const ids = await eligibleIds({ id: viewer.id, gender: 'male' });
    expect(ids).toContain(ok.id);
    for (const m of [viewer, sameGender, blockedByViewer, blockedViewer, deactivated, deleted, matchOff, hidden, minor]) expect(ids).not.toContain(m.id);
    // and the other way round: the blocked members do not find the viewer either (same gender aside)
    const theirs = await eligibleIds({ id: blockedViewer.id, gender: 'female' });
    expect(theirs).not.toContain(viewer.id);
    expect(theirs).toContain(sameGender.id);
  });
});
