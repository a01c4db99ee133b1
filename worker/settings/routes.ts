import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** `/api/user` endpoints of the settings domain. */
export const settingsRoutes = new Hono<AppEnv>();
