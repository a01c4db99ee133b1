import { MESSAGING_TEXT, type MessagePermission, type MessagingAccess } from '../../contract/messaging';
import { REASON } from '../../contract/reasons';
import type { AppDeps } from '../deps';
import { ApiError, forbidden, notFound } from '../http/errors';
import { grantsOf } from '../membership/grants';
import { hasAcceptedRequest } from '../social/relationships';
import { bothActive, isBlockedEitherWay, isEmailVerified } from '../social/reach';

/**
 * Who may write to whom (issue 12, docs/decisions/0580): both members active, no block either
 * way, an interest between them accepted (either direction), and — until a message or a letter
 * has passed between them — the writer's plan grants opening the conversation (canStartChat for
 * chat, canSendMail for letters). Once one is open, either member may write on any plan.
 * The writer's e-mail must be verified (decision 0880): an unverified member reads, never writes.
 * The one rule behind sendMessage, sendMail, the thread's composer and the profile's flags.
 */
export async function messagingAccess(deps: AppDeps, me: string, otherId: string): Promise<MessagingAccess> {
  const both = (p: MessagePermission): MessagingAccess => ({ chat: p, mail: p });
  if (me === otherId || !(await bothActive(deps, me, otherId))) return both('unavailable');
  if (!(await isEmailVerified(deps, me))) return both('emailNotVerified');
  if (await isBlockedEitherWay(deps, me, otherId)) return both('blocked');
  if (!(await hasAcceptedRequest(deps, me, otherId, 'interest'))) return both('notAccepted');
  if (await conversationOpen(deps, me, otherId)) return both('allowed');
  const grants = await grantsOf(deps, me);
  return { chat: grants.canStartChat ? 'allowed' : 'upgrade', mail: grants.canSendMail ? 'allowed' : 'upgrade' };
}

/** A chat message or a letter has passed between the two, either way. */
export async function conversationOpen(deps: AppDeps, a: string, b: string): Promise<boolean> {
  const { db } = deps.database;
  const [chat, letter] = await Promise.all([
    db.selectFrom('conversations').select('id').where('user_a', '=', a < b ? a : b).where('user_b', '=', a < b ? b : a).where('last_message_id', 'is not', null).executeTakeFirst(),
    db
      .selectFrom('letters')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
          eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return !!chat || !!letter;
}

/** The answer to a send the rules refuse: 404 for a member who is not there, else 403 with the reason. */
export function refusal(permission: Exclude<MessagePermission, 'allowed'>, channel: 'chat' | 'mail'): ApiError {
  if (permission === 'unavailable') return notFound(MESSAGING_TEXT.reasons.unavailable);
  if (permission === 'upgrade' && channel === 'mail') return forbidden(MESSAGING_TEXT.reasons.upgradeMail);
  if (permission === 'emailNotVerified') return new ApiError(403, MESSAGING_TEXT.reasons.emailNotVerified, undefined, undefined, REASON.emailNotVerified);
  return forbidden(MESSAGING_TEXT.reasons[permission]);
}
