import { z } from 'zod';
import type { RelationId } from './reference';

/**
 * Linking an entry of a member's family list to the real member it is (spec §7 Merge:
 * /user/member/merge/request, /verify, /approve), and family recommendations (spec §3
 * Recommendation, §7 GET /member/memberRecommendation/{id}). Flow and rules:
 * docs/decisions/0755-family-link-flow.md; scoring: 0760-family-recommendation-scoring.md.
 */

export const LINK_TEXT = {
  requested: 'Link request sent. The member will confirm that this is them.',
  alreadyRequested: 'A link request for this family member is already open.',
  alreadyLinked: 'This family member is already linked to that member.',
  linkedToOther: 'This family member is linked to another member. Unlink it first.',
  memberLinkedElsewhere: 'This member is already linked to another person of your family list.',
  noSuchEntry: 'There is no such family member.',
  notSelfEntry: 'Your own entry is already you; choose a relative.',
  notYourself: 'You cannot link a relative to yourself. Choose the member who is that relative.',
  noSuchMember: 'There is no member with that id.',
  chooseMember: 'Choose the member to link, by their profile or their unique id.',
  noSuchRequest: 'There is no such link request.',
  onlyAskedMember: 'Only the member who was asked can answer this link request.',
  onlyRequester: 'Only the member who sent this link request can withdraw it.',
  notOpen: 'This link request has already been answered.',
  verifyFirst: 'Confirm that this is you before approving.',
  verified: 'Thank you. Approve the link to join your family trees.',
  alreadyVerified: 'You have already confirmed this request.',
  approved: 'Your family trees are joined.',
  alreadyApproved: 'This link is already approved.',
  rejected: 'Link request rejected.',
  withdrawn: 'Link request withdrawn.',
  unlinked: 'The family member is unlinked. Nothing either of you wrote was removed.',
  notLinked: 'This family member is not linked to a member.',
  notYourLink: 'Only the member who wrote this family member, or the member it is linked to, can unlink it.',
  cannotUnlinkSelf: 'Your own entry is always you and cannot be unlinked.',
} as const;

export const RECOMMENDATION_TEXT = {
  pageTitle: 'Recommended Family Members',
  pageEmpty: 'No Member Found For Recommendation',
  cardTitle: 'Family Members Recommendation',
  cardEmpty: 'Connect with more member and get recommended',
} as const;

const id = (what: string) => z.string({ error: `Choose ${what}.` }).trim().min(1, `Choose ${what}.`).max(64, `That is not ${what} id.`);

/** `POST /user/member/merge/request`: the entry of my list, and the member it is (id or unique id). */
export const linkRequestSchema = z
  .object({
    memberId: id('a family member'),
    userId: z.string().trim().max(64, 'That is not a member id.').optional(),
    uniqueId: z.string().trim().max(40, 'That is not a unique id.').optional(),
  })
  .refine((v) => !!(v.userId || v.uniqueId), { message: LINK_TEXT.chooseMember, path: ['userId'] });
export type LinkRequestInput = z.infer<typeof linkRequestSchema>;

/** `POST /user/member/merge/verify`: the asked member says "this is me" (verified) or not (rejected). */
export const linkVerifySchema = z.object({
  id: id('a link request'),
  status: z.enum(['verified', 'rejected'], { error: 'Choose verified or rejected.' }).default('verified'),
});

/** `POST /user/member/merge/approve`: the asked member joins the trees (approved) or declines (rejected). */
export const linkApproveSchema = z.object({
  id: id('a link request'),
  status: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected.' }).default('approved'),
});

/** `POST /user/member/merge/withdraw`: the requester takes back an open request. */
export const linkWithdrawSchema = z.object({ id: id('a link request') });

/** `POST /user/member/merge/unlink`: the entry's owner or the linked member undoes a link. */
export const unlinkSchema = z.object({ memberId: id('a family member') });

export const LINK_BOXES = ['received', 'sent'] as const;
export type LinkBox = (typeof LINK_BOXES)[number];

/** `POST /user/member/merge/list`: my received or sent link requests; `open` leaves out answered ones. */
export const linkListSchema = z
  .object({
    type: z.enum(LINK_BOXES, { error: 'Choose received or sent.' }).default('received'),
    open: z.boolean({ error: 'open must be true or false' }).default(true),
  })
  .default({ type: 'received', open: true });

export const recommendationParamSchema = z.object({ id: id('a member') });

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
