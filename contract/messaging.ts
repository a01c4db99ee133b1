import { z } from 'zod';
import { multiLine, singleLine } from './text-rules';
import type { ScamSignal } from './scam-rules';
import { m } from './i18n/paraglide/messages';

/**
 * Messaging (issue 12, spec §7 Messaging; docs/decisions/0580–0589): chat between two members
 * and personal letters (the Inbox). Shared by the API, the live socket and the UI.
 */

/** One chat message: text only, shown as text. */
export const MESSAGE_MAX_LENGTH = 2000;
/** `GET /user/getMessages/{id}?skip`: 30 a page, newest page first. */
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 50;
export const LETTER_SUBJECT_MAX_LENGTH = 150;
export const LETTER_BODY_MAX_LENGTH = 10000;
export const LETTERS_PAGE_SIZE = 20;

/**
 * Whether the viewer may write to a member, and if not, why:
 * - 'allowed';
 * - 'upgrade': no conversation is open between them and the viewer's plan does not grant opening one;
 * - 'notAccepted': no interest between them has been accepted (either way);
 * - 'blocked': a block stands either way;
 * - 'unavailable': the member is not active (or is the viewer);
 * - 'emailNotVerified': the viewer has not verified their e-mail address yet (decision 0880);
 * - 'family': the viewer is a family manager acting for the profile (issue 27): only the candidate writes.
 */
export const MESSAGE_PERMISSIONS = ['allowed', 'upgrade', 'notAccepted', 'blocked', 'unavailable', 'emailNotVerified', 'family'] as const;
export type MessagePermission = (typeof MESSAGE_PERMISSIONS)[number];

/** On `GET /user/get/{id}` beside `sendMessageMe` (= chat === 'allowed'). */
export interface MessagingAccess {
  chat: MessagePermission;
  mail: MessagePermission;
}

// The messages are functions, read when a text is checked: in the reader's language (issue 25).
const text = (max: number, empty: () => string, long: () => string) =>
  multiLine(
    z
      .string({ error: empty })
      .refine((s) => s.trim().length > 0, { error: empty })
      .refine((s) => s.length <= max, { error: long }),
  );

