import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** `/api/user` endpoints of the pictures domain. */
export const pictureRoutes = new Hono<AppEnv>();
