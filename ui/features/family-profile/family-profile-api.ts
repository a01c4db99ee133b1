import type { Invite } from '../../../contract/managers';
import { api, call } from '../../lib/api';
import { beginSession } from '../../lib/session';

/**
 * The calls of a profile the family runs (issue 27, decision 0971): who is on it, its history,
 * invitations, the candidate's answer, and the profiles one may switch between.
 */
export const loadFamily = (profileId: string) => call(() => api.user.managers[':profileId'].$get({ param: { profileId } }));

export const loadHistory = (profileId: string) => call(() => api.user.profile.history[':profileId'].$get({ param: { profileId } }));

export const sendInvitation = (invite: Invite) => call(() => api.user.managers.invite.$post({ json: invite }));

/** The candidate removes a manager, or a manager leaves (their own account id). */
export const removeFromProfile = (profileId: string, accountId: string) =>
  call(() => api.user.managers[':profileId'][':accountId'].$delete({ param: { profileId, accountId } }));

export const answerConsent = (profileId: string, consent: 'yes' | 'no') =>
  call(() => api.user.profile.confirm[':profileId'].$post({ param: { profileId }, json: { consent } }));

/** With a password: a new sign-in; without: the signed-in account joins. Signs in as the answer says. */
export async function acceptInvitation(input: { token: string; password?: string; name?: string }) {
  const res = await call(() => api.user.managers.accept.$post({ json: input }));
  if (res.ok) beginSession(res.body);
  return res;
}
