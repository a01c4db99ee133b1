import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { MemberProfilesTable } from '../db/tables/profile';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { pickWith as pick, seededRandom } from '../seed/random';

/**
 * The profile part of the demo community: every demo member gets all ten sections, filled
 * the way people of their community fill them (caste, gotra and city of their mother tongue
 * and religion). The same on every machine (seeded), skips members who already have a
 * profile, and writes in a few batched inserts.
 */

const hash = (s: string) => {
  let h = 7;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
};
const int = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

/** Cities of each mother tongue's home region. */
const CITIES: Record<string, Array<[state: string, city: string]>> = {
  hi: [['IN-UP', 'Lucknow'], ['IN-UP', 'Kanpur'], ['IN-DL', 'New Delhi'], ['IN-MP', 'Indore'], ['IN-MP', 'Bhopal']],
  mr: [['IN-MH', 'Pune'], ['IN-MH', 'Mumbai'], ['IN-MH', 'Nagpur'], ['IN-MH', 'Aurangabad']],
  gu: [['IN-GJ', 'Ahmedabad'], ['IN-GJ', 'Surat'], ['IN-GJ', 'Vadodara'], ['IN-MH', 'Mumbai']],
  pa: [['IN-PB', 'Ludhiana'], ['IN-PB', 'Amritsar'], ['IN-PB', 'Jalandhar'], ['IN-DL', 'New Delhi']],
  bn: [['IN-WB', 'Kolkata'], ['IN-WB', 'Howrah']],
  ta: [['IN-TN', 'Chennai'], ['IN-TN', 'Coimbatore'], ['IN-TN', 'Madurai']],
  te: [['IN-TG', 'Hyderabad'], ['IN-AP', 'Visakhapatnam'], ['IN-AP', 'Vijayawada']],
  kn: [['IN-KA', 'Bengaluru'], ['IN-KA', 'Mysuru'], ['IN-KA', 'Mangaluru']],
  ml: [['IN-KL', 'Thiruvananthapuram'], ['IN-KL', 'Kozhikode'], ['IN-KA', 'Bengaluru']],
  ur: [['IN-TG', 'Hyderabad'], ['IN-UP', 'Lucknow'], ['IN-UP', 'Aligarh'], ['IN-MH', 'Mumbai']],
};

/** Castes people of each mother tongue and religion most often give. */
const CASTES: Record<string, string[]> = {
  'hi/hindu': ['Brahmin', 'Agarwal', 'Kayastha', 'Rajput', 'Yadav', 'Gupta', 'Kurmi'],
  'mr/hindu': ['Maratha', 'Brahmin', 'Kunbi', 'Mali', 'Dhangar', 'Sonar'],
  'gu/hindu': ['Patel / Patidar', 'Brahmin', 'Lohana', 'Bania', 'Koli', 'Brahmbhatt'],
  'bn/hindu': ['Brahmin', 'Kayastha', 'Baidya', 'Mahishya', 'Namasudra'],
  'ta/hindu': ['Iyer', 'Iyengar', 'Mudaliar', 'Pillai (Vellalar)', 'Nadar', 'Chettiar', 'Gounder (Kongu Vellalar)'],
  'te/hindu': ['Reddy', 'Kamma', 'Kapu', 'Naidu', 'Velama', 'Brahmin'],
  'kn/hindu': ['Lingayat', 'Vokkaliga', 'Brahmin', 'Bunt', 'Gowda'],
  'ml/hindu': ['Nair', 'Ezhava', 'Brahmin'],
  'pa/sikh': ['Jat Sikh', 'Khatri Sikh', 'Arora Sikh', 'Ramgarhia', 'Saini Sikh'],
  'ur/muslim': ['Sunni', 'Syed', 'Sheikh', 'Pathan', 'Ansari', 'Qureshi'],
  'ml/christian': ['Syrian Christian', 'Catholic', 'Orthodox', 'Pentecostal'],
  'gu/jain': ['Shwetambar', 'Oswal', 'Digambar', 'Shrimal', 'Porwal'],
};

