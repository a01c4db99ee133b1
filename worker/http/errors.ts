import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * A failure a person can act on. Thrown anywhere in a handler; the app's one `onError`
 * turns it into `{ code, error, reason?, fields? }` with `status` as the HTTP status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After: when a throttled caller may try again. */
    readonly retryAfterSeconds?: number,
    /** A stable word the UI decides on (contract/reasons.ts); it never compares the sentence. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, message, fields);
export const unauthorized = (message: string = m.server_sign_in_required()) => new ApiError(401, message);
export const forbidden = (message: string = m.server_not_allowed()) => new ApiError(403, message);
export const notFound = (message: string = m.server_not_found()) => new ApiError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new ApiError(409, message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => new ApiError(429, message, undefined, retryAfterSeconds);
