import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../contract/i18n/paraglide/messages';
import { createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, linkIn, memberWithSession, registration } from '../test/factories';

/**
 * A profile the family runs (issue 27): a father registers for his daughter, builds the profile
 * while it is hidden, invites her; she accepts, confirms, and it is found; every step is in the
 * history by person. A stranger reaches none of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

async function codeFor(email: string): Promise<string> {
  const mail = await waitFor(() => [...t.mails].reverse().find((x) => x.to === email && x.subject.includes('Verify')));
  return /enter this code there: (\d{6})/i.exec(mail.text)![1]!;
}

/** The father registers for his daughter and signs in with the e-mailed code. */
async function fatherRegisters() {
  const input = await registration(t, { profileFor: 'Daughter', name: 'Priya Sharma', gender: 'female', dob: '1998-03-04', managerName: 'Ramesh Sharma', managerRelation: 'father' });
  const res = await answer(api(t).user.register.$post({ json: input }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const signedIn = await answer(api(t).auth.verifyCode.$post({ json: { email: input.email, code: await codeFor(input.email) } }));
  expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
  return { input, token: signedIn.body.token, profileId: signedIn.body.user._id };
}

describe('a profile registered for a daughter', () => {
  it('makes a family account for the father and a hidden profile for her, which his session acts for', async () => {
    const { input, token, profileId } = await fatherRegisters();
    const account = await db().selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ kind: 'family', name: 'Ramesh Sharma', status: 'deactivated', is_email_verified: 1 });
    const profile = await db().selectFrom('users').selectAll().where('id', '=', profileId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ kind: 'member', name: 'Priya Sharma', status: 'deactivated', consent: 'awaiting', email: `${profileId}@candidate.invalid` });
    // He is the profile's contact person from the start.
    const mine = await answer(api(t, { token }).user.getMyProfile[':id'].$get({ param: { id: profileId } }));
    expect(mine.body.data.profile.contactDetails).toMatchObject({ contactPerson: 'Ramesh Sharma', relationship: 'Father' });

    const check = await answer(api(t, { token }).auth.checkLogin.$get());
    expect(check.body.user).toMatchObject({ _id: profileId, name: 'Priya Sharma', consent: 'awaiting', managedBy: { accountId: account.id, name: 'Ramesh Sharma', relation: 'father' } });

    // He builds the profile: the spec's call, with the profile's id.
    const basic = await answer(
      api(t, { token }).user.update.basicDetails[':id{[0-9a-fA-F-]{36}}'].$put({
        param: { id: profileId },
        json: { name: 'Priya Sharma', DOB: '1998-03-04', profileFor: 'Daughter', maritalStatus: 'maritalStatus.single', motherTongue: input.motherTongueId, height: { feet: 5, inch: 3 } },
      }),
    );
    expect(basic.status, JSON.stringify(basic.json)).toBe(200);

    // Signing in with his password opens the same: a manager's session for her profile.
    const login = await answer(api(t).auth.login.$post({ json: { email: input.email, password: input.password } }));
    expect(login.body.user).toMatchObject({ _id: profileId, managedBy: { name: 'Ramesh Sharma' } });
  });

  it('invites her; she accepts with a password, confirms, and the profile is found; the history names each step by person', async () => {
    const { token, profileId } = await fatherRegisters();
    const stranger = await memberWithSession(t, { gender: 'male', dob: '1994-01-01' });
    const hidden = await answer(api(t, { token: stranger.token }).user.get[':id'].$get({ param: { id: profileId }, query: {} }));
    expect(hidden.status).not.toBe(200);
    const found = async () => {
      const res = await answer(api(t, { token: stranger.token }).user.searchUsers.$post({ json: { page: 0, limit: 50, text: 'Priya Sharma' } }));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.body.data.matches.some((u) => u._id === profileId);
    };
    expect(await found()).toBe(false);

    const daughterEmail = `priya.${Date.now()}@example.com`;
    const invited = await answer(api(t, { token }).user.managers.invite.$post({ json: { profileId, email: daughterEmail, relation: 'self', role: 'candidate' } }));
    expect(invited.status, JSON.stringify(invited.json)).toBe(200);
    const { token: invitation } = await linkIn(t, daughterEmail, 'invites you');

    const accepted = await answer(api(t).user.managers.accept.$post({ json: { token: invitation, password: 'Priya12345' } }));
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.body.user).toMatchObject({ _id: profileId, managedBy: null, consent: 'awaiting' });
    const her = accepted.body.token;
    // The link works once.
    expect((await answer(api(t).user.managers.accept.$post({ json: { token: invitation, password: 'Priya12345' } }))).refusal.error).toBe(m.managers_link_invalid());

    // Only she confirms: not her father.
    const byFather = await answer(api(t, { token }).user.profile.confirm[':profileId'].$post({ param: { profileId }, json: { consent: 'yes' } }));
    expect(byFather.status).toBe(403);
    const confirmed = await answer(api(t, { token: her }).user.profile.confirm[':profileId'].$post({ param: { profileId }, json: { consent: 'yes' } }));
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(await db().selectFrom('users').select(['status', 'consent']).where('id', '=', profileId).executeTakeFirstOrThrow()).toEqual({ status: 'active', consent: 'confirmed' });
    const shown = await answer(api(t, { token: stranger.token }).user.get[':id'].$get({ param: { id: profileId }, query: {} }));
    expect(shown.status, JSON.stringify(shown.json)).toBe(200);
    expect(await found()).toBe(true);

    const family = await answer(api(t, { token: her }).user.managers[':profileId'].$get({ param: { profileId } }));
    expect(family.body.data).toMatchObject({ candidate: { name: 'Priya Sharma', hasSignIn: true, consent: 'confirmed' }, managers: [{ name: 'Ramesh Sharma', relation: 'father' }], you: { role: 'candidate' } });

    const history = await answer(api(t, { token }).user.profile.history[':profileId'].$get({ param: { profileId } }));
    const steps = history.body.data.map((h) => [h.action, h.actor?.name ?? null]).reverse();
    expect(steps).toEqual([
      ['registered', 'Ramesh Sharma'],
      ['invited', 'Ramesh Sharma'],
      ['joined', 'Priya Sharma'],
      ['confirmed', 'Priya Sharma'],
    ]);
  });

  it('keeps a stranger out of every family call of the profile', async () => {
    const { profileId } = await fatherRegisters();
    const stranger = await memberWithSession(t);
    const as = api(t, { token: stranger.token });
    const refused = await Promise.all([
      answer(as.user.managers[':profileId'].$get({ param: { profileId } })),
      answer(as.user.profile.history[':profileId'].$get({ param: { profileId } })),
      answer(as.user.managers.invite.$post({ json: { profileId, email: 'x@example.com', relation: 'mother', role: 'manager' } })),
      answer(as.user.profile.confirm[':profileId'].$post({ param: { profileId }, json: { consent: 'yes' } })),
      answer(as.user.profiles.switch.$post({ json: { profileId } })),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await db().selectFrom('profile_invitations').select('id').where('profile_id', '=', profileId).execute()).toEqual([]);
  });
});

