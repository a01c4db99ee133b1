import type { Selectable } from 'kysely';
import {
  planGrantsSchema,
  type Ad,
  type City,
  type Country,
  type EducationLevel,
  type Nakshatra,
  type Plan,
  type Relation,
  type RelationGroup,
  type RelationId,
} from '../../contract/reference';
import type {
  AdsTable,
  CitiesTable,
  CountriesTable,
  NakshatrasTable,
  PlansTable,
  RelationsTable,
} from '../db/tables/reference';

/** Rows to API shapes: `_id`, camelCase, JSON columns parsed. */
export const countryOf = (r: Pick<Selectable<CountriesTable>, 'id' | 'name' | 'phone_code'>): Country => ({
  _id: r.id,
  name: r.name,
  phoneCode: r.phone_code,
});

export const cityOf = (r: Pick<Selectable<CitiesTable>, 'id' | 'name' | 'state_id' | 'latitude' | 'longitude'>): City => ({
  _id: r.id,
  name: r.name,
  stateId: r.state_id,
  latitude: r.latitude,
  longitude: r.longitude,
});

export const planOf = (r: Selectable<PlansTable>): Plan => ({
  _id: r.id,
  planName: r.plan_name,
  type: r.type,
  price: r.price,
  durationMonths: r.duration_months,
  features: JSON.parse(r.features) as string[],
  isActive: r.is_active === 1,
  grants: planGrantsSchema.parse(JSON.parse(r.grants)),
});

export const adOf = (r: Pick<Selectable<AdsTable>, 'id' | 'position' | 'html_content'>): Ad => ({
  _id: r.id,
  position: r.position,
  htmlContent: r.html_content,
});

export const relationOf = (r: Selectable<RelationsTable>): Relation => ({
  _id: r.id as RelationId,
  gender: r.gender,
  side: r.side,
  generation: r.generation,
  group: r.grp as RelationGroup,
  labels: JSON.parse(r.labels) as Relation['labels'],
});

export const nakshatraOf = (r: Selectable<NakshatrasTable>): Nakshatra => ({
  _id: r.id,
  number: r.number,
  name: r.name,
  lord: r.lord as Nakshatra['lord'],
  gana: r.gana,
  yoni: r.yoni,
  yoniGender: r.yoni_gender,
  nadi: r.nadi,
  charans: JSON.parse(r.charans) as Nakshatra['charans'],
});

/** `meta` of an education option. */
export const educationLevelOf = (meta: string | null): EducationLevel =>
  ((meta ? (JSON.parse(meta) as { level?: EducationLevel }).level : undefined) ?? 'other');

/** `meta` of an income option. */
export function incomeRangeOf(meta: string | null): { min: number | null; max: number | null } {
  const m = meta ? (JSON.parse(meta) as { min?: number | null; max?: number | null }) : {};
  return { min: m.min ?? null, max: m.max ?? null };
}
