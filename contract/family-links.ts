import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { namedId } from './family';
import type { RelationId } from './reference';

/**
 * Linking an entry of a member's family list to the real member it is (spec §7 Merge:
 * /user/member/merge/request, /verify, /approve), and family recommendations (spec §3
 * Recommendation, §7 GET /member/memberRecommendation/{id}). Flow and rules:
 * docs/decisions/0755-family-link-flow.md; scoring: 0760-family-recommendation-scoring.md.
 */

/** Getters, so each text is read in the reader's language (issue 25). */
export const LINK_TEXT = {
  get requested() { return m.family_link_requested(); },
  get alreadyRequested() { return m.family_link_already_requested(); },
  get alreadyLinked() { return m.family_link_already_linked(); },
  get linkedToOther() { return m.family_link_linked_to_other(); },
  get memberLinkedElsewhere() { return m.family_link_member_linked_elsewhere(); },
  get noSuchEntry() { return m.family_no_such_member(); },
  get notSelfEntry() { return m.family_link_not_self_entry(); },
  get notYourself() { return m.family_link_not_yourself(); },
  get noSuchMember() { return m.family_link_no_such_member(); },
  get chooseMember() { return m.family_link_choose_member(); },
  get noSuchRequest() { return m.family_link_no_such_request(); },
  get onlyAskedMember() { return m.family_link_only_asked_member(); },
  get onlyRequester() { return m.family_link_only_requester(); },
  get notOpen() { return m.family_link_not_open(); },
  get verifyFirst() { return m.family_link_verify_first(); },
  get verified() { return m.family_link_verified(); },
  get alreadyVerified() { return m.family_link_already_verified(); },
  get approved() { return m.family_link_approved(); },
  get alreadyApproved() { return m.family_link_already_approved(); },
  get rejected() { return m.family_link_rejected(); },
  get withdrawn() { return m.family_link_withdrawn(); },
  get unlinked() { return m.family_link_unlinked(); },
  get notLinked() { return m.family_link_not_linked(); },
  get notYourLink() { return m.family_link_not_your_link(); },
  get cannotUnlinkSelf() { return m.family_link_cannot_unlink_self(); },
};

/** Getters, so each text is read in the reader's language (issue 25). */
export const RECOMMENDATION_TEXT = {
  get pageTitle() { return m.family_recommendation_page_title(); },
  get pageEmpty() { return m.family_recommendation_page_empty(); },
  get cardTitle() { return m.family_recommendation_card_title(); },
  get cardEmpty() { return m.family_recommendation_card_empty(); },
};

const entryId = namedId(m.family_link_choose_entry, m.family_not_entry_id);
const requestId = namedId(m.family_link_choose_request, m.family_link_not_request_id);

/** `POST /user/member/merge/request`: the entry of my list, and the member it is (id or unique id). */
export const linkRequestSchema = z
  .object({
    memberId: entryId,
    userId: z.string().trim().max(64, { error: () => m.family_not_member_id() }).optional(),
    uniqueId: z.string().trim().max(40, { error: () => m.family_link_not_unique_id() }).optional(),
  })
  .refine((v) => !!(v.userId || v.uniqueId), { error: () => LINK_TEXT.chooseMember, path: ['userId'] });
export type LinkRequestInput = z.infer<typeof linkRequestSchema>;

/** `POST /user/member/merge/verify`: the asked member says "this is me" (verified) or not (rejected). */
export const linkVerifySchema = z.object({
  id: requestId,
  status: z.enum(['verified', 'rejected'], { error: () => m.family_link_choose_verified_or_rejected() }).default('verified'),
});

/** `POST /user/member/merge/approve`: the asked member joins the trees (approved) or declines (rejected). */
export const linkApproveSchema = z.object({
  id: requestId,
  status: z.enum(['approved', 'rejected'], { error: () => m.family_link_choose_approved_or_rejected() }).default('approved'),
});

/** `POST /user/member/merge/withdraw`: the requester takes back an open request. */
export const linkWithdrawSchema = z.object({ id: requestId });

/** `POST /user/member/merge/unlink`: the entry's owner or the linked member undoes a link. */
export const unlinkSchema = z.object({ memberId: entryId });

export const LINK_BOXES = ['received', 'sent'] as const;
export type LinkBox = (typeof LINK_BOXES)[number];

/** `POST /user/member/merge/list`: my received or sent link requests; `open` leaves out answered ones. */
export const linkListSchema = z
  .object({
    type: z.enum(LINK_BOXES, { error: () => m.family_link_choose_received_or_sent() }).default('received'),
    open: z.boolean({ error: () => m.family_link_open_boolean() }).default(true),
  })
  .default({ type: 'received', open: true });

export const recommendationParamSchema = z.object({ id: namedId(m.family_choose_a_member, m.family_not_member_id) });

export type LinkStatus = 'pending' | 'verified' | 'approved' | 'rejected' | 'withdrawn';

export interface LinkPerson {
  _id: string;
  name: string;
  profilePicture: string;
}

/** One link request as either member sees it. */
export interface LinkRequestView {
  _id: string;
  status: LinkStatus;
  /** Approved and the entry still points at the member: either side may unlink. */
  linked: boolean;
  /** The entry of the requester's list: as typed, and how the requester relates to it. */
  member: {
    _id: string;
    to_name: string;
    relation_id: RelationId;
    /** The relation in the viewer's mother tongue; a chained entry names its whole chain. */
    relation: string;
  };
  requester: LinkPerson;
  user: LinkPerson;
  createdAt: number;
  updatedAt: number;
}

/** Spec §3 Recommendation: user_id, to_name, userDetails[0].profilePicture (plus why, best first). */
export interface FamilyRecommendation {
  user_id: string;
  to_name: string;
  userDetails: [{ profilePicture: string; gender: 'male' | 'female' | null }];
  /** Higher is surer. */
  score: number;
  /** A sentence saying why, without naming anyone the viewer may not know. */
  reason: string;
}
