import type { Context } from 'hono';
import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { verifyWithCode } from './email-codes';
import { openSignedInSession } from '../managers/sessions';
import { assertNotThrottled, clearFailures, holdWhileGuessed, recordFailure } from './throttle';
import { findUserByEmail } from './users';

/**
 * The registration page's code (issue 22 §2, decision 0930): the right one verifies the address
 * and signs the new member in. Wrong codes count like wrong passwords, per (e-mail, address) and
 * per address, never per e-mail alone, so nobody can lock a newcomer out; many addresses guessing
 * one e-mail wait and take turns. An unknown, taken or verified address does the same work and
 * gets the same answer as a wrong code: no code works for it.
 */
export async function signInWithCode(c: Context<AppEnv>, email: string, code: string) {
  const deps = c.var.deps;
  // Its own line of failures: a newcomer's typos do not count against their password, nor back.
  const attempt = { account: `code:${email}`, address: c.var.ip };
  await assertNotThrottled(deps, attempt, SERVER_TEXT.tooManyWrongCodes);
  const user = await findUserByEmail(deps, email);
  await holdWhileGuessed(deps, attempt, user?.id ?? null, SERVER_TEXT.codeBeingGuessed);
  if (!(await verifyWithCode(deps, user?.id ?? null, code)) || !user) {
    await recordFailure(deps, attempt);
    throw badRequest(SERVER_TEXT.emailCodeWrong, { code: SERVER_TEXT.emailCodeWrong });
  }
  await clearFailures(deps, attempt);
  return openSignedInSession(deps, user, c.var.ip);
}
