import { hc, type ClientResponse, type InferRequestType } from 'hono/client';
import type { AppType } from '../app';
import type { REASON } from '../../contract/reasons';
import { CLIENT_IP, type TestApp } from './harness';

/**
 * The API as the UI calls it (`hc<AppType>`, ui/lib/api.ts), through the test's app: paths,
 * inputs and the 200 answer are typed from the routes, so a test that sends a field the schema
 * lacks, or reads one the answer does not carry, does not compile.
 *
 * `api(t, { token })` is a client for one caller; `answer(...)` reads what came back:
 *   const res = await answer(api(t, { token }).user.get[':id'].$get({ param: { id } }));
 *   expect(res.status).toBe(200);
 *   expect(res.body.data.name).toBe(...);
 */
export function api(t: TestApp, caller: { token?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return hc<AppType>('http://localhost/api', {
    // The same door as `call`: the app's own request, with the background work the harness waits for.
    fetch: t.app.request,
    headers: { 'x-forwarded-for': caller.ip ?? CLIENT_IP, ...(caller.token ? { jwt: caller.token } : {}), ...caller.headers },
  });
}

export type Client = ReturnType<typeof api>;

/** The JSON body a route takes, for a test's helper: `body: JsonOf<Client['user']['blockUser']['$post']>`. */
export type JsonOf<Call> = InferRequestType<Call> extends { json?: infer Json } ? NonNullable<Json> : never;

/** A refusal, as the app's one `onError` writes it (DESIGN: Envelope). */
export interface Refusal {
  code: number;
  error: string;
  reason?: (typeof REASON)[keyof typeof REASON];
  fields?: Record<string, string>;
}

/** The JSON of the route's HTTP 200 answer. */
type OkJson<R> = R extends ClientResponse<infer T, infer S, string> ? (S extends 200 ? T : never) : never;

export interface Answer<Ok> {
  status: number;
  headers: Headers;
  /** What came back, as is: for a failure message (`expect(res.status, JSON.stringify(res.json))`). */
  json: unknown;
  /** The 200 answer, typed from its route. Reading it off any other answer fails the test, with what came back. */
  readonly body: Ok;
  /** The refusal's envelope. Reading it off a 200 answer fails the test, with what came back. */
  readonly refusal: Refusal;
}

/** Reads a typed call's answer: its status, headers and JSON, as success or refusal. */
export async function answer<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<OkJson<R>>> {
  const res = await request;
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${res.status} answered with no JSON: ${text.slice(0, 200)}`);
  }
  const status = res.status;
  const unexpected = (wanted: string) => new Error(`Read the ${wanted} of an HTTP ${status} answer: ${JSON.stringify(json)}`);
  return {
    status,
    headers: res.headers,
    json,
    get body() {
      if (status !== 200) throw unexpected('success');
      return json as OkJson<R>;
    },
    get refusal() {
      if (status === 200) throw unexpected('refusal');
      return json as Refusal;
    },
  };
}
