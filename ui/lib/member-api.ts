import type { InferResponseType } from 'hono/client';
import { api, call } from './api';

/**
 * One member's profile as a viewer may see it (spec §2 View profile): the profile page, the
 * horoscope viewer and the mailbox's addressee all load it, so it sits below the features.
 */
const getMember = api.user.get[':id'].$get;
export type ViewedMember = InferResponseType<typeof getMember, 200>['user'];

export const fetchMember = (id: string, page = 1) => call(() => getMember({ param: { id }, query: { page: String(page) } }));
