import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { m } from '../../contract/i18n/paraglide/messages';
import { ApiError } from './errors';

/** Every form here is a few KB; 64 KB leaves room and refuses floods early (decision 0007). */
export const MAX_JSON_BYTES = 64 * 1024;

/** The picture and ID uploads take multipart bodies and carry their own, larger cap (pictures/routes.ts, id-verification/routes.ts). */
const PICTURE_UPLOADS = new Set(['/api/user/update/uploadPictures', '/api/user/update/updateProfilePicture', '/api/user/idVerification']);

const capped = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    // In the caller's language: the app runs this inside inCallersLanguage (app.ts).
    throw new ApiError(413, m.server_body_too_large({ kb: MAX_JSON_BYTES / 1024 }));
  },
});

/**
 * Caps request bodies on `/api/*` before anything reads them: a declared Content-Length past
 * the cap is refused unread, and a chunked body is counted as it streams and refused at the
 * first byte past the cap, so a 100 MB post never sits in memory.
 */
export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  // A GET or HEAD has no body to cap (fetch's Request refuses one). Asking for it anyway makes
  // @hono/node-server build a whole web Request for every read (issue 13 §4).
  c.req.method === 'GET' || c.req.method === 'HEAD' || PICTURE_UPLOADS.has(c.req.path) ? next() : capped(c, next);
