import tzLookup from '@photostructure/tz-lookup';
import { Hono } from 'hono';
import { COMPUTE_TEXTS, horoscopeComputeSchema } from '../../../contract/horoscope-compute';
import type { AppDeps } from '../../deps';
import { requireMember } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { body } from '../../http/validate';
import { NAKSHATRAS } from '../../reference/catalogue/nakshatras';
import { computeHoroscope, type BirthPlace } from './compute';

/**
 * A reference city's place of birth: its coordinates, and the time zone found from them at
 * request time (cities carry no zone; docs/decisions/0106).
 */
async function cityPlace(deps: AppDeps, cityId: number): Promise<BirthPlace> {
  const city = await deps.database.db.selectFrom('cities').select(['latitude', 'longitude']).where('id', '=', cityId).executeTakeFirst();
  if (!city) throw badRequest(COMPUTE_TEXTS.unknownCity, { cityId: COMPUTE_TEXTS.unknownCity });
  if (city.latitude == null || city.longitude == null)
    throw badRequest(COMPUTE_TEXTS.cityWithoutCoordinates, { cityId: COMPUTE_TEXTS.cityWithoutCoordinates });
  return { latitude: city.latitude, longitude: city.longitude, timezone: tzLookup(city.latitude, city.longitude) };
}

/** `POST /user/horoscope/compute`: reads the reference data, writes nothing. */
export const horoscopeComputeRoutes = new Hono<AppEnv>().post('/user/horoscope/compute', requireMember, body(horoscopeComputeSchema), async (c) => {
  const input = c.req.valid('json');
  const place =
    input.cityId !== undefined
      ? await cityPlace(c.var.deps, input.cityId)
      : { latitude: input.latitude!, longitude: input.longitude!, timezone: input.timezone! };
  // The nakshatra table is fixed reference data: the catalogue the seed writes, which the Guna
  // Milan reads too, saves a database round trip per compute (bench/horoscope-compute.ts).
  return ok(c, { data: computeHoroscope(input.dob, input.time, place, NAKSHATRAS) });
});
