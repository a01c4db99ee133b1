import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Endpoints of the preferences domain, with their full paths under /api (e.g. '/match/…', '/user/…'). */
export const preferencesRoutes = new Hono<AppEnv>();
