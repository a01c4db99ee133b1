import type { LiveEvent } from '../../../contract/messaging';
import { socketSessionsQuery } from '../../auth/sessions';
import type { Database } from '../../db/database';

/**
 * Of a member's sessions: those that may hold a socket (`live`), those an event is for (`to`),
 * and those that are the member's own (`own`, not a manager's): only a page of theirs counts as
 * the event reaching the member ("delivered").
 */
export interface Audience {
  live: string[];
  to: string[];
  own: string[];
}

/** The other member of the conversation an event is about; null for a letter, undefined for what is no conversation's. */
function conversationOf(event: LiveEvent): string | null | undefined {
  switch (event.type) {
    case 'message':
      return event.partner._id;
    case 'delivered':
    case 'read':
    case 'closed':
      return event.partnerId;
    case 'letter':
      return null;
    case 'changed':
    case 'familyReads':
      return undefined;
  }
}

/**
 * Who of `userId`'s live sessions gets `event` (issue 27, decision 0971). A family manager's
 * session acts for the profile, so its pages are the profile's, but the candidate's
 * conversations are not the family's (worker/messaging/family.ts): a manager's pages get what
 * every page shows (requests, notifications, whether the family reads a conversation), a
 * conversation's events only while the candidate lets the family read it, and never a letter.
 * The family is read only when a manager's page is open.
 */
export async function audienceOf(database: Database, userId: string, event: LiveEvent, now: number): Promise<Audience> {
  const sessions = await socketSessionsQuery(database.db, now).select('sessions.managed_by').where('sessions.user_id', '=', userId).execute();
  const live = sessions.map((s) => s.id);
  const own = sessions.filter((s) => s.managed_by === null).map((s) => s.id);
  const partnerId = conversationOf(event);
  if (own.length === live.length || partnerId === undefined) return { live, to: live, own };
  if (partnerId === null) return { live, to: own, own };
  const family = await database.db
    .selectFrom('family_conversations')
    .select('since')
    .where('profile_id', '=', userId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return { live, to: family ? live : own, own };
}
