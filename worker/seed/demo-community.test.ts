import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barredUserIds } from '../family/kinship';
import { generations } from '../family/finding/matches';
import { eligibleMembers } from '../search/eligible';
import { createTestApp, type TestApp } from '../test/harness';
import { signIn } from '../test/factories';
import { answer, api } from '../test/typed-client';
import { seedDemoCommunity } from './demo';
import { DEMO_STEPS } from './demo-extensions';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-people';
import { NOT_FREE_TO_MARRY } from './demo-pairs';

/**
 * The demo community as `npm start` shows it (issue 22 §4, §5): every step seeded, then read
 * with the product's own rules, so nothing in the demo is what the product would refuse.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity(t.deps.database, 1024, t.deps.now());
  for (const step of DEMO_STEPS.filter((s) => s.name !== 'pictures')) await step.run(t.deps.database, t.deps.now(), t.deps.config);
}, 120_000);
afterAll(() => t.close());

/** Every pair the demo shows as interested in each other: interests in any state, and chats. */
async function shownPairs() {
  const { db } = t.deps.database;
  const interests = await db.selectFrom('member_requests').select(['from_user_id as a', 'to_user_id as b']).where('type', '=', 'interest').execute();
  const chats = await db.selectFrom('conversations').select(['user_a as a', 'user_b as b']).execute();
  const pairs = new Map<string, { a: string; b: string }>();
  for (const p of [...interests, ...chats]) pairs.set([p.a, p.b].sort().join('|'), p);
  return [...pairs.values()];
}

