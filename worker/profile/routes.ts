import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** `/api/user` endpoints of the profile domain. */
export const profileRoutes = new Hono<AppEnv>();
