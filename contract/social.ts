import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import type { FamilyRelation } from './family-relations';
import { multiLine } from './text-rules';

/** Inputs and texts of the social layer (viewing others, block, ratings, comments, lists). */
export const COMMENT_MAX = 500;
export const COMMENTS_ON_PROFILE = 5;
export const SOCIAL_PAGE_SIZE = 10;

/** Getters: each text is read in the reader's language when it is used (issue 25). */
export const SOCIAL_TEXT = {
  get profileNotAvailable() { return m.social_profile_not_available(); },
  get notYourself() { return m.social_text_not_yourself(); },
  get blockedNow() { return m.social_text_blocked_now(); },
  get unblockedNow() { return m.social_text_unblocked_now(); },
  get alreadyBlocked() { return m.social_text_already_blocked(); },
  get notBlocked() { return m.social_text_not_blocked(); },
  get rated() { return m.social_text_rated(); },
  get commented() { return m.social_text_commented(); },
  get commentDeleted() { return m.social_text_comment_deleted(); },
  get rateNotAllowed() { return m.social_text_rate_not_allowed(); },
  get commentNotAllowed() { return m.social_text_comment_not_allowed(); },
  get noSuchComment() { return m.social_text_no_such_comment(); },
  get notYourComment() { return m.social_text_not_your_comment(); },
  get contactHidden() { return m.social_contact_hidden(); },
  get contactAfterAccept() { return m.social_contact_after_accept(); },
};

const memberId = z
  .string({ error: () => m.social_choose_member() })
  .trim()
  .min(1, { error: () => m.social_choose_member() })
  .max(64, { error: () => m.social_not_member_id() });

export const memberIdParamSchema = z.object({ id: memberId });

/** `?page` of `GET /user/get/{id}`: the page of the profile's comments included (decision 0461). */
export const viewProfileQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1),
});

/** Body of the paged POST lists (spec §7 list queries: page from 1, limit). */
export const pagedBodySchema = z.object({
  page: z.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit can be at most 100').default(SOCIAL_PAGE_SIZE),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(100, 'limit can be at most 100').default(SOCIAL_PAGE_SIZE),
});

export const blockUserSchema = z.object({
  id: memberId,
  block: z.boolean({ error: 'Say whether to block (true) or unblock (false).' }),
});

export const rateUserSchema = z.object({
  id: memberId,
  rating: z
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
});

export const commentUserSchema = z.object({
  id: memberId,
  comment: multiLine(
    z
      .string({ error: () => m.social_comment_required() })
      .trim()
      .min(1, { error: () => m.social_comment_required() })
      .max(COMMENT_MAX, { error: () => m.social_comment_too_long({ max: COMMENT_MAX }) }),
  ),
});

/**
 * `/usersList/{type}` and `POST /user/getUsersList/{type}` (decision 0463); 'matches' is the
 * accepted matches of `POST /user/getMatches` (decision 0840).
 */
export const USERS_LIST_TYPES = ['viewers', 'viewed', 'shortlisted', 'likes', 'matches'] as const;
export type UsersListType = (typeof USERS_LIST_TYPES)[number];
export const usersListParamSchema = z.object({
  type: z.enum(USERS_LIST_TYPES, { error: 'Choose a list: viewers, viewed, shortlisted, likes or matches.' }),
});

/**
 * `family` of `GET /user/get/{id}` (issue 27): a profile run with the candidate's family shows
 * "Managed by her father · Confirmed by Priya". `managers`: each manager's relation to the
 * candidate (relationToCandidate of contract/managers.ts names it); `confirmedBy`: the candidate
 * who confirmed the profile, null while it waits for them (only its own people see it then).
 * Null for a profile the member runs alone.
 */
export interface ProfileFamilyNote {
  managers: FamilyRelation[];
  confirmedBy: string | null;
}
