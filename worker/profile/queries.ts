import type { Selectable } from 'kysely';
import type { Option, Place, Profile } from '../../contract/profile';
import type { UsersTable } from '../db/tables/accounts';
import type { MemberProfilesTable } from '../db/tables/profile';
import type { AppDeps } from '../deps';
import { referenceName } from '../i18n/reference-names';
import { nakshatraOf } from '../reference/mappers';
import { storedNames, type NameTable } from '../reference/names';
import { deriveHoroscope } from './horoscope';

type Json = Record<string, unknown>;
const parse = (text: string | null | undefined): Json => {
  if (!text) return {};
  try {
    return JSON.parse(text) as Json;
  } catch {
    return {};
  }
};
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A place of birth as the horoscope stored it (English, as checkPlace gave it), named in the reader's language. */
const place = (kind: 'country' | 'state', v: unknown): Place | null => {
  const o = v as { _id?: unknown; name?: unknown } | null;
  return o && typeof o._id === 'string' && typeof o.name === 'string' ? { _id: o._id, name: referenceName(kind, o.name) } : null;
};
const cityRef = (v: unknown) => {
  const o = v as { _id?: unknown; name?: unknown } | null;
  return o && typeof o._id === 'number' && typeof o.name === 'string' ? { _id: o._id, name: referenceName('city', o.name) } : null;
};

const OPTION_COLUMNS = [
  'marital_status_id',
  'have_children_id',
  'residency_status_id',
  'complexion_id',
  'body_type_id',
  'physical_status_id',
  'blood_group_id',
  'manglik_id',
  'education_id',
  'occupation_id',
  'industry_id',
  'industry_subcategory_id',
  'employed_in_id',
  'annual_income_id',
  'eating_habit_id',
  'drinking_habit_id',
  'smoking_habit_id',
  'family_type_id',
  'family_value_id',
  'family_status_id',
] as const;

/**
 * The member's whole profile in the spec's shape, or null when there is no such member.
 * Everything the owner wrote: callers showing it to someone else apply the owner's privacy
 * (contact details, horoscope, pictures) themselves.
 */
export async function loadProfile(deps: AppDeps, userId: string): Promise<Profile | null> {
  const { db } = deps.database;
  const [user, row] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).where('role', '=', 2).executeTakeFirst(),
    db.selectFrom('member_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
  ]);
  if (!user) return null;
  return assembleProfile(deps, user, row ?? null);
}

