import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { multiLine } from './text-rules';

/** Inputs and texts of the social layer (viewing others, block, ratings, comments, lists). */
export const COMMENT_MAX = 500;
export const COMMENTS_ON_PROFILE = 5;
export const SOCIAL_PAGE_SIZE = 10;

export const SOCIAL_TEXT = {
  profileNotAvailable: 'This profile is not available.',
  notYourself: 'You cannot do this on your own profile.',
  blockedNow: 'Member blocked. You will no longer see each other.',
  unblockedNow: 'Member unblocked.',
  alreadyBlocked: 'You have already blocked this member.',
  notBlocked: 'This member is not blocked.',
  rated: 'Thank you. Your rating is saved.',
  commented: 'Your comment is posted.',
  commentDeleted: 'The comment is deleted.',
  rateNotAllowed: 'You can rate a member once one of you has accepted the other’s request.',
  commentNotAllowed: 'You can comment on a member’s profile once one of you has accepted the other’s request.',
  noSuchComment: 'There is no such comment.',
  notYourComment: 'Only the comment’s author or the profile owner can delete it.',
  contactHidden: 'Contact details are hidden by the member.',
  contactAfterAccept: 'Contact details are shown once one of you has accepted the other’s request.',
} as const;

const memberId = z.string({ error: 'Choose a member.' }).trim().min(1, 'Choose a member.').max(64, 'That is not a member id.');

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
