import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * Every input goes through one of these: @hono/zod-validator with our error envelope, and the
 * schema attached to the middleware so `openapi.ts` can describe the route from the very
 * schema that validates it.
 */
export const INPUT_DOC = Symbol('input-doc');
export interface InputDoc {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

function validator<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const mw = zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join('.') || '_';
        fields[key] ??= issue.message;
      }
      const first = result.error.issues[0]?.message ?? m.server_enter_details_properly();
      throw badRequest(first, fields);
    }
  });
  return Object.assign(mw, { [INPUT_DOC]: { target, schema } satisfies InputDoc });
}

export const body = <T extends z.ZodType>(schema: T) => validator('json', schema);
export const query = <T extends z.ZodType>(schema: T) => validator('query', schema);
export const params = <T extends z.ZodType>(schema: T) => validator('param', schema);
export const form = <T extends z.ZodType>(schema: T) => validator('form', schema);
