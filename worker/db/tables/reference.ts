import type { Generated } from 'kysely';
import type { Locale } from '../../../contract/i18n/locales';

/** Row types of migrations/0003_create_reference_data.sql, kept by hand next to the SQL. */
export interface ReligionsTable {
  id: string;
  name: string;
  sort: Generated<number>;
}

export interface CastesTable {
  id: string;
  religion_id: string;
  name: string;
  sort: Generated<number>;
}

export interface SubCastesTable {
  id: string;
  caste_id: string;
  name: string;
  sort: Generated<number>;
}

export interface GotrasTable {
  id: string;
  caste_id: string;
  name: string;
  sort: Generated<number>;
}

export interface MotherTonguesTable {
  id: string;
  mothertongue: string;
  code: string;
  native_name: string;
  label_key: string;
  sort: Generated<number>;
}

export interface CountriesTable {
  id: string;
  name: string;
  phone_code: string;
  currency: string | null;
  flag: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface StatesTable {
  id: string;
  country_id: string;
  iso_code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** migrations/0046: 1 = most populous, listed first; null for the rest (decision 0936). */
  rank: number | null;
}

export interface CitiesTable {
  id: number;
  state_id: string;
  country_id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** migrations/0046: 1 = most populous, listed first; null for the rest (decision 0936). */
  rank: number | null;
}

export interface ReferenceOptionsTable {
  id: string;
  kind: string;
  name: string;
  sort: Generated<number>;
  parent_id: string | null;
  /** JSON text. */
  meta: string | null;
}

export interface NakshatrasTable {
  id: string;
  number: number;
  name: string;
  lord: string;
  gana: 'Deva' | 'Manushya' | 'Rakshasa';
  yoni: string;
  yoni_gender: 'male' | 'female';
  nadi: 'Adi' | 'Madhya' | 'Antya';
  /** JSON text: NakshatraCharan[]. */
  charans: string;
}

export interface RelationsTable {
  id: string;
  gender: 'male' | 'female' | null;
  side: 'father' | 'mother' | 'other' | 'self';
  generation: number;
  grp: string;
  /** JSON text: Record<RelationLanguage, string>. */
  labels: string;
  sort: Generated<number>;
}

export interface PlansTable {
  id: string;
  plan_name: string;
  type: string;
  price: number;
  duration_months: number | null;
  /** JSON text: string[]. */
  features: string;
  /** JSON text: PlanGrants. */
  grants: string;
  is_active: Generated<number>;
  sort: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface AdsTable {
  id: string;
  position: string;
  html_content: string;
  created_at: number;
}

export interface VisitorQueriesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  user_id: string | null;
  ip: string | null;
  status: Generated<'open' | 'answered' | 'closed'>;
  admin_note: string | null;
  reply: string | null;
  replied_at: number | null;
  replied_by: string | null;
  created_at: number;
  updated_at: number;
  /** A reported conversation's transcript (JSON, migrations/0028), else null. */
  attachment: string | null;
  /** The language of the page it was sent from (migrations/0063, decision 0963); null: English. */
  language: Generated<Locale | null>;
}

/** migrations/0021: the one-row version of the page data, bumped by triggers on every write. */
export interface ReferenceVersionTable {
  id: number;
  version: number;
}

export interface ReferenceTables {
  religions: ReligionsTable;
  castes: CastesTable;
  sub_castes: SubCastesTable;
  gotras: GotrasTable;
  mother_tongues: MotherTonguesTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  reference_options: ReferenceOptionsTable;
  nakshatras: NakshatrasTable;
  relations: RelationsTable;
  plans: PlansTable;
  ads: AdsTable;
  visitor_queries: VisitorQueriesTable;
  reference_version: ReferenceVersionTable;
}
