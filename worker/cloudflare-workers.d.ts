/**
 * The part of workerd's `cloudflare:workers` module the app uses (the Durable Object base class
 * whose public methods are RPC methods, decision 0966). @cloudflare/workers-types declares the
 * module only in its global flavour, which would replace the DOM types of the whole program.
 */
declare module 'cloudflare:workers' {
  import type { DurableObjectState } from '@cloudflare/workers-types';

  export abstract class DurableObject<Env = unknown> {
    protected ctx: DurableObjectState;
    protected env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
