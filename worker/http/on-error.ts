import { m } from '../../contract/i18n/paraglide/messages';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './errors';
import { storageFullAnswer } from './storage-full';
import type { AppEnv } from './context';

/** The one place thrown errors become responses. Unexpected ones leak nothing. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json({ code: err.status, error: err.message, ...(err.reason ? { reason: err.reason } : {}), ...(err.fields ? { fields: err.fields } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 ? m.server_request_unreadable() : err.message || m.server_request_failed();
    return c.json({ code: status, error: message }, status);
  }
  const full = storageFullAnswer(err, c);
  if (full) return full;
  console.error('Unexpected error', c.req.method, c.req.path, err);
  return c.json({ code: 500, error: m.server_something_went_wrong() }, 500);
}
