import type { InferResponseType } from 'hono/client';
import type { Answer, RequestDirection, RequestKind, RequestStatus } from '../../../contract/requests';
import { api, call } from '../../lib/api';
import { refreshRequestsCount } from '../../lib/header-counts';

/** The calls of interest, member requests and the shortlist (docs/decisions/0540–0545). */
const getRequests = api.user.getRequests.$post;
export type RequestPage = InferResponseType<typeof getRequests, 200>['data'];
export type RequestRow = RequestPage['requests'][number];

export const fetchRequests = (type: RequestDirection, status: RequestStatus, page: number, limit: number) =>
  call(() => getRequests({ json: { type, status, page, limit } }));

/** Interest goes through /match/updateMatchRequest, the other kinds through /user/sendResponse. */
/** Answering changes the header's Requests count: it is read again at once, not at the next page. */
export async function answerRequest(kind: RequestKind, id: string, status: Answer) {
  const res = await (kind === 'interest'
    ? call(() => api.match.updateMatchRequest.$put({ json: { id, status } }))
    : call(() => api.user.sendResponse.$post({ json: { id, status } })));
  if (res.ok) void refreshRequestsCount();
  return res;
}

export const sendInterest = (id: string) => call(() => api.match.matchAccount[':id'].$post({ param: { id }, json: { id } }));

export const askFor = (id: string, type: 'photo' | 'contact' | 'horoscope') => call(() => api.user.sendRequest.$post({ json: { id, type } }));

export const toggleShortlist = (id: string, shortlist?: boolean) =>
  call(() => api.match.shortlistAccount[':id'].$post({ param: { id }, json: shortlist === undefined ? {} : { shortlist } }));

export const fetchShortlist = (page: number, limit: number) => call(() => api.match.getShortlist.$post({ json: { page, limit } }));

/** Interests relatives sent for the caller from their family lists (docs/decisions/0724); the frame's 100 at a time. */
const getSentForMe = api.user.requests.sentForMe.$post;
export type SentForMePage = InferResponseType<typeof getSentForMe, 200>['data'];
export const fetchSentForMe = () => call(() => getSentForMe({ json: { page: 1, limit: 100 } }));
