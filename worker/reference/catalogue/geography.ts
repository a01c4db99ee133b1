import { City, Country, State } from 'country-state-city';
import type { CitiesTable, CountriesTable, StatesTable } from '../../db/tables/reference';
import { duplicateCities, type SourceCity } from './city-spellings';
import { HOME_COUNTRY } from '../../../contract/reference';
import { CITIES_BY_POPULATION, STATES_BY_POPULATION } from './indian-places';

/**
 * Countries, states and cities of the world from the `country-state-city` package (its data
 * is the dr5hn countries-states-cities database). Only the seed imports this module: the
 * package carries 8 MB of JSON that must never reach the Workers bundle.
 * Ids: country = ISO 3166-1 alpha-2, state = '<country>-<state iso code>', city = its
 * position in the package's list, from 1 (docs/decisions/0100-geography-data.md). India's
 * duplicate spellings are left out and its largest states and cities ranked (decision 0936).
 */
const coordinate = (v: string | null | undefined): number | null => {
  if (v == null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** '91' → '+91'; '+1-684' stays; '+1-809 and 1-829' → '+1-809' (the first prefix). */
export function phoneCode(raw: string): string {
  const first = raw.split(/\s+and\s+/)[0]!.trim().replace(/^\+/, '');
  return `+${first}`;
}

export function countryRows(): CountriesTable[] {
  return Country.getAllCountries().map((c) => ({
    id: c.isoCode,
    name: c.name,
    phone_code: phoneCode(c.phonecode),
    currency: c.currency || null,
    flag: c.flag || null,
    latitude: coordinate(c.latitude),
    longitude: coordinate(c.longitude),
  }));
}

export const stateId = (countryCode: string, isoCode: string) => `${countryCode}-${isoCode}`;

/** Rank (from 1) of each ranked state id. */
export function stateRanks(): Map<string, number> {
  return new Map(STATES_BY_POPULATION.map((code, i) => [stateId(HOME_COUNTRY, code), i + 1]));
}

export function stateRows(): StatesTable[] {
  const ranks = stateRanks();
  return State.getAllStates().map((s) => {
    const id = stateId(s.countryCode, s.isoCode);
    return { id, country_id: s.countryCode, iso_code: s.isoCode, name: s.name, latitude: coordinate(s.latitude), longitude: coordinate(s.longitude), rank: ranks.get(id) ?? null };
  });
}

/** Every city of the package, numbered as decision 0100 says, duplicates included. */
export function sourceCities(): SourceCity[] {
  return City.getAllCities().map((c, i) => ({
    id: i + 1,
    countryCode: c.countryCode,
    stateCode: c.stateCode,
    name: c.name,
    latitude: coordinate(c.latitude),
    longitude: coordinate(c.longitude),
  }));
}

/** Rank (from 1) of each ranked city id. */
export function cityRanks(cities: readonly SourceCity[]): Map<number, number> {
  const byName = new Map(cities.filter((c) => c.countryCode === HOME_COUNTRY).map((c) => [`${c.stateCode}:${c.name}`, c.id]));
  const out = new Map<number, number>();
  CITIES_BY_POPULATION.forEach(([state, name], i) => {
    const id = byName.get(`${state}:${name}`);
    if (id !== undefined) out.set(id, i + 1);
  });
  return out;
}

export function cityRows(): CitiesTable[] {
  const cities = sourceCities();
  const dropped = duplicateCities(cities);
  const ranks = cityRanks(cities);
  return cities
    .filter((c) => !dropped.has(c.id))
    .map((c) => ({
      id: c.id,
      state_id: stateId(c.countryCode, c.stateCode),
      country_id: c.countryCode,
      name: c.name,
      latitude: c.latitude,
      longitude: c.longitude,
      rank: ranks.get(c.id) ?? null,
    }));
}
