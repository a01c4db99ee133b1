import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getHoroscope = api.user.get.horoscope[':id'].$post;
export type HoroscopeData = InferResponseType<typeof getHoroscope, 200>['data']['horoscope'];
const getCompatibility = api.match.compatibility[':id'].$post;
export type CompatibilityData = InferResponseType<typeof getCompatibility, 200>['data'];

const body = (password: string | undefined) => (password ? { password } : {});
export const fetchHoroscope = (id: string, password?: string) => call(() => getHoroscope({ param: { id }, json: body(password) }));
export const fetchCompatibility = (id: string, password?: string) => call(() => getCompatibility({ param: { id }, json: body(password) }));
