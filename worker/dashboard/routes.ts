import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** `/api/user` endpoints of the dashboard domain. */
export const dashboardRoutes = new Hono<AppEnv>();
