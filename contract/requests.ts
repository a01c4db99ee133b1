import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import type { FamilyRelation } from './family-relations';

/** Inputs and texts of interest, member requests and the shortlist (issue 4 §4; docs/decisions/0540–0545). */

/** Kinds of request this domain sends and answers ('tree' requests belong to the family tree). */
export const REQUEST_KINDS = ['interest', 'photo', 'contact', 'horoscope'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** Kinds sent through `POST /user/sendRequest` (interest goes through `POST /match/matchAccount/{id}`). */
export const MEMBER_REQUEST_KINDS = ['photo', 'contact', 'horoscope'] as const;
export type MemberRequestKind = (typeof MEMBER_REQUEST_KINDS)[number];

export const REQUEST_DIRECTIONS = ['sent', 'received'] as const;
export type RequestDirection = (typeof REQUEST_DIRECTIONS)[number];
/** The statuses a list can be filtered by; the pages show the first three. */
export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const PAGE_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** Spec §7/§9: the frame loads member requests 100 at a time. */
export const REQUESTS_MAX_LIMIT = 100;
export const REQUESTS_PAGE_SIZE = 10;

const KIND_LABEL: Record<RequestKind, () => string> = {
  interest: m.requests_kind_interest,
  photo: m.requests_kind_photo,
  contact: m.requests_kind_contact,
  horoscope: m.requests_kind_horoscope,
};
/** A kind of request as the lists name it, in the page's language. */
export const kindLabel = (kind: RequestKind) => KIND_LABEL[kind]();

/** Getters and functions: each text is read in the reader's language when it is used (issue 25). */
export const REQUESTS_TEXT = {
  get interestSent() { return m.requests_text_interest_sent(); },
  get interestAlreadySent() { return m.requests_text_interest_already_sent(); },
  get interestAlreadyReceived() { return m.requests_text_interest_already_received(); },
  get interestAlreadyAccepted() { return m.requests_text_interest_already_accepted(); },
  get requestSent() { return m.requests_text_request_sent(); },
  get requestAlreadySent() { return m.requests_text_request_already_sent(); },
  get requestAlreadyAccepted() { return m.requests_text_request_already_accepted(); },
  get declinedBefore() { return m.requests_text_declined_before(); },
  get notYourself() { return m.requests_text_not_yourself(); },
  get youBlocked() { return m.requests_text_you_blocked(); },
  get profileNotAvailable() { return m.requests_text_profile_not_available(); },
  get sameGender() { return m.requests_text_same_gender(); },
  get theyAreMinor() { return m.requests_text_they_are_minor(); },
  get youAreMinor() { return m.requests_text_you_are_minor(); },
  get youMatchOff() { return m.requests_text_you_match_off(); },
  get theyMatchOff() { return m.requests_text_they_match_off(); },
  get noSuchRequest() { return m.requests_text_no_such_request(); },
  get onlyReceiverAnswers() { return m.requests_text_only_receiver_answers(); },
  get onlySenderWithdraws() { return m.requests_text_only_sender_withdraws(); },
  get notPending() { return m.requests_text_not_pending(); },
  get accepted() { return m.requests_text_accepted(); },
  /** The member-facing word for saying no is 'Decline', on profiles, cards and the requests pages (decision 0547). */
  get rejected() { return m.requests_text_rejected(); },
  get withdrawn() { return m.requests_text_withdrawn(); },
  get shortlisted() { return m.requests_text_shortlisted(); },
  get unshortlisted() { return m.requests_text_unshortlisted(); },
  get alreadyShortlisted() { return m.requests_text_already_shortlisted(); },
  get notShortlisted() { return m.requests_text_not_shortlisted(); },
  interestLimit: (n: number) => m.requests_text_interest_limit({ n }),
  /** Interest for a person of the sender's family list (docs/decisions/0546). */
  get forMember() { return m.requests_text_for_member(); },
  forSent: (name: string) => m.requests_text_for_sent({ name }),
  forAlreadySent: (name: string) => m.requests_text_for_already_sent({ name }),
  forAlreadyBetween: (name: string) => m.requests_text_for_already_between({ name }),
  forDeclinedBefore: (name: string) => m.requests_text_for_declined_before({ name }),
  forThemself: (name: string) => m.requests_text_for_themself({ name }),
  get forNeedsPlan() { return m.requests_text_for_needs_plan(); },
  forSameGender: (name: string) => m.requests_text_for_same_gender({ name }),
  forTheyBlocked: (name: string) => m.requests_text_for_they_blocked({ name }),
  forRelative: (name: string, fatherGen: number, motherGen: number) => m.requests_text_for_relative({ name, fatherGen, motherGen }),
  forProhibited: (name: string) => m.requests_text_for_prohibited({ name }),
  forSameGotra: (name: string) => m.requests_text_for_same_gotra({ name }),
};

/** Whom an interest is for, as the receiver and the sender read it ("Rohan Sharma (son)"). */
export function forWhom(f: { name: string; relation: string | null }): string {
  return f.relation ? `${f.name} (${f.relation})` : f.name;
}

const memberId = z.string({ error: 'Choose a member.' }).trim().min(1, 'Choose a member.').max(64, 'That is not a member id.');
const requestId = z.string({ error: 'Choose a request.' }).trim().min(1, 'Choose a request.').max(64, 'That is not a request id.');

export const memberIdParamSchema = z.object({ id: memberId });

/**
 * `POST /match/matchAccount/{id}`: spec §7 "payload id and user id". Both are optional and
 * ignored: the member comes from the path, the sender from the session. `forMember`: an entry
 * of the caller's family list the interest is sent for (family finding's Send Match,
 * docs/decisions/0546); left out or null, the interest is the caller's own.
 */
export const matchAccountSchema = z
  .object({
    id: z.string().max(64).optional(),
    userId: z.string().max(64).optional(),
    forMember: z
      .string({ error: () => REQUESTS_TEXT.forMember })
      .trim()
      .min(1, { error: () => REQUESTS_TEXT.forMember })
      .max(64, { error: () => REQUESTS_TEXT.forMember })
      .nullish(),
  })
  .default({});

/** Pages start at 1; page 0 (spec §7 "page 0") means the first page too. */
const page = z.number({ error: 'page must be a number' }).int('page must be a whole number').min(0, 'page must be 0 or more').max(100_000).default(1);
const limit = (fallback: number) =>
  z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REQUESTS_MAX_LIMIT, `limit can be at most ${REQUESTS_MAX_LIMIT}`)
    .default(fallback);