describe('the demo community', () => {
  it('shows interests, matches and chats only between members who could marry each other', async () => {
    const { db } = t.deps.database;
    const members = await db
      .selectFrom('users as u')
      .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.name', 'u.gender', 'p.marital_status_id'])
      .where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
      .execute();
    const byId = new Map(members.map((m) => [m.id, m]));
    const pairs = await shownPairs();
    expect(pairs.length).toBeGreaterThan(100);
    const impossible: string[] = [];
    for (const { a, b } of pairs) {
      const [x, y] = [byId.get(a)!, byId.get(b)!];
      const why: string[] = [];
      // Opposite gender, adults, verified, active, finding soulmate on, visible, no block: the search's one rule.
      for (const [me, other] of [[x, y], [y, x]] as const) {
        const found = await eligibleMembers(t.deps, me.id, me.gender).where('u.id', '=', other.id).select('u.id').executeTakeFirst();
        if (!found) why.push(`${other.name} is not a match for ${me.name}`);
      }
      for (const m of [x, y]) if (NOT_FREE_TO_MARRY.includes(m.marital_status_id ?? '')) why.push(`${m.name} is ${m.marital_status_id}`);
      // Relatives within the generations, and the prohibited degrees, as family finding leaves them out.
      const gens = await generations(t.deps, x.id, { fatherGen: undefined, motherGen: undefined });
      const barred = await barredUserIds(t.deps, x.id, { father: gens.fatherGen, mother: gens.motherGen }, { crossCousinCustom: gens.crossCousinCustom });
      if (barred.sapinda.has(y.id) || barred.prohibited.has(y.id)) why.push(`${x.name} and ${y.name} are relatives`);
      if (why.length) impossible.push(why.join('; '));
    }
    expect(impossible).toEqual([]);
  }, 120_000);

  it('gives no two members the same name', async () => {
    const rows = await t.deps.database.db.selectFrom('users').select('name').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).execute();
    const seen = new Map<string, number>();
    for (const r of rows) seen.set(r.name, (seen.get(r.name) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('writes about the family what the family details say', async () => {
    const rows = await t.deps.database.db.selectFrom('member_profiles as p').innerJoin('users as u', 'u.id', 'p.user_id').select(['u.name', 'p.family', 'p.about_family']).where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).execute();
    expect(rows.length).toBeGreaterThan(200);
    const disagreeing = rows.filter((r) => {
      const family = JSON.parse(r.family ?? '{}') as { fatherName: string; fatherOccupation: string; motherName: string; motherOccupation: string; brothers: number; sisters: number };
      const about = (JSON.parse(r.about_family ?? '{}') as { aboutFamily: string }).aboutFamily;
      const father = family.fatherName.split(' ')[0]!;
      const mother = family.motherName.split(' ')[0]!;
      const siblings = family.brothers + family.sisters;
      return !(
        new RegExp(`(My|${r.name.split(' ')[0]}'s) father ${father} is an? ${family.fatherOccupation.toLowerCase()} `).test(about) &&
        new RegExp(`(my|${r.name.split(' ')[0]}'s) mother ${mother} `).test(about) &&
        (family.motherOccupation === 'Homemaker' || about.toLowerCase().includes(family.motherOccupation.toLowerCase())) &&
        (siblings ? about.includes(`${family.brothers} brother`) && about.includes(`${family.sisters} sister`) : about.includes('only child'))
      );
    });
    expect(disagreeing.map((r) => r.name)).toEqual([]);
  });

  it('writes About me and About my family in the voice of whoever the profile is created by', async () => {
    const rows = await t.deps.database.db
      .selectFrom('member_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.name', 'u.profile_for', 'p.additional', 'p.about_family'])
      .where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
      .execute();
    const relation: Record<string, string> = { Son: 'our son', Daughter: 'our daughter', Brother: 'my brother', Sister: 'my sister', Relative: 'my relative' };
    expect(new Set(rows.map((r) => r.profile_for))).toEqual(new Set(['Self', ...Object.keys(relation)]));
    for (const r of rows) {
      const aboutMe = (JSON.parse(r.additional ?? '{}') as { aboutMe: string }).aboutMe;
      const first = r.name.split(' ')[0]!;
      const aboutFamily = (JSON.parse(r.about_family ?? '{}') as { aboutFamily: string }).aboutFamily;
      if (r.profile_for === 'Self') {
        expect(aboutMe).toMatch(new RegExp(`^I am ${first}, `));
        expect(aboutFamily).toContain('. My father ');
      } else {
        expect(aboutMe).toMatch(new RegExp(`^${first} is ${relation[r.profile_for!]}, `));
        expect(aboutFamily).toContain(`. ${first}'s father `);
      }
    }
  });

  it('writes letters about the family that agree with the sender\'s family details', async () => {
    const letters = await t.deps.database.db
      .selectFrom('letters as l')
      .innerJoin('member_profiles as p', 'p.user_id', 'l.from_user_id')
      .select(['l.subject', 'l.body', 'p.family'])
      .where('l.subject', '=', 'About my family')
      .execute();
    expect(letters.length).toBeGreaterThan(0);
    for (const l of letters) {
      const family = JSON.parse(l.family ?? '{}') as { fatherOccupation: string; motherOccupation: string; sisters: number; marriedSisters: number };
      expect(l.body).toMatch(new RegExp(`My father is an? ${family.fatherOccupation.toLowerCase()}`));
      expect(l.body.toLowerCase()).toContain(family.motherOccupation.toLowerCase());
      if (!family.marriedSisters) expect(l.body).not.toMatch(/sister is married/);
    }
  });

  it('says in chats and comments only what the members\' profiles say', async () => {
    const { db } = t.deps.database;
    const hobbies = new Map((await db.selectFrom('member_profiles').select(['user_id', 'lifestyle']).execute()).map((r) => [r.user_id, (JSON.parse(r.lifestyle ?? '{}') as { hobbies?: string }).hobbies?.toLowerCase() ?? '']));
    const told = await db.selectFrom('messages').select(['to_user_id', 'text']).where('text', 'like', '%you enjoy%').execute();
    expect(told.length).toBeGreaterThan(0);
    for (const m of told) expect(hobbies.get(m.to_user_id)).toContain(/you enjoy ([a-z ]+)/.exec(m.text)![1]!.trim());
    // A comment that speaks of marriage stands only between two members with an accepted interest.
    const accepted = new Set((await db.selectFrom('member_requests').select(['from_user_id', 'to_user_id']).where('type', '=', 'interest').where('status', '=', 'accepted').execute()).map((r) => [r.from_user_id, r.to_user_id].sort().join('|')));
    const meet = await db.selectFrom('comments').select(['author_id', 'owner_id']).where('text', 'like', '%families should meet%').execute();
    expect(meet.filter((c) => !accepted.has([c.author_id, c.owner_id].sort().join('|')))).toEqual([]);
    const shared = await db.selectFrom('comments').select(['author_id', 'owner_id', 'text']).where('text', 'like', '%share the same love for%').execute();
    for (const c of shared) for (const who of [c.author_id, c.owner_id]) expect(hobbies.get(who)).toContain(/love for ([a-z ]+)/.exec(c.text)![1]!.split(' and ')[0]);
  });

  it('has horoscopes that, saved unchanged, are accepted', async () => {
    const members = await t.deps.database.db.selectFrom('users').select(['id', 'email']).where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).orderBy('email').execute();
    const refused: string[] = [];
    for (const m of members) {
      const client = api(t, { token: await signIn(t, m.email, DEMO_PASSWORD) });
      const mine = await answer(client.user.getMyProfile[':id'].$get({ param: { id: m.id } }));
      const h = mine.body.data.profile.horoscope;
      // What the Horoscope form sends back when the member presses Save without changing anything.
      const res = await client.user.update.horoscope[':id{[0-9a-fA-F-]{36}}'].$put({
        param: { id: m.id },
        json: {
          timeOfBirth: h.timeOfBirth,
          placeOfBirth: h.placeOfBirth,
          country: h.country?._id ?? null,
          state: h.state?._id ?? null,
          city: h.city?._id ?? null,
          district: h.district,
          taluka: h.taluka,
          village: h.village,
          latitude: h.latitude,
          longitude: h.longitude,
          nakshatra: h.nakshtra?._id ?? '',
          charan: h.charan ?? 0,
          manglik: h.manglik?._id ?? '',
          varga: h.varga,
          muhurta: h.muhurta,
          timezone: h.timezone,
          moonLongitude: h.moonLongitude,
          horoscopeSource: h.horoscopeSource,
        },
      });
      if (res.status !== 200) refused.push(`${m.email}: ${await res.text()}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