describe("what a manager's session may not do for the candidate", () => {
  it("refuses deleting the account and changing its e-mail, and an administrator's acting as the family account", async () => {
    const { input, token, profileId } = await fatherRegisters();
    const del = await answer(api(t, { token }).user.delete.$post({ json: { password: input.password, confirm: 'DELETE' } }));
    expect(del.status).toBe(403);
    expect(del.refusal.error).toBe(m.managers_not_for_managers());
    const email = await answer(api(t, { token }).user.update.email.$put({ json: { email: `new.${Date.now()}@example.com`, password: input.password } }));
    expect(email.status).toBe(403);
    expect(await db().selectFrom('users').select('status').where('id', '=', profileId).executeTakeFirstOrThrow()).toEqual({ status: 'deactivated' });

    const account = await db().selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirstOrThrow();
    const admin = await adminSession(t);
    const acting = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: account.id } }));
    expect(acting.status).toBe(400);
  });
});

describe('family finding for the candidate', () => {
  it("answers a manager's session as it answers the candidate's: the profile's family list", async () => {
    const { token, profileId } = await fatherRegisters();
    const asManager = await answer(api(t, { token }).user.showMembers[':id'].$get({ param: { id: profileId } }));
    expect(asManager.status, JSON.stringify(asManager.json)).toBe(200);
    const stranger = await memberWithSession(t);
    const asStranger = await answer(api(t, { token: stranger.token }).user.showMembers[':id'].$get({ param: { id: profileId } }));
    expect(asStranger.status).toBe(403);
  });
});

describe('the family list of a family-run profile', () => {
  it("shows the father's entry as the father who manages the profile; nobody else's", async () => {
    const { token } = await fatherRegisters();
    const added = await answer(api(t, { token }).member.$post({ json: { name: 'Ramesh', relation_id: 'father' } }));
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    await answer(api(t, { token }).member.$post({ json: { name: 'Sunita', relation_id: 'mother' } }));
    const list = await answer(api(t, { token }).member.$get());
    const byName = Object.fromEntries(list.body.data.map((e) => [e.to_name, e.manager]));
    expect(byName).toMatchObject({ Ramesh: { name: 'Ramesh Sharma' }, Sunita: null });
  });
});