/** `POST /user/getRequests` and `POST /match/getMatchedRequest`. */
export const requestListSchema = z.object({
  type: z.enum(REQUEST_DIRECTIONS, { error: 'Choose sent or received.' }).default('received'),
  status: z.enum(REQUEST_STATUSES, { error: 'Choose pending, accepted, rejected or withdrawn.' }).default('pending'),
  /** Only for `getRequests`: one kind of request; all kinds when left out. */
  kind: z.enum(REQUEST_KINDS, { error: 'Choose interest, photo, contact or horoscope.' }).optional(),
  page,
  limit: limit(REQUESTS_PAGE_SIZE),
});

/** `POST /user/sendRequest`. */
export const sendRequestSchema = z.object({
  id: memberId,
  type: z.enum(MEMBER_REQUEST_KINDS, { error: 'Choose what to ask for: photo, contact or horoscope.' }),
});

/**
 * An answer to a request: `PUT /match/updateMatchRequest` (interest) and `POST /user/sendResponse`
 * (photo, contact, horoscope) take the same body; withdrawn is for the sender.
 */
export const answerRequestSchema = z.object({
  id: requestId,
  status: z.enum(['accepted', 'rejected', 'withdrawn'], { error: 'Choose accepted, rejected or withdrawn.' }),
});
export type Answer = z.infer<typeof answerRequestSchema>['status'];

/** `POST /match/shortlistAccount/{id}`: toggles, or sets when `shortlist` is given. */
export const shortlistAccountSchema = z.object({ shortlist: z.boolean({ error: 'Say whether to shortlist (true) or remove (false).' }).optional() }).default({});

/** `POST /match/getShortlist`. */
export const shortlistListSchema = z.object({ page, limit: limit(REQUESTS_PAGE_SIZE) });

/** Member card as the lists show it. */
export interface RequestMember {
  _id: string;
  name: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  profilePicture: string;
  /** The member confirmed their mobile number by SMS (issue 24): the "Phone verified" badge. */
  phoneVerified: boolean;
  /** An administrator approved the member's government ID (issue 24): the "ID verified" badge. */
  idVerified: boolean;
}

export interface RequestItem {
  _id: string;
  type: RequestKind;
  status: RequestStatus;
  /** True when the caller sent it. */
  sent: boolean;
  createdAt: number;
  updatedAt: number;
  user: RequestMember;
  /** An interest sent for a person of the sender's family list (docs/decisions/0546); null for the sender's own. */
  forMember: RequestForMember | null;
  /**
   * The family manager who sent it for the sender's profile (issue 27), shown "sent by her father,
   * Ramesh Sharma" (relationToCandidate of contract/managers.ts, with the sender's gender); null
   * when the member sent it themselves. `relation` is null once the manager has left the profile.
   */
  sentBy: { name: string; relation: FamilyRelation | null } | null;
}

export interface RequestForMember {
  /** The sender's family-list entry; null once the sender removed it from the list. */
  _id: string | null;
  name: string;
  /** Their relation to the sender in the reader's mother tongue ("son", "बेटा"; decision 0724), or the English stored at sending once the entry is gone; null when not known. */
  relation: string | null;
}

/** `POST /user/requests/sentForMe`: interests a relative sent for the caller from their family list (decision 0724). */
export const sentForMeSchema = z.object({ page, limit: limit(REQUESTS_PAGE_SIZE) });

export interface SentForMeItem {
  _id: string;
  /** Open ones only: pending (the member can withdraw it) or accepted. */
  status: 'pending' | 'accepted';
  createdAt: number;
  updatedAt: number;
  /** The member the interest was sent to. */
  user: RequestMember;
  /** The relative who sent it, with what they are to the caller in the caller's mother tongue ("father", "पिता"); null when their list does not say. */
  sentBy: { _id: string; name: string; relation: string | null };
}

export type StatusCounts = Record<RequestStatus, number>;
export interface RequestCounts {
  sent: StatusCounts;
  received: StatusCounts;
}

/**
 * The viewer's own interest with a member as a profile and every result card carry it
 * (docs/decisions/0547): the newest one between the two, either way, not one sent for a
 * relative; null when there is none or it was withdrawn (then one can be sent again).
 */
export interface InterestBetween {
  _id: string;
  status: Exclude<RequestStatus, 'withdrawn'>;
  /** True when the viewer sent it. */
  sent: boolean;
}

/** What a result card's actions need (decision 0547): built for the whole page in one query. */
export interface CardActionFlags {
  isShortlisted: boolean;
  interest: InterestBetween | null;
}
