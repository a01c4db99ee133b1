import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Endpoints of the search domain, with their full paths under /api (e.g. '/match/…', '/user/…'). */
export const searchRoutes = new Hono<AppEnv>();
