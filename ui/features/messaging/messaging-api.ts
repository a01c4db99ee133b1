import type {
  ChatMessage,
  ChatUsersPage,
  Letter,
  LettersPage,
  MessagesPage,
  SendMailInput,
  SendMessageInput,
  UnreadCounts,
} from '../../../contract/messaging';
import { api, call, type ApiResult } from '../../lib/api';

/**
 * The messaging calls (docs/decisions/0588–0589). Each answers the contract's shape, so the
 * screens depend on contract/messaging.ts and this file proves the server gives it.
 */
async function data<T>(request: Promise<ApiResult<{ data: T }>>): Promise<ApiResult<T>> {
  const res = await request;
  return res.ok ? { ok: true, body: res.body.data } : res;
}

/** The newest page (`skip` 0), an older one, or — with `after` — every message after an id. */
export const fetchThread = (id: string, query: { skip?: number; after?: number }): Promise<ApiResult<MessagesPage>> =>
  data(
    call(() =>
      api.user.getMessages[':id'].$get({
        param: { id },
        query: query.after !== undefined ? { after: String(query.after) } : { skip: String(query.skip ?? 0) },
      }),
    ),
  );

/** A send unanswered this long has an unknown outcome: the page sends it again with the same clientId. */
const SEND_TIMEOUT_MS = 15_000;

export const sendMessage = (input: SendMessageInput): Promise<ApiResult<ChatMessage>> =>
  data(call(() => api.user.sendMessage.$post({ json: input }, { init: { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) } })));

export const markThreadRead = (id: string) => call(() => api.user.messaging.read[':id'].$post({ param: { id } }));

export const fetchConversations = (search: string, skip: number): Promise<ApiResult<ChatUsersPage>> =>
  data(call(() => api.user.getChatUsers.$get({ query: search ? { search, skip: String(skip) } : { skip: String(skip) } })));

export const fetchUnread = (): Promise<ApiResult<UnreadCounts>> => data(call(() => api.user.messaging.unread.$get()));

export const sendLetter = (input: SendMailInput): Promise<ApiResult<Letter>> => data(call(() => api.user.sendMail.$post({ json: input })));

export const fetchLetters = (box: 'inbox' | 'sent', page: number): Promise<ApiResult<LettersPage>> =>
  data(call(() => api.user.letters.$get({ query: { box, page: String(page) } })));

export const markLetterRead = (letterId: string) => call(() => api.user.letters.read[':letterId'].$post({ param: { letterId } }));

export const deleteLetter = (letterId: string) => call(() => api.user.letters[':letterId'].$delete({ param: { letterId } }));
