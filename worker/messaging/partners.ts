import type { ChatMessage, ChatPartner } from '../../contract/messaging';
import type { AppDeps } from '../deps';
import type { MessagesTable } from '../db/tables/messaging';
import { profilePicturesFor } from '../pictures/list-pictures';

/** "Online" in chat: seen within the last five minutes (users.last_seen_at). */
export const CHAT_ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** The pair's row key: the smaller id is user_a. */
export const pairOf = (x: string, y: string) => (x < y ? { a: x, b: y } : { a: y, b: x });

export interface PartnerRow {
  id: string;
  name: string;
  last_seen_at: number | null;
}

/** Members as chat shows them to `viewerId`: picture per their picture privacy (the default image when hidden). */
export async function chatPartners(deps: AppDeps, rows: readonly PartnerRow[], viewerId: string): Promise<ChatPartner[]> {
  const pictures = await profilePicturesFor(deps, rows.map((r) => r.id), viewerId);
  const since = deps.now() - CHAT_ONLINE_WINDOW_MS;
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    profilePicture: pictures.get(r.id) ?? null,
    online: r.last_seen_at !== null && r.last_seen_at >= since,
  }));
}

export async function chatPartner(deps: AppDeps, id: string, viewerId: string): Promise<ChatPartner> {
  const row = await deps.database.db.selectFrom('users').select(['id', 'name', 'last_seen_at']).where('id', '=', id).executeTakeFirstOrThrow();
  return (await chatPartners(deps, [row], viewerId))[0]!;
}

export type MessageRow = Pick<MessagesTable, 'from_user_id' | 'to_user_id' | 'text' | 'client_id' | 'sent_at' | 'delivered_at' | 'read_at'> & {
  id: number;
  previous_id: number | null;
};

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  _id: m.id,
  fromUserId: m.from_user_id,
  toUserId: m.to_user_id,
  text: m.text,
  clientId: m.client_id,
  previousId: m.previous_id,
  sentAt: m.sent_at,
  deliveredAt: m.delivered_at,
  readAt: m.read_at,
});

const MESSAGE_COLUMNS = ['id', 'from_user_id', 'to_user_id', 'text', 'client_id', 'sent_at', 'delivered_at', 'read_at'] as const;

/**
 * Messages as the API and the socket give them, each with the id of the conversation's message
 * before it (one step down the messages_thread index): how a page knows it missed one
 * (docs/decisions/0865).
 */
export function selectMessages(deps: AppDeps) {
  return deps.database.db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('messages as p')
        .select((p) => p.fn.max('p.id').as('id'))
        .whereRef('p.conversation_id', '=', 'messages.conversation_id')
        .whereRef('p.id', '<', 'messages.id')
        .as('previous_id'),
    );
}
