import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_TEXT } from '../../contract/auth';
import { COMPLETENESS_SECTIONS, type SectionKey } from '../../contract/profile';
import { adminSession, memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

let t: TestApp;
let pune: number;
let bengaluru: number;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps.database;
  pune = (await db.selectFrom('cities').select('id').where('state_id', '=', 'IN-MH').where('name', '=', 'Pune').executeTakeFirstOrThrow()).id;
  bengaluru = (await db.selectFrom('cities').select('id').where('state_id', '=', 'IN-KA').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** A valid body for every section. */
function valid(): Record<SectionKey, Record<string, unknown>> {
  return {
    basicDetails: {
      name: 'Sneha Kulkarni',
      DOB: '1996-03-14',
      profileFor: 'Self',
      maritalStatus: 'maritalStatus.single',
      haveChildren: '',
      motherTongue: 'mr',
      height: { feet: 5, inch: 4 },
    },
    contactDetails: { phone: '+91 98220 12345', alternatePhone: '', whatsapp: '+91 98220 12345', contactPerson: 'Sneha Kulkarni', relationship: 'Self', convenientTime: 'Evenings' },
    locationDetails: { country: 'IN', state: 'IN-MH', city: pune, citizenship: 'IN', residencyStatus: 'residencyStatus.citizen', zipCode: '411004' },
    additionalInfo: {
      complexion: 'complexion.fair',
      bodyType: 'bodyType.slim',
      physicalStatus: 'physicalStatus.normal',
      bloodGroup: 'bloodGroup.b-positive',
      weight: '55',
      tag: 'Engineer who loves music',
      aboutMe: 'I am a software engineer in Pune who loves classical music and trekking.',
    },
    horoscope: {
      timeOfBirth: '06:45',
      placeOfBirth: 'Sassoon Hospital',
      country: 'IN',
      state: 'IN-MH',
      city: pune,
      district: 'Pune',
      taluka: 'Haveli',
      village: '',
      nakshatra: 'ashwini',
      charan: 2,
      manglik: 'manglik.no',
      varga: 'Garud (A)',
      muhurta: '',
    },
    religionDetails: { religion: 'hindu', caste: 'hindu.brahmin', subCaste: 'hindu.brahmin.deshastha', gotra: 'hindu.brahmin.kashyap', birthGotra: '' },
    professionalDetails: {
      education: 'education.be-btech',
      educationDetail: 'COEP, Computer Engineering',
      occupation: 'occupation.software-professional',
      industry: 'industry.it-services',
      industrySubcategory: 'industry.it-services.software-development',
      employedIn: 'employedIn.private-sector',
      annualIncome: 'income.1-2-lakh',
      organisation: 'Infosys',
    },
    aboutFamily: { aboutFamily: 'A close-knit family of four living in Kothrud, Pune.' },
    lifeStyleDetails: { eatingHabit: 'eatingHabit.vegetarian', drinkingHabit: 'drinkingHabit.no', smokingHabit: 'smokingHabit.no', hobbies: 'Music, trekking', interests: '' },
    familyDetails: {
      familyType: 'familyType.nuclear-family',
      familyValue: 'familyValue.moderate',
      familyStatus: 'familyStatus.middle-class',
      fatherName: 'Suresh Kulkarni',
      fatherOccupation: 'Retired teacher',
      motherName: 'Sunita Kulkarni',
      motherOccupation: 'Homemaker',
      brothers: 1,
      marriedBrothers: 0,
      sisters: '0',
      marriedSisters: '',
      nativePlace: 'Satara',
    },
    updateUniqueId: { uniqueId: `SB${UNIQUE}${(uniqueSeq += 1)}` },
  };
}
const UNIQUE = Math.floor(Math.random() * 1e6);
let uniqueSeq = 0;

const profileRow = (id: string) => t.deps.database.db.selectFrom('member_profiles').selectAll().where('user_id', '=', id).executeTakeFirst();
const userRow = (id: string) => t.deps.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const put = (section: SectionKey, id: string, body: unknown, token?: string) => call(t, 'PUT', `/api/user/update/${section}/${id}`, { body, token });
const SECTIONS = Object.keys(valid()) as SectionKey[];

describe('PUT /api/user/update/{section}/{id}', () => {
  it.each(SECTIONS)('%s: saves, answers the profile and its completeness', async (section) => {
    const me = await memberWithSession(t, { gender: 'female' });
    const res = await put(section, me.id, valid()[section], me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(5);
    expect(res.body.data.profile._id).toBe(me.id);
    if (section === 'updateUniqueId') expect(res.body.data.profile.uniqueId).toMatch(/^SB\d+$/);
    else expect(res.body.data.completeness.sections.find((s: { key: string }) => s.key === section).complete).toBe(true);
  });

  it.each(SECTIONS)('%s: no session is 401, an admin is 403, another member is 403; nothing changes', async (section) => {
    const me = await memberWithSession(t);
    const other = await memberWithSession(t);
    const admin = await adminSession(t);
    const before = await userRow(other.id);
    const profileBefore = await profileRow(other.id);
    expect((await put(section, other.id, valid()[section])).status).toBe(401);
    expect((await put(section, other.id, valid()[section], admin.token)).status).toBe(403);
    const res = await put(section, other.id, valid()[section], me.token);
    expect(res.status).toBe(403);
    expect(await profileRow(other.id)).toEqual(profileBefore);
    expect(await userRow(other.id)).toEqual(before);
  });

  const bad: Array<[SectionKey, string, Record<string, unknown>, string, RegExp]> = [
    ['basicDetails', 'a missing marital status', { maritalStatus: '' }, 'maritalStatus', /marital status/],
    ['basicDetails', 'an unknown marital status', { maritalStatus: 'maritalStatus.dating' }, 'maritalStatus', /from the list/],
    ['basicDetails', 'a marital status id of another kind', { maritalStatus: 'complexion.fair' }, 'maritalStatus', /from the list/],
    ['basicDetails', 'children while single', { haveChildren: 'haveChildren.yes-living-together' }, 'haveChildren', /not Single/],
    ['basicDetails', 'a height of 9 feet', { height: { feet: 9, inch: 0 } }, 'height.feet', /4 to 7/],
    ['basicDetails', '12 inches', { height: { feet: 5, inch: 12 } }, 'height.inch', /0 to 11/],
    ['basicDetails', 'an unknown mother tongue', { motherTongue: 'xx' }, 'motherTongue', /mother tongue/],
    ['basicDetails', 'an under-age birth date', { DOB: '2015-01-01' }, 'DOB', /18/],
    ['basicDetails', 'a one-letter name', { name: 'A' }, 'name', /at least 2/],
    ['contactDetails', 'a bad phone', { phone: '12' }, 'phone', /10 to 15 digits/],
    ['contactDetails', 'a bad alternate phone', { alternatePhone: 'call me' }, 'alternatePhone', /alternate number/],
    ['contactDetails', 'no contact person', { contactPerson: '' }, 'contactPerson', /person to contact/],
    ['locationDetails', 'a state of another country', { state: 'US-CA' }, 'state', /not in the chosen country/],
    ['locationDetails', 'a city of another state', { city: 0 }, 'city', /city/],
    ['locationDetails', 'an unknown country', { country: 'ZZ', state: 'ZZ-AA' }, 'country', /country/],
    ['locationDetails', 'a bad PIN', { zipCode: '4' }, 'zipCode', /PIN/],
    ['locationDetails', 'an unknown citizenship', { citizenship: 'QQ' }, 'citizenship', /citizenship/],
    ['additionalInfo', 'a short about me', { aboutMe: 'Hi' }, 'aboutMe', /at least 20/],
    ['additionalInfo', 'a weight of 500 kg', { weight: 500 }, 'weight', /30 to 200/],
    ['additionalInfo', 'an unknown complexion', { complexion: 'complexion.green' }, 'complexion', /from the list/],
    ['horoscope', 'an unknown nakshatra', { nakshatra: 'pluto' }, 'nakshatra', /nakshatra/],
    ['horoscope', 'charan 5', { charan: 5 }, 'charan', /1 to 4/],
    ['horoscope', 'a bad time of birth', { timeOfBirth: '25:00' }, 'timeOfBirth', /HH:MM/],
    ['horoscope', 'a birth city of another state', { state: 'IN-KA' }, 'city', /not in the chosen state/],
    ['horoscope', 'a state without a country', { country: '' }, 'country', /country of birth/],
    ['horoscope', 'a latitude of 100', { latitude: 100 }, 'latitude', /-90 to 90/],
    ['horoscope', 'an unknown varga', { varga: 'Dragon' }, 'varga', /varga/],
    ['religionDetails', 'a caste of another religion', { caste: 'muslim.ansari' }, 'caste', /does not belong to the chosen religion/],
    ['religionDetails', 'a sub-caste of another caste', { subCaste: 'hindu.agarwal.x' }, 'subCaste', /sub-caste/],
    ['religionDetails', 'a gotra of another caste', { gotra: 'hindu.agarwal.garg' }, 'gotra', /does not belong to the chosen caste/],
    ['religionDetails', 'an unknown religion', { religion: 'martian' }, 'religion', /religion/],
    ['religionDetails', 'a birth gotra for a man', { birthGotra: 'hindu.brahmin.bharadwaj' }, 'birthGotra', /only for women/],
    ['professionalDetails', 'a subcategory of another industry', { industrySubcategory: 'industry.bfsi.banking' }, 'industrySubcategory', /not in the chosen industry/],
    ['professionalDetails', 'a subcategory without industry', { industry: '' }, 'industry', /industry before/],
    ['professionalDetails', 'an occupation given as education', { education: 'occupation.software-professional' }, 'education', /education/],
    ['professionalDetails', 'no income', { annualIncome: '' }, 'annualIncome', /income/],
    ['aboutFamily', 'an empty description', { aboutFamily: ' ' }, 'aboutFamily', /at least 10/],
    ['lifeStyleDetails', 'an unknown eating habit', { eatingHabit: 'eatingHabit.fruitarian' }, 'eatingHabit', /from the list/],
    ['familyDetails', 'more married brothers than brothers', { brothers: 1, marriedBrothers: 2 }, 'marriedBrothers', /more than brothers/],
    ['familyDetails', 'a family type of another kind', { familyType: 'familyValue.liberal' }, 'familyType', /family type/],
    ['familyDetails', '-1 sisters', { sisters: -1 }, 'sisters', /0 to 15/],
    ['updateUniqueId', 'a 3-letter id', { uniqueId: 'SB1' }, 'uniqueId', /4 to 20/],
    ['updateUniqueId', 'an id with a space', { uniqueId: 'SB 1234' }, 'uniqueId', /letters and digits/],
  ];
  it.each(bad)('%s: refuses %s, naming the field, and changes nothing', async (section, _what, patch, field, message) => {
    const me = await memberWithSession(t, { gender: 'male' });
    const body = { ...valid()[section], ...patch };
    const before = await userRow(me.id);
    const profileBefore = await profileRow(me.id);
    const res = await put(section, me.id, body, me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(res.body.fields[field]).toMatch(message);
    expect(await profileRow(me.id)).toEqual(profileBefore);
    expect(await userRow(me.id)).toEqual(before);
  });

  it('basic details write the users columns and the height in inches', async () => {
    const me = await memberWithSession(t);
    await put('basicDetails', me.id, { ...valid().basicDetails, name: 'Renamed Member', maritalStatus: 'maritalStatus.divorced', haveChildren: 'haveChildren.no' }, me.token);
    const user = await userRow(me.id);
    expect(user).toMatchObject({ name: 'Renamed Member', dob: '1996-03-14', mother_tongue_id: 'mr', profile_for: 'Self' });
    expect(await profileRow(me.id)).toMatchObject({ height_inches: 64, marital_status_id: 'maritalStatus.divorced', have_children_id: 'haveChildren.no' });
  });

  it("registration's age rule holds on the profile: a man cannot edit his date of birth under 21, a woman can be 19 (decision 0961)", async () => {
    const nineteen = `${new Date(t.deps.now()).getUTCFullYear() - 19}-01-01`;
    const man = await memberWithSession(t, { gender: 'male' });
    const before = await userRow(man.id);
    const refused = await put('basicDetails', man.id, { ...valid().basicDetails, DOB: nineteen }, man.token);
    expect(refused.status).toBe(400);
    expect(refused.body.fields.DOB).toBe(DECLARATION_TEXT.manUnderAge);
    expect(await userRow(man.id)).toEqual(before);
    const woman = await memberWithSession(t, { gender: 'female' });
    const saved = await put('basicDetails', woman.id, { ...valid().basicDetails, DOB: nineteen }, woman.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('horoscope fields that follow from nakshatra and charan are derived, whatever the body says', async () => {
    const me = await memberWithSession(t);
    const res = await put('horoscope', me.id, { ...valid().horoscope, nakshatra: 'rohini', charan: 2, moon: 'Meena', gan: 'Deva' }, me.token);
    expect(res.body.data.profile.horoscope).toMatchObject({
      nakshtra: { _id: 'rohini', name: 'Rohini' },
      charan: 2,
      moon: 'Vrishabha (Taurus)',
      gan: 'Manushya',
      yoni: 'Sarpa (Serpent), male',
      nadi: 'Antya',
      varn: 'Vaishya',
      vashya: 'Chatushpada',
      hansak: 'Bhumi',
      manglik: { _id: 'manglik.no', name: 'No' },
      city: { _id: pune, name: 'Pune' },
      timeOfBirth: '06:45',
    });
    // Coordinates default to the birth city's.
    expect(res.body.data.profile.horoscope.latitude).toBeTypeOf('number');
    const row = await profileRow(me.id);
    expect(row?.horoscope).not.toMatch(/Meena|Deva/);
  });

  it("keeps a woman's birth gotra apart from her married gotra", async () => {
    const me = await memberWithSession(t, { gender: 'female' });
    const res = await put('religionDetails', me.id, { ...valid().religionDetails, gotra: 'hindu.brahmin.kashyap', birthGotra: 'hindu.brahmin.bharadwaj' }, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.profile.religionDetails).toMatchObject({
      religion: { _id: 'hindu', name: 'Hindu' },
      caste: { _id: 'hindu.brahmin', name: 'Brahmin' },
      subCaste: { _id: 'hindu.brahmin.deshastha' },
      gotra: { _id: 'hindu.brahmin.kashyap', name: 'Kashyap' },
      birthGotra: { _id: 'hindu.brahmin.bharadwaj', name: 'Bharadwaj' },
    });
    expect(await profileRow(me.id)).toMatchObject({ gotra_id: 'hindu.brahmin.kashyap', birth_gotra_id: 'hindu.brahmin.bharadwaj' });
  });

  it('a city in another state is refused even when it exists', async () => {
    const me = await memberWithSession(t);
    const res = await put('locationDetails', me.id, { ...valid().locationDetails, city: bengaluru }, me.token);
    expect(res.status).toBe(400);
    expect(res.body.fields.city).toMatch(/not in the chosen state/);
  });

  it('a saved section is replaced whole, and a bad later save keeps the earlier values', async () => {
    const me = await memberWithSession(t);
    await put('lifeStyleDetails', me.id, valid().lifeStyleDetails, me.token);
    const res = await put('lifeStyleDetails', me.id, { ...valid().lifeStyleDetails, eatingHabit: 'eatingHabit.nope' }, me.token);
    expect(res.status).toBe(400);
    expect(await profileRow(me.id)).toMatchObject({ eating_habit_id: 'eatingHabit.vegetarian' });
  });

  it('a member-chosen unique id is unique regardless of case, with a clear message when taken', async () => {
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    const bBefore = await profileRow(b.id);
    const id = `SBtaken${Math.floor(Math.random() * 1e6)}`;
    expect((await put('updateUniqueId', a.id, { uniqueId: id }, a.token)).body.code).toBe(5);
    const again = await put('updateUniqueId', a.id, { uniqueId: id }, a.token);
    expect(again.body.code).toBe(4);
    const taken = await put('updateUniqueId', b.id, { uniqueId: id.toUpperCase() }, b.token);
    expect(taken.status).toBe(409);
    expect(taken.body.fields.uniqueId).toMatch(/already taken/);
    expect(await profileRow(b.id)).toEqual(bBefore);
    const own = await put('updateUniqueId', a.id, { uniqueId: id.toLowerCase() }, a.token);
    expect(own.body.code).toBe(5);
    expect((await profileRow(a.id))?.unique_id).toBe(id.toLowerCase());
  });

  it('a path id that is not a member id is not a profile path (and /update/horoscope/block stays free)', async () => {
    const me = await memberWithSession(t);
    const res = await put('horoscope', 'block', valid().horoscope, me.token);
    expect(res.body.error ?? '').not.toMatch(/nakshatra/);
  });
});

describe('GET /api/user/getProfilePercentage/{id}', () => {
  it('starts from what sign-up gave, names the next step, and reaches 95% without a picture', async () => {
    const me = await memberWithSession(t, { gender: 'female' });
    const first = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(first.status).toBe(200);
    // Registration asked for the name, date of birth and mother tongue (3 each of the basic
    // details' 15) and the religion (5 of 10): 14 (decision 0426).
    expect(first.body.data.percentage).toBe(14);
    expect(first.body.data.sections.filter((s: { earned: number }) => s.earned > 0)).toEqual([
      { key: 'basicDetails', title: 'Basic details', weight: 15, complete: false, earned: 9 },
      { key: 'religionDetails', title: 'Religion', weight: 10, complete: false, earned: 5 },
    ]);
    expect(first.body.data.next).toEqual({ section: 'basicDetails', title: 'Basic details', route: '/register', step: 'basicDetails' });

    await put('basicDetails', me.id, valid().basicDetails, me.token);
    const second = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(second.body.data.percentage).toBe(20);
    // The contact details come next, as the wizard's first step asks them beside the basic details (decision 0938).
    expect(second.body.data.next?.section).toBe('contactDetails');
    await put('contactDetails', me.id, valid().contactDetails, me.token);
    const withContact = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(withContact.body.data.percentage).toBe(25);
    expect(withContact.body.data.next?.section).toBe('religionDetails');

    // Later sections first: next is still the first missing one in wizard order.
    await put('horoscope', me.id, valid().horoscope, me.token);
    const third = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(third.body.data.percentage).toBe(35);
    expect(third.body.data.next?.section).toBe('religionDetails');

    // About me before the habits, as the wizard's step "About me and lifestyle" shows them (decision 0938).
    for (const s of SECTIONS.filter((s) => s !== 'additionalInfo' && s !== 'lifeStyleDetails')) await put(s, me.id, valid()[s], me.token);
    const beforeAboutMe = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(beforeAboutMe.body.data.next?.section).toBe('additionalInfo');
    await put('additionalInfo', me.id, valid().additionalInfo, me.token);
    const afterAboutMe = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(afterAboutMe.body.data.next?.section).toBe('lifeStyleDetails');

    for (const s of SECTIONS) await put(s, me.id, valid()[s], me.token);
    const done = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(done.body.data.percentage).toBe(95);
    expect(done.body.data.next).toEqual({ section: 'picture', title: 'Profile picture', route: '/profile', step: 'pictures' });
    expect(done.body.data.sections).toHaveLength(COMPLETENESS_SECTIONS.length);

    await t.deps.database.db.updateTable('users').set({ profile_picture: 'abc.webp' }).where('id', '=', me.id).execute();
    const full = await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }));
    expect(full.body.data).toMatchObject({ percentage: 100, next: null });
  });

  it('weights add up to 100', () => {
    expect(COMPLETENESS_SECTIONS.reduce((s, x) => s + x.weight, 0)).toBe(100);
  });

  it('is only for the member themself', async () => {
    const me = await memberWithSession(t);
    const other = await memberWithSession(t);
    const admin = await adminSession(t);
    expect((await answer(api(t).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getProfilePercentage[':id'].$get({ param: { id: me.id } }))).status).toBe(403);
    expect((await answer(api(t, { token: me.token }).user.getProfilePercentage[':id'].$get({ param: { id: other.id } }))).status).toBe(403);
  });
});

describe('GET /api/user/getMyProfile/{id} and /profilePreview/{id}', () => {
  it('answers my whole profile, and the preview hides contact and horoscope as my default privacy does', async () => {
    const me = await memberWithSession(t, { gender: 'female' });
    for (const s of SECTIONS) await put(s, me.id, valid()[s], me.token);
    const mine = await answer(api(t, { token: me.token }).user.getMyProfile[':id'].$get({ param: { id: me.id } }));
    expect(mine.status).toBe(200);
    expect(mine.body.data.profile.contactDetails.phone).toBe('+91 98220 12345');
    expect(mine.body.data.profile.locationDetails.city).toEqual({ _id: pune, name: 'Pune' });
    expect(mine.body.data.profile.familyDetails).toMatchObject({ brothers: 1, sisters: 0, marriedSisters: null, familyType: { name: 'Nuclear Family' } });

    const preview = await answer(api(t, { token: me.token }).user.profilePreview[':id'].$get({ param: { id: me.id } }));
    expect(preview.status).toBe(200);
    expect(preview.body.data.access).toMatchObject({ contact: 'afterAccept', horoscope: 'visible' });
    expect(preview.body.data.profile.contactDetails.phone).toBeNull();
    expect(preview.body.data.profile.horoscope.nakshtra?.name).toBe('Ashwini');
    expect(preview.body.data.profile.basicDetails.name).toBe('Sneha Kulkarni');
  });

  it('are only for the member themself', async () => {
    const me = await memberWithSession(t);
    const other = await memberWithSession(t);
    const admin = await adminSession(t);
    for (const path of ['getMyProfile', 'profilePreview']) {
      expect((await call(t, 'GET', `/api/user/${path}/${me.id}`)).status).toBe(401);
      expect((await call(t, 'GET', `/api/user/${path}/${me.id}`, { token: admin.token })).status).toBe(403);
      expect((await call(t, 'GET', `/api/user/${path}/${other.id}`, { token: me.token })).status).toBe(403);
    }
  });
});
