import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** `/api/user` endpoints of the social domain. */
export const socialRoutes = new Hono<AppEnv>();