async function assembleProfile(deps: AppDeps, user: Selectable<UsersTable>, row: Selectable<MemberProfilesTable> | null): Promise<Profile> {
  const { db } = deps.database;
  const optionIds = row ? OPTION_COLUMNS.map((c) => row[c]).filter((v): v is string => !!v) : [];
  const gotraIds = [row?.gotra_id, row?.birth_gotra_id].filter((v): v is string => !!v);
  const ids = (...values: (string | number | null | undefined)[]) => new Set(values.filter((v) => v != null && v !== '').map(String));
  // The names of reference data from memory (decision 0972); sub-castes, gotras and the nakshatra's whole row from the database.
  const [stored, subCaste, gotras, nakshatra] = await Promise.all([
    storedNames(
      deps.database,
      new Map<NameTable, Set<string>>([
        ['reference_options', ids(...optionIds)],
        ['mother_tongues', ids(user.mother_tongue_id)],
        ['religions', ids(user.religion_id)],
        ['castes', ids(row?.caste_id)],
        ['countries', ids(row?.country_id, row?.citizenship_id)],
        ['states', ids(row?.state_id)],
        ['cities', ids(row?.city_id)],
      ]),
    ),
    row?.sub_caste_id ? db.selectFrom('sub_castes').select(['id', 'name']).where('id', '=', row.sub_caste_id).executeTakeFirst() : null,
    gotraIds.length ? db.selectFrom('gotras').select(['id', 'name']).where('id', 'in', gotraIds).execute() : [],
    row?.nakshatra_id ? db.selectFrom('nakshatras').selectAll().where('id', '=', row.nakshatra_id).executeTakeFirst() : null,
  ]);
  // Reference names in the reader's language (decision 0964); sub-castes and gotras as stored.
  const named = (table: NameTable, id: string | number | null | undefined): Place | null => {
    const found = id == null ? undefined : stored.get(table)!.get(String(id));
    return found ? { _id: String(id), name: referenceName(found.kind, found.name) } : null;
  };
  const opt = (id: string | null | undefined): Option | null => named('reference_options', id);
  const tongue = named('mother_tongues', user.mother_tongue_id);
  const city = named('cities', row?.city_id);
  const gotraNames = new Map(gotras.map((g) => [g.id, g.name]));
  const gotra = (id: string | null | undefined): Place | null => (id && gotraNames.has(id) ? { _id: id, name: gotraNames.get(id)! } : null);

  const contact = parse(row?.contact);
  const locationExtra = parse(row?.location_extra);
  const additional = parse(row?.additional);
  const horoscope = parse(row?.horoscope);
  const professional = parse(row?.professional);
  const family = parse(row?.family);
  const lifestyle = parse(row?.lifestyle);
  const derived = nakshatra && row?.charan ? deriveHoroscope(nakshatraOf(nakshatra), row.charan, row.moon_longitude) : null;
  const height = row?.height_inches ? { feet: Math.floor(row.height_inches / 12), inch: row.height_inches % 12 } : null;
  const aboutMe = str(additional.aboutMe);
  const tag = str(additional.tag);

  return {
    _id: user.id,
    gender: user.gender,
    DOB: user.dob,
    uniqueId: row?.unique_id ?? null,
    aboutMe,
    tag,
    profilePicture: user.profile_picture ?? (user.gender === 'female' ? 'female.png' : 'male.png'),
    isEmailVerified: user.is_email_verified === 1,
    phoneVerified: user.phone_verified_at !== null,
    idVerified: user.id_verified_at !== null,
    lastSeenAt: user.last_seen_at,
    createdAt: user.created_at,
    basicDetails: {
      name: user.name,
      profileFor: user.profile_for,
      maritalStatus: opt(row?.marital_status_id),
      haveChildren: opt(row?.have_children_id),
      motherTongue: tongue ? { _id: tongue._id, mothertongue: tongue.name } : null,
      height,
    },
    contactDetails: {
      phone: user.phone,
      alternatePhone: str(contact.alternatePhone),
      whatsapp: str(contact.whatsapp),
      contactPerson: str(contact.contactPerson),
      relationship: str(contact.relationship),
      convenientTime: str(contact.convenientTime),
    },
    locationDetails: {
      country: named('countries', row?.country_id),
      state: named('states', row?.state_id),
      city: city ? { _id: Number(city._id), name: city.name } : null,
      citizenship: named('countries', row?.citizenship_id),
      residencyStatus: opt(row?.residency_status_id),
      zipCode: str(locationExtra.zipCode),
    },
    additionalInfo: {
      complexion: opt(row?.complexion_id),
      bodyType: opt(row?.body_type_id),
      physicalStatus: opt(row?.physical_status_id),
      bloodGroup: opt(row?.blood_group_id),
      weight: row?.weight_kg ?? null,
      tag,
      aboutMe,
    },
    horoscope: {
      DOB: user.dob,
      timeOfBirth: str(horoscope.timeOfBirth),
      placeOfBirth: str(horoscope.placeOfBirth),
      country: place('country', horoscope.country),
      state: place('state', horoscope.state),
      city: cityRef(horoscope.city),
      district: str(horoscope.district),
      taluka: str(horoscope.taluka),
      village: str(horoscope.village),
      latitude: num(horoscope.latitude),
      longitude: num(horoscope.longitude),
      nakshtra: nakshatra ? { _id: nakshatra.id, name: referenceName('nakshatra', nakshatra.name) } : null,
      charan: row?.charan ?? null,
      moon: derived?.moon ?? null,
      gan: derived?.gan ?? null,
      yoni: derived?.yoni ?? null,
      nadi: derived?.nadi ?? null,
      varn: derived?.varn ?? null,
      vashya: derived?.vashya ?? null,
      hansak: derived?.hansak ?? null,
      varga: str(horoscope.varga),
      muhurta: str(horoscope.muhurta),
      manglik: opt(row?.manglik_id),
      timezone: row?.birth_timezone ?? null,
      moonLongitude: row?.moon_longitude ?? null,
      horoscopeSource: row?.horoscope_source ?? 'chosen',
    },
    religionDetails: {
      religion: named('religions', user.religion_id),
      caste: named('castes', row?.caste_id),
      subCaste: subCaste ? { _id: subCaste.id, name: subCaste.name } : null,
      gotra: gotra(row?.gotra_id),
      birthGotra: gotra(row?.birth_gotra_id),
    },
    professionalDetails: {
      education: opt(row?.education_id),
      educationDetail: str(professional.educationDetail),
      occupation: opt(row?.occupation_id),
      industry: opt(row?.industry_id),
      industrySubcategory: opt(row?.industry_subcategory_id),
      employedIn: opt(row?.employed_in_id),
      annualIncome: opt(row?.annual_income_id),
      organisation: str(professional.organisation),
    },
    aboutFamily: { aboutFamily: str(parse(row?.about_family).aboutFamily) },
    lifeStyleDetails: {
      eatingHabit: opt(row?.eating_habit_id),
      drinkingHabit: opt(row?.drinking_habit_id),
      smokingHabit: opt(row?.smoking_habit_id),
      hobbies: str(lifestyle.hobbies),
      interests: str(lifestyle.interests),
    },
    familyDetails: {
      familyType: opt(row?.family_type_id),
      familyValue: opt(row?.family_value_id),
      familyStatus: opt(row?.family_status_id),
      fatherName: str(family.fatherName),
      fatherOccupation: str(family.fatherOccupation),
      motherName: str(family.motherName),
      motherOccupation: str(family.motherOccupation),
      brothers: num(family.brothers),
      marriedBrothers: num(family.marriedBrothers),
      sisters: num(family.sisters),
      marriedSisters: num(family.marriedSisters),
      nativePlace: str(family.nativePlace),
    },
  };
}
