import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Endpoints of the requests domain, with their full paths under /api (e.g. '/match/…', '/user/…'). */
export const requestsRoutes = new Hono<AppEnv>();
