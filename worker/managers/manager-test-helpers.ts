import { expect } from 'vitest';
import type { FamilyRelation } from '../../contract/managers';
import { newId } from '../ids';
import { linkIn, type memberWithSession } from '../test/factories';
import { call, type TestApp } from '../test/harness';

/** Members and their family managers as the issue 27 tests build them, through the API. */
export type Member = Awaited<ReturnType<typeof memberWithSession>>;

/**
 * The candidate invites a family member, who joins with a family account of their own: a
 * manager's session for the candidate's profile (its id is the candidate's, its token the manager's).
 */
export async function managerOf(t: TestApp, candidate: Member, name = 'Ramesh Sharma', relation: Exclude<FamilyRelation, 'self'> = 'father') {
  const email = `family.${newId()}@example.com`;
  const invited = await call(t, 'POST', '/api/user/managers/invite', { token: candidate.token, body: { profileId: candidate.id, email, relation, role: 'manager' } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const { token: invitation } = await linkIn(t, email, 'invites you');
  const accepted = await call(t, 'POST', '/api/user/managers/accept', { body: { token: invitation, password: 'Family12345', name } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { ...candidate, token: accepted.body.token as string, accountId: accepted.body.user.managedBy.accountId as string, name, email, password: 'Family12345' };
}

export type Manager = Awaited<ReturnType<typeof managerOf>>;

/** The candidate lets the family read the conversation with `partnerId`, or stops it. */
export const familyInConversation = (t: TestApp, candidate: Member, partnerId: string, enabled: boolean) =>
  call(t, 'PUT', `/api/user/messaging/family/${partnerId}`, { token: candidate.token, body: { enabled } });
