import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Endpoints of the membership domain, with their full paths under /api (e.g. '/match/…', '/user/…'). */
export const membershipRoutes = new Hono<AppEnv>();
