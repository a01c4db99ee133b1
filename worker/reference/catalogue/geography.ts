import { City, Country, State } from 'country-state-city';
import type { CitiesTable, CountriesTable, StatesTable } from '../../db/tables/reference';

/**
 * Countries, states and cities of the world from the `country-state-city` package (its data
 * is the dr5hn countries-states-cities database). Only the seed imports this module: the
 * package carries 8 MB of JSON that must never reach the Workers bundle.
 * Ids: country = ISO 3166-1 alpha-2, state = '<country>-<state iso code>', city = its
 * position in the package's list, from 1 (docs/decisions/0100-geography-data.md).
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

export function stateRows(): StatesTable[] {
  return State.getAllStates().map((s) => ({
    id: stateId(s.countryCode, s.isoCode),
    country_id: s.countryCode,
    iso_code: s.isoCode,
    name: s.name,
    latitude: coordinate(s.latitude),
    longitude: coordinate(s.longitude),
  }));
}

export function cityRows(): CitiesTable[] {
  return City.getAllCities().map((c, i) => ({
    id: i + 1,
    state_id: stateId(c.countryCode, c.stateCode),
    country_id: c.countryCode,
    name: c.name,
    latitude: coordinate(c.latitude),
    longitude: coordinate(c.longitude),
  }));
}
