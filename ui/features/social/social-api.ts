import type { InferResponseType } from 'hono/client';
import type { UsersListType } from '../../../contract/social';
import { api, call } from '../../lib/api';

/** The social layer's calls (docs/decisions/0460–0463); the viewed member's is ui/lib/member-api.ts. */
const getList = api.user.getUsersList[':type'].$post;
export type MemberList = InferResponseType<typeof getList, 200>['data'];
export type MemberListItem = MemberList['users'][number];

const getComments = api.user.getComments[':id'].$get;
export type CommentsPage = InferResponseType<typeof getComments, 200>['data'];
export type CommentItem = CommentsPage['comments'][number];

export const fetchUsersList = (type: UsersListType, page: number, limit: number) =>
  call(() => getList({ param: { type }, json: { page, limit } }));

export const fetchBlocked = (page: number, limit: number) => call(() => api.user.getBlockedUsers.$post({ json: { page, limit } }));

export const setBlocked = (id: string, block: boolean) => call(() => api.user.blockUser.$post({ json: { id, block } }));

export const rateMember = (id: string, rating: number) => call(() => api.user.rateUser.$post({ json: { id, rating } }));

export const commentOn = (id: string, comment: string) => call(() => api.user.commentUser.$post({ json: { id, comment } }));

export const fetchComments = (id: string, page: number, limit: number) =>
  call(() => getComments({ param: { id }, query: { page: String(page), limit: String(limit) } }));

export const deleteComment = (id: string) => call(() => api.user.deleteComment[':id'].$delete({ param: { id } }));

const viewContact = api.user.viewContact[':id'].$post;
export type RevealedContact = InferResponseType<typeof viewContact, 200>;

/** Reveals a member's contact details, spending one contact view of the plan (decision 0564). */
export const revealContact = (id: string) => call(() => viewContact({ param: { id } }));

const getSimilar = api.user.getSimilarProfile[':id'].$get;
export type SimilarMember = InferResponseType<typeof getSimilar, 200>['users'][number];

/** Members like member {id} whom the viewer may reach, the endpoint's six (decision 0523): "Similar profiles" (0922). */
export const fetchSimilarMembers = (id: string) => call(() => getSimilar({ param: { id }, query: {} }));