const OCCUPATIONS_BY_EDUCATION: Record<string, string[]> = {
  'education.be-btech': ['occupation.software-professional', 'occupation.engineer-non-it', 'occupation.data-scientist-analyst'],
  'education.me-mtech': ['occupation.software-professional', 'occupation.engineer-non-it'],
  'education.mba-pgdm': ['occupation.manager', 'occupation.business-owner-entrepreneur', 'occupation.marketing-professional'],
  'education.mbbs': ['occupation.doctor'],
  'education.ca': ['occupation.chartered-accountant'],
  'education.bcom': ['occupation.accountant', 'occupation.banking-professional'],
  'education.ba': ['occupation.teacher', 'occupation.civil-services-ias-ips-ifs-irs'],
  'education.llb': ['occupation.lawyer-advocate'],
  'education.msc': ['occupation.scientist-researcher', 'occupation.teacher'],
};

const HOBBIES = ['Reading', 'Travelling', 'Cooking', 'Cricket', 'Music', 'Yoga', 'Trekking', 'Photography', 'Painting', 'Badminton', 'Dancing', 'Gardening', 'Movies', 'Chess'];
const FATHER_WORK = ['Retired government officer', 'Businessman', 'Retired teacher', 'Farmer', 'Bank manager', 'Doctor', 'Engineer', 'Shop owner'];
const MOTHER_WORK = ['Homemaker', 'Teacher', 'Homemaker', 'Nurse', 'Retired bank officer', 'Homemaker'];
const FATHER_FIRST: Record<string, string[]> = {
  default: ['Ramesh', 'Suresh', 'Mahesh', 'Rajendra', 'Vijay', 'Anil', 'Sunil', 'Prakash', 'Ashok'],
  pa: ['Gurdev', 'Harjit', 'Balwinder', 'Sukhdev', 'Jaswant'],
  ur: ['Abdul', 'Mohammed', 'Rashid', 'Iqbal', 'Salim'],
  'ml/christian': ['Thomas', 'George', 'Mathew', 'Joseph', 'Varghese'],
};
const MOTHER_FIRST: Record<string, string[]> = {
  default: ['Sunita', 'Anita', 'Meena', 'Kavita', 'Rekha', 'Usha', 'Lata', 'Savita'],
  pa: ['Harjeet', 'Kulwant', 'Paramjit', 'Surinder'],
  ur: ['Shabana', 'Nasreen', 'Ruksana', 'Farida'],
  'ml/christian': ['Mary', 'Annamma', 'Susan', 'Elizabeth'],
};

const BY_WHOM: Record<string, string> = { Son: 'our son', Daughter: 'our daughter', Brother: 'my brother', Sister: 'my sister', Relative: 'my relative' };

/** About me in the voice of whoever created the profile (`profile_for`): the member, or a parent, brother, sister or relative. */
function aboutMeText(f: { firstName: string; profileFor: string | null; female: boolean; occupationLabel: string; cityLabel: string; hobbies: string[] }): string {
  const work = `working as ${/^[AEIOU]/.test(f.occupationLabel) ? 'an' : 'a'} ${f.occupationLabel.toLowerCase()} and living in ${f.cityLabel}`;
  const hobbies = f.hobbies.join(', ').toLowerCase();
  const partner = f.female ? 'caring, well-settled partner' : 'kind, understanding partner';
  const byWhom = f.profileFor ? BY_WHOM[f.profileFor] : undefined;
  if (!byWhom) return `I am ${f.firstName}, ${work}. I enjoy ${hobbies}, value my family and am looking for a ${partner} who shares my outlook.`;
  const [he, his] = f.female ? ['She', 'her'] : ['He', 'his'];
  return `${f.firstName} is ${byWhom}, ${work}. ${he} enjoys ${hobbies}, values ${his} family and is looking for a ${partner} who shares ${his} outlook.`;
}

/**
 * The text about the family, written from the family details so the two never disagree (issue
 * 22 §4), in the voice of whoever created the profile (the member's own, or about the member).
 */