export const sendMessageSchema = z.object({
  /** The member written to. */
  userId: z.string().min(1).max(64),
  text: text(MESSAGE_MAX_LENGTH, () => m.messaging_error_message_empty(), () => m.messaging_error_message_long({ max: MESSAGE_MAX_LENGTH.toLocaleString('en-IN') })),
  /**
   * Chosen by the page for each message it sends; a retry with the same one answers the message
   * already stored instead of storing it twice.
   */
  clientId: z.string().min(8).max(64).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const getMessagesQuery = z.object({
  /** Messages to skip from the newest: 0 is the newest page, 30 the one before it. */
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * Catch-up: every message with an id greater than this, oldest first (at most 500; ask again
   * from the last). Overrides skip. A page passes the id up to which it holds the conversation
   * without a hole (0 for none), never simply the largest it holds (docs/decisions/0865).
   */
  after: z.coerce.number().int().min(0).optional(),
});

export const chatUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const sendMailSchema = z.object({
  userId: z.string().min(1).max(64),
  subject: singleLine(text(LETTER_SUBJECT_MAX_LENGTH, () => m.messaging_error_subject_empty(), () => m.messaging_error_subject_long({ max: LETTER_SUBJECT_MAX_LENGTH }))),
  body: text(LETTER_BODY_MAX_LENGTH, () => m.messaging_error_letter_empty(), () => m.messaging_error_letter_long({ max: LETTER_BODY_MAX_LENGTH.toLocaleString('en-IN') })),
});
export type SendMailInput = z.infer<typeof sendMailSchema>;

/** `GET /user/letters?box&page`: the Inbox (received) or the sent box, page from 1. */
export const lettersQuery = z.object({
  box: z.enum(['inbox', 'sent']).default('inbox'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const letterIdParam = z.object({ letterId: z.string().min(1).max(64) });

/** A chat message as the API and the socket give it. Ids grow: a later message has a greater id. */
export interface ChatMessage {
  _id: number;
  fromUserId: string;
  toUserId: string;
  text: string;
  clientId: string | null;
  /**
   * The conversation's message before this one (null for its first): a page that does not hold
   * it has missed a message and catches up (docs/decisions/0865).
   */
  previousId: number | null;
  sentAt: number;
  /** When it was sent to one of the recipient's open pages, or the API returned it to them. */
  deliveredAt: number | null;
  readAt: number | null;
}

/** The other member of a conversation, as the list and the thread show them. */
export interface ChatPartner {
  _id: string;
  name: string;
  /** Picture URL, null when none or privacy hides it. */
  profilePicture: string | null;
  /** Seen within the last few minutes. */
  online: boolean;
}

/** A row of `GET /user/getChatUsers`. */
export interface ChatConversation {
  partner: ChatPartner;
  lastMessage: Pick<ChatMessage, '_id' | 'fromUserId' | 'text' | 'sentAt' | 'readAt'> | null;
  unread: number;
}

/** `data` of `GET /user/getChatUsers`. */
export interface ChatUsersPage {
  conversations: ChatConversation[];
  total: number;
}

/** `data` of `GET /user/getMessages/{id}`. */
export interface MessagesPage {
  partner: ChatPartner;
  /** Oldest first within the page. */
  messages: ChatMessage[];
  /** Every message between the two. */
  total: number;
  /** Whether the caller may send now, and why not. */
  permission: MessagePermission;
  /** What the first messages show of a scam (contract/scam-rules.ts, decision 0959): the chat's safety note; empty when nothing. */
  safetyNote: ScamSignal[];
  /** Since when each side's family reads the conversation, for the notice both pages show (issue 27). */
  familyReadsSince: FamilyReadsSince;
}

/**
 * "Family in the conversation" (issue 27, decision 0971), from the reader's side: since when the
 * managers of the reader's profile read it (their candidate turned it on), and since when the
 * partner's do (when the partner's profile is run by their family). Null: they do not.
 */
export interface FamilyReadsSince {
  mine: number | null;
  partner: number | null;
}

/** `data` of `GET /user/messaging/unread`: the header's badges. */
export interface UnreadCounts {
  messages: number;
  letters: number;
}

export interface Letter {
  _id: string;
  fromUserId: string;
  toUserId: string;
  /** The other member: sender in the Inbox, recipient in the sent box. */
  partner: Pick<ChatPartner, '_id' | 'name' | 'profilePicture'>;
  subject: string;
  body: string;
  sentAt: number;
  readAt: number | null;
}

export interface LettersPage {
  letters: Letter[];
  total: number;
  unread: number;
}

/** `data` of `POST /user/messaging/ticket`: opens the live socket once, within a short time. */
export interface SocketTicket {
  ticket: string;
  expiresAt: number;
}

/** The live socket: `GET /api/user/messaging/socket?ticket=…` (a WebSocket upgrade). */
export const SOCKET_PATH = '/api/user/messaging/socket';
/** How long a ticket may wait before it is used. */
export const SOCKET_TICKET_TTL_MS = 30_000;

/**
 * What the server tells a member's open pages. Only notice: the database is the truth, and a
 * page that missed events catches up with `getMessages?after` and `getChatUsers`.
 */
export type LiveEvent =
  /** A message stored in one of the member's conversations (theirs too, for their other tabs). */
  | { type: 'message'; message: ChatMessage; partner: ChatPartner }
  /** A page of the partner received these messages of the member (exactly these: an earlier one may not have arrived). */
  | { type: 'delivered'; partnerId: string; ids: number[]; at: number }
  /** `partnerId` read the conversation up to `upTo` (also sent to the reader's own other tabs). */
  | { type: 'read'; partnerId: string; readerId: string; upTo: number; at: number }
  /** A letter arrived. */
  | { type: 'letter'; letterId: string; from: Pick<ChatPartner, '_id' | 'name'>; subject: string }
  /** A block or deactivation closed the conversation with `partnerId`. */
  | { type: 'closed'; partnerId: string }
  /** Family in the conversation with `partnerId` was turned on or off, on either side (issue 27). */
  | { type: 'familyReads'; partnerId: string; familyReadsSince: FamilyReadsSince }
  /** Something the member's pages show changed (a request, a notification, …): they refresh what it names (decision 0900). */
  | { type: 'changed'; what: LiveChange[] };

/** What a `changed` event can name: each is a header count or the pages that show it (ui/lib/live-changes.ts). */
export const LIVE_CHANGES = ['requests', 'notifications', 'treeViews', 'familyLinks'] as const;
export type LiveChange = (typeof LIVE_CHANGES)[number];

/** Sent by the page: keeps the connection alive through proxies. The server answers 'pong'. */
export const SOCKET_PING = 'ping';
export const SOCKET_PONG = 'pong';

/** Getters: each text is read in the reader's language when it is used (issue 25). */
export const MESSAGING_TEXT = {
  get chat() { return m.messaging_chat(); },
  get inbox() { return m.messaging_inbox(); },
  get sent() { return m.messaging_sent(); },
  get message() { return m.messaging_message(); },
  get writeLetter() { return m.messaging_write_letter(); },
  get send() { return m.messaging_send(); },
  get noConversations() { return m.messaging_no_conversations(); },
  get noMessages() { return m.messaging_no_messages(); },
  get noLetters() { return m.messaging_no_letters(); },
  get noSentLetters() { return m.messaging_no_sent_letters(); },
  get messageSent() { return m.messaging_message_sent(); },
  /** A send the server never answered, after the page tried again (issue 20 §2.4). */
  get notSent() { return m.messaging_not_sent(); },
  get retry() { return m.messaging_retry(); },
  get letterSent() { return m.messaging_letter_sent(); },
  get letterDeleted() { return m.messaging_letter_deleted(); },
  newMessageFrom: (name: string) => m.messaging_new_message_from({ name }),
  newLetterFrom: (name: string) => m.messaging_new_letter_from({ name }),
  reasons: {
    get upgrade() { return m.messaging_reason_upgrade(); },
    get upgradeMail() { return m.messaging_reason_upgrade_mail(); },
    get notAccepted() { return m.messaging_reason_not_accepted(); },
    get blocked() { return m.messaging_reason_blocked(); },
    get unavailable() { return m.messaging_reason_unavailable(); },
    get emailNotVerified() { return m.auth_verify_dialog_not_verified(); },
    get family() { return m.messaging_reason_family(); },
  } satisfies Record<Exclude<MessagePermission, 'allowed'>, string> & { upgradeMail: string },
  get conversationNotFound() { return m.messaging_conversation_not_found(); },
  /** A manager's session and a conversation the candidate has not opened to the family (issue 27). */
  get familyNotReading() { return m.messaging_family_not_reading(); },
  get lettersCandidateOnly() { return m.messaging_letters_candidate_only(); },
  get letterNotFound() { return m.messaging_letter_not_found(); },
  get throttledBurst() { return m.messaging_throttled_burst(); },
  throttledDaily: (n: number, what: 'messages' | 'letters' = 'messages') =>
    what === 'messages' ? m.messaging_throttled_daily_messages({ count: n.toLocaleString('en-IN') }) : m.messaging_throttled_daily_letters({ count: n.toLocaleString('en-IN') }),
  get ticketInvalid() { return m.messaging_ticket_invalid(); },
} as const;
