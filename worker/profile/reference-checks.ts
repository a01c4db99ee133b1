import type { LifestyleKind } from '../../contract/lifestyle-kinds';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { fitsCharan } from '../horoscope/compute/chart';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * Checks that the ids a section sends exist in the reference data and belong where they
 * should. The first problem is thrown as a 400 naming the field; nothing is written before.
 */
export type OptionKind = LifestyleKind | 'education' | 'occupation' | 'income' | 'industry' | 'industrySubcategory';

export interface OptionCheck {
  field: string;
  kind: OptionKind;
  id: string | null;
  message: string;
  /** For a subcategory: the id its parent must be. */
  parentId?: string | null;
}

function fail(field: string, message: string): never {
  throw badRequest(message, { [field]: message });
}

/** Every given option id must be an option of its kind (one query for all). */
export async function checkOptions(deps: AppDeps, checks: OptionCheck[]): Promise<void> {
  const given = checks.filter((c) => c.id);
  if (!given.length) return;
  const rows = await deps.database.db
    .selectFrom('reference_options')
    .select(['id', 'kind', 'parent_id'])
    .where('id', 'in', given.map((c) => c.id!))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const c of given) {
    const row = byId.get(c.id!);
    if (!row || row.kind !== c.kind) fail(c.field, c.message);
    if (c.parentId !== undefined && row.parent_id !== c.parentId) fail(c.field, c.message);
  }
}

export async function checkMotherTongue(deps: AppDeps, id: string, field = 'motherTongue') {
  const row = await deps.database.db.selectFrom('mother_tongues').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) fail(field, m.server_choose_mother_tongue());
}

/** Religion → caste → sub-caste and gotras: each must belong to the one before. */
export async function checkCommunity(
  deps: AppDeps,
  input: { religion: string; caste: string; subCaste: string | null; gotras: Array<{ field: string; id: string | null }> },
) {
  const { db } = deps.database;
  const gotraIds = input.gotras.filter((g) => g.id).map((g) => g.id!);
  const [religion, caste, subCaste, gotras] = await Promise.all([
    db.selectFrom('religions').select('id').where('id', '=', input.religion).executeTakeFirst(),
    db.selectFrom('castes').select(['id', 'religion_id']).where('id', '=', input.caste).executeTakeFirst(),
    input.subCaste ? db.selectFrom('sub_castes').select(['id', 'caste_id']).where('id', '=', input.subCaste).executeTakeFirst() : null,
    gotraIds.length ? db.selectFrom('gotras').select(['id', 'caste_id']).where('id', 'in', gotraIds).execute() : [],
  ]);
  if (!religion) fail('religion', m.server_choose_religion());
  if (!caste) fail('caste', m.server_choose_caste());
  if (caste.religion_id !== input.religion) fail('caste', m.server_caste_not_of_religion());
  if (input.subCaste && (!subCaste || subCaste.caste_id !== input.caste))
    fail('subCaste', m.server_sub_caste_not_of_caste());
  const byId = new Map(gotras.map((g) => [g.id, g]));
  for (const g of input.gotras) {
    if (g.id && byId.get(g.id)?.caste_id !== input.caste) fail(g.field, m.server_gotra_not_of_caste());
  }
}

/** Country → state → city; returns the names (and the city's coordinates) for what was given. */
export async function checkPlace(
  deps: AppDeps,
  input: { country: string | null; state: string | null; city: number | null },
  fields = { country: 'country', state: 'state', city: 'city' },
) {
  const { db } = deps.database;
  const [country, state, city] = await Promise.all([
    input.country ? db.selectFrom('countries').select(['id', 'name']).where('id', '=', input.country).executeTakeFirst() : null,
    input.state ? db.selectFrom('states').select(['id', 'name', 'country_id']).where('id', '=', input.state).executeTakeFirst() : null,
    input.city
      ? db.selectFrom('cities').select(['id', 'name', 'state_id', 'latitude', 'longitude']).where('id', '=', input.city).executeTakeFirst()
      : null,
  ]);
  if (input.country && !country) fail(fields.country, m.server_choose_country());
  if (input.state && (!state || state.country_id !== input.country))
    fail(fields.state, m.server_state_not_in_country());
  if (input.city && (!city || city.state_id !== input.state)) fail(fields.city, m.server_city_not_in_state());
  return {
    country: country ? { _id: country.id, name: country.name } : null,
    state: state ? { _id: state.id, name: state.name } : null,
    city: city ? { _id: city.id, name: city.name } : null,
    latitude: city?.latitude ?? null,
    longitude: city?.longitude ?? null,
  };
}

export async function checkCountry(deps: AppDeps, id: string | null, field: string, message: string) {
  if (!id) return;
  const row = await deps.database.db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) fail(field, message);
}

/** The nakshatra's number (1–27 from Ashwini) and name, which the Moon longitude check reads. */
export async function checkNakshatra(deps: AppDeps, id: string) {
  const row = await deps.database.db.selectFrom('nakshatras').select(['id', 'number', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) fail('nakshatra', m.server_choose_nakshatra());
  return row;
}

/**
 * A calculated Moon longitude must lie in the chosen nakshatra and charan, or within
 * BOUNDARY_DEGREES of its edges, where either candidate may be chosen (docs/decisions/0109).
 */
export function checkMoonLongitude(moonLongitude: number, nakshatra: { number: number; name: string }, charan: number) {
  if (fitsCharan(moonLongitude, nakshatra.number, charan)) return;
  fail(
    'moonLongitude',
    m.server_moon_not_in_charan({ longitude: moonLongitude, nakshatra: nakshatra.name, charan }),
  );
}