function aboutFamilyText(f: { own: boolean; firstName: string; female: boolean; familyType: string; cityLabel: string; fatherFirst: string; fatherWork: string; motherFirst: string; motherWork: string; brothers: number; sisters: number }): string {
  const kind = f.familyType === 'familyType.joint-family' ? 'joint' : 'close-knit';
  const article = (work: string) => (/^[AEIOU]/i.test(work) ? 'an' : 'a');
  const [whose, lowerWhose] = f.own ? ['My', 'my'] : [`${f.firstName}'s`, `${f.firstName}'s`];
  const mother = f.motherWork === 'Homemaker' ? `${lowerWhose} mother ${f.motherFirst} is a homemaker who keeps the family together` : `${lowerWhose} mother ${f.motherFirst} is ${article(f.motherWork)} ${f.motherWork.toLowerCase()}`;
  const has = f.own ? 'I have' : `${f.female ? 'she' : 'he'} has`;
  const only = f.own ? 'I am their only child' : `${f.female ? 'she' : 'he'} is their only child`;
  const siblings = f.brothers + f.sisters ? `${has} ${f.brothers} brother${f.brothers === 1 ? '' : 's'} and ${f.sisters} sister${f.sisters === 1 ? '' : 's'}` : only;
  return `We are a ${kind} family from ${f.cityLabel}. ${whose} father ${f.fatherFirst} is ${article(f.fatherWork)} ${f.fatherWork.toLowerCase()} and ${mother}; ${siblings}.`;
}

type OptionIds = Map<string, string[]>;
interface Lookups {
  options: OptionIds;
  names: Map<string, string>;
  castes: Map<string, string>;
  gotras: Map<string, string[]>;
  subCastes: Map<string, string[]>;
  cities: Map<string, { id: number; state: string; stateName: string; latitude: number | null; longitude: number | null; name: string }>;
  nakshatras: string[];
}

async function lookups(database: Database): Promise<Lookups> {
  const { db } = database;
  const pairs = Object.values(CITIES).flat();
  const [options, castes, gotras, subCastes, cities, nakshatras] = await Promise.all([
    db.selectFrom('reference_options').select(['id', 'kind', 'name']).orderBy('sort').execute(),
    db.selectFrom('castes').select(['id', 'religion_id', 'name']).execute(),
    db.selectFrom('gotras').select(['id', 'caste_id']).orderBy('sort').execute(),
    db.selectFrom('sub_castes').select(['id', 'caste_id']).orderBy('sort').execute(),
    db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.id', 'cities.name', 'cities.state_id', 'states.name as state_name', 'cities.latitude', 'cities.longitude'])
      .where((eb) => eb.or(pairs.map(([state, city]) => eb.and([eb('cities.state_id', '=', state), eb('cities.name', '=', city)]))))
      .execute(),
    db.selectFrom('nakshatras').select('id').orderBy('number').execute(),
  ]);
  const group = (rows: Array<{ id: string; key: string }>) => {
    const m = new Map<string, string[]>();
    for (const r of rows) m.set(r.key, [...(m.get(r.key) ?? []), r.id]);
    return m;
  };
  return {
    options: group(options.map((o) => ({ id: o.id, key: o.kind }))),
    names: new Map(options.map((o) => [o.id, o.name])),
    castes: new Map(castes.map((c) => [`${c.religion_id}/${c.name}`, c.id])),
    gotras: group(gotras.map((g) => ({ id: g.id, key: g.caste_id }))),
    subCastes: group(subCastes.map((s) => ({ id: s.id, key: s.caste_id }))),
    cities: new Map(cities.map((c) => [`${c.state_id}/${c.name}`, { id: c.id, state: c.state_id, stateName: c.state_name, latitude: c.latitude, longitude: c.longitude, name: c.name }])),
    nakshatras: nakshatras.map((n) => n.id),
  };
}

interface DemoMember {
  id: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
  profile_for: string | null;
  mother_tongue_id: string | null;
  religion_id: string | null;
}

