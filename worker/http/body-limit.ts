import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/** Every form here is a few KB; 64 KB leaves room and refuses floods early (decision 0007). */
export const MAX_JSON_BYTES = 64 * 1024;
export const BODY_TOO_LARGE = 'The request is too large. Send at most 64 KB.';

/** The picture and ID uploads take multipart bodies and carry their own, larger cap (pictures/routes.ts, id-verification/routes.ts). */
const PICTURE_UPLOADS = new Set(['/api/user/update/uploadPictures', '/api/user/update/updateProfilePicture', '/api/user/idVerification']);

const capped = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw new ApiError(413, BODY_TOO_LARGE);
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
