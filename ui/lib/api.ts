import { hc, type ClientResponse } from 'hono/client';
import { m } from '../../contract/i18n/paraglide/messages';
import type { AppType } from '../../worker/app';
import { appStore } from '../state/store';
import { REASON } from '../../contract/reasons';
import { sessionAtom } from '../state/session';
import { verifyEmailPromptAtom } from '../state/alerts';

/** Typed client of the API; every call carries `jwt` while signed in (spec §7). */
export const api = hc<AppType>('/api', {
  headers: (): Record<string, string> => {
    const token = appStore.get(sessionAtom)?.token;
    return token ? { jwt: token, 'cache-control': 'no-cache' } : { 'cache-control': 'no-cache' };
  },
});

export const networkError = () => m.common_network_error();

/** `reason`: the stable word of a refusal (contract/reasons.ts), for deciding on; never the sentence. */
export type ApiFailure = { ok: false; status: number; error: string; fields: Record<string, string>; reason?: string };
export type ApiSuccess<B> = { ok: true; body: B };
export type ApiResult<B> = ApiSuccess<B> | ApiFailure;

/** The JSON body of the HTTP 200 answer of a typed call. */
export type OkBody<R> = R extends ClientResponse<infer T, infer S, string> ? (S extends 200 ? T : never) : never;

let onSessionRejected: () => void = () => {};

/** The app decides what a 401 on a signed-in call means (session over: clear and sign in again). */
export function setSessionRejectedHandler(handler: () => void): void {
  onSessionRejected = handler;
}

/**
 * Runs one call and unwraps the envelope: success is HTTP 200 with code 5 (or 4, done
 * before); anything else gives the server's `error` text (else its `message`) and field errors.
 */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: () => Promise<R>,
  options: { reportRejection?: boolean } = {},
): Promise<ApiResult<OkBody<R>>> {
  const hadToken = options.reportRejection !== false && !!appStore.get(sessionAtom)?.token;
  let res: R;
  try {
    res = await request();
  } catch {
    return { ok: false, status: 0, error: networkError(), fields: {} };
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const code = body?.code;
  if (res.status === 200 && (code === 5 || code === 4)) return { ok: true, body: body as OkBody<R> };
  if (res.status === 401 && hadToken) onSessionRejected();
  const error =
    (typeof body?.error === 'string' && body.error) ||
    (typeof body?.message === 'string' && body.message) ||
    (res.status >= 500 ? m.common_server_error() : m.common_request_failed({ status: res.status }));
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  const reason = typeof body?.reason === 'string' ? body.reason : undefined;
  // Whatever button reached out, the refusal of an unverified member opens the one dialog that
  // says so, with "Resend the link" (decision 0880).
  if (reason === REASON.emailNotVerified) appStore.set(verifyEmailPromptAtom, true);
  return { ok: false, status: res.status, error, fields, ...(reason ? { reason } : {}) };
}