/** One member's profile row; exported for the idempotence test. */
export function demoProfileRow(m: DemoMember, index: number, l: Lookups, now: number): Insertable<MemberProfilesTable> {
  const rnd = seededRandom(hash(m.id) ^ 20261122);
  const opt = (kind: string, weights?: number[]): string => {
    const ids = l.options.get(kind) ?? [];
    if (weights) {
      let r = rnd() * weights.reduce((a, b) => a + b, 0);
      for (let i = 0; i < weights.length && i < ids.length; i++) {
        r -= weights[i]!;
        if (r < 0) return ids[i]!;
      }
    }
    return pick(rnd, ids);
  };
  const tongue = m.mother_tongue_id ?? 'hi';
  const religion = m.religion_id ?? 'hindu';
  const community = `${tongue}/${religion}`;
  const female = m.gender === 'female';
  const surname = m.name.split(' ').slice(-1)[0] ?? '';

  // Religion: a caste of this community, one of its sub-castes and gotras.
  const casteNames = CASTES[community] ?? [];
  const casteId = l.castes.get(`${religion}/${pick(rnd, casteNames.length ? casteNames : ['Other'])}`) ?? null;
  const gotras = casteId ? (l.gotras.get(casteId) ?? []) : [];
  const subCastes = casteId ? (l.subCastes.get(casteId) ?? []) : [];
  const gotra = gotras.length ? pick(rnd, gotras) : null;
  const subCaste = subCastes.length && rnd() < 0.7 ? pick(rnd, subCastes) : null;

  // Basic: mostly never married; heights by gender.
  // Only statuses of someone free to marry (worker/seed/demo-pairs.ts): the demo shows interests between them.
  const marital = rnd() < 0.88 ? 'maritalStatus.single' : pick(rnd, ['maritalStatus.divorced', 'maritalStatus.widowed', 'maritalStatus.annulled']);
  const heightInches = female ? int(rnd, 59, 67) : int(rnd, 64, 73);

  const [state, cityName] = pick(rnd, CITIES[tongue] ?? CITIES.hi!);
  const city = l.cities.get(`${state}/${cityName}`) ?? null;

  const education = pick(rnd, Object.keys(OCCUPATIONS_BY_EDUCATION));
  const occupation = pick(rnd, OCCUPATIONS_BY_EDUCATION[education]!);
  const industries = l.options.get('industry') ?? [];
  const industry = pick(rnd, industries);
  const subcategory = pick(rnd, (l.options.get('industrySubcategory') ?? []).filter((s) => s.startsWith(`${industry}.`)));
  const incomes = l.options.get('income') ?? [];
  const income = incomes[int(rnd, 4, 11)] ?? pick(rnd, incomes);

  const vegetarianMostly = ['gu', 'kn', 'ta'].includes(tongue) || religion === 'jain';
  const eating = religion === 'jain' ? 'eatingHabit.jain' : vegetarianMostly && rnd() < 0.8 ? 'eatingHabit.vegetarian' : opt('eatingHabit', [4, 4, 1, 0, 1]);

  const nakshatra = pick(rnd, l.nakshatras);
  const hobbies = [...new Set([pick(rnd, HOBBIES), pick(rnd, HOBBIES), pick(rnd, HOBBIES)])];
  const firstName = m.name.split(' ')[0] ?? m.name;
  const fatherFirst = pick(rnd, FATHER_FIRST[community] ?? FATHER_FIRST[tongue] ?? FATHER_FIRST.default!);
  const motherFirst = pick(rnd, MOTHER_FIRST[community] ?? MOTHER_FIRST[tongue] ?? MOTHER_FIRST.default!);
  const brothers = int(rnd, 0, 2);
  const sisters = int(rnd, 0, 2);
  const occupationLabel = (l.names.get(occupation) ?? 'professional').replace(/ \(.*\)$/, '');
  const familyType = opt('familyType', [4, 6, 0]);
  const cityLabel = city?.name ?? 'India';
  // Drawn once: the family details and the text about the family say the same.
  const fatherWork = pick(rnd, FATHER_WORK);
  const motherWork = pick(rnd, MOTHER_WORK);

  return {
    user_id: m.id,
    unique_id: `SB${String(100001 + index)}`,
    marital_status_id: marital,
    have_children_id: 'haveChildren.no',
    height_inches: heightInches,
    country_id: 'IN',
    state_id: city?.state ?? null,
    city_id: city?.id ?? null,
    citizenship_id: 'IN',
    residency_status_id: 'residencyStatus.citizen',
    complexion_id: opt('complexion', [1, 4, 4, 2, 1]),
    body_type_id: opt('bodyType', [3, 3, 4, 1]),
    physical_status_id: rnd() < 0.97 ? 'physicalStatus.normal' : 'physicalStatus.physically-challenged',
    blood_group_id: opt('bloodGroup'),
    weight_kg: female ? int(rnd, 45, 70) : int(rnd, 58, 88),
    nakshatra_id: nakshatra,
    charan: int(rnd, 1, 4),
    manglik_id: opt('manglik', [7, 2, 1, 1]),
    caste_id: casteId,
    sub_caste_id: subCaste,
    gotra_id: gotra,
    birth_gotra_id: female ? gotra : null,
    education_id: education,
    occupation_id: occupation,
    industry_id: industry,
    industry_subcategory_id: subcategory ?? null,
    employed_in_id: opt('employedIn', [2, 6, 2, 1, 0]),
    annual_income_id: income ?? null,
    eating_habit_id: eating,
    drinking_habit_id: opt('drinkingHabit', [7, 3, 1]),
    smoking_habit_id: opt('smokingHabit', [9, 1, 0]),
    family_type_id: familyType,
    family_value_id: opt('familyValue', [1, 4, 4, 2]),
    family_status_id: opt('familyStatus', [1, 4, 4, 2, 1]),
    contact: JSON.stringify({
      alternatePhone: null,
      whatsapp: null,
      contactPerson: m.profile_for === 'Self' ? m.name : `${fatherFirst} ${surname}`,
      relationship: m.profile_for === 'Self' ? 'Self' : 'Father',
      convenientTime: pick(rnd, ['Evenings, 6 to 9 pm', 'Weekends', 'Any time', 'Mornings before 10 am']),
    }),
    location_extra: JSON.stringify({ zipCode: null }),
    additional: JSON.stringify({
      tag: `${occupationLabel[0]?.toUpperCase() ?? ''}${occupationLabel.slice(1)} from ${cityLabel}`,
      aboutMe: aboutMeText({ firstName, profileFor: m.profile_for, female, occupationLabel, cityLabel, hobbies }),
    }),
    horoscope: JSON.stringify({
      timeOfBirth: `${String(int(rnd, 0, 23)).padStart(2, '0')}:${String(int(rnd, 0, 59)).padStart(2, '0')}`,
      placeOfBirth: cityLabel,
      country: { _id: 'IN', name: 'India' },
      // The city with its state, as the Horoscope form saves them: a city without its state is refused.
      state: city ? { _id: city.state, name: city.stateName } : null,
      city: city ? { _id: city.id, name: city.name } : null,
      district: null,
      taluka: null,
      village: null,
      latitude: city?.latitude ?? null,
      longitude: city?.longitude ?? null,
      varga: null,
      muhurta: null,
    }),
    professional: JSON.stringify({ educationDetail: null, organisation: null }),
    about_family: JSON.stringify({ aboutFamily: aboutFamilyText({ own: !m.profile_for || m.profile_for === 'Self', firstName, female, familyType, cityLabel, fatherFirst, fatherWork, motherFirst, motherWork, brothers, sisters }) }),
    lifestyle: JSON.stringify({ hobbies: hobbies.join(', '), interests: null }),
    family: JSON.stringify({
      fatherName: `${fatherFirst} ${surname}`,
      fatherOccupation: fatherWork,
      motherName: `${motherFirst} ${surname}`,
      motherOccupation: motherWork,
      brothers,
      marriedBrothers: brothers ? int(rnd, 0, brothers) : 0,
      sisters,
      marriedSisters: sisters ? int(rnd, 0, sisters) : 0,
      nativePlace: cityLabel,
    }),
    created_at: now,
    updated_at: now,
  };
}

export async function seedDemoProfile(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.gender', 'users.dob', 'users.profile_for', 'users.mother_tongue_id', 'users.religion_id', 'member_profiles.user_id as has'])
    .where('users.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .orderBy('users.created_at')
    .orderBy('users.email')
    .execute();
  const todo = members.map((m, index) => ({ m, index })).filter(({ m }) => !m.has);
  if (!todo.length) return;
  const l = await lookups(database);
  const rows = todo.map(({ m, index }) => demoProfileRow(m, index, l, now));
  const chunks = Array.from({ length: Math.ceil(rows.length / 20) }, (_, k) => rows.slice(k * 20, k * 20 + 20));
  // A row whose unique id a member already chose is skipped rather than failing the start.
  await database.batch(chunks.map((c) => db.insertInto('member_profiles').values(c).onConflict((oc) => oc.doNothing())));
}
