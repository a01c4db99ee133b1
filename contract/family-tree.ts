import { z } from 'zod';
import type { RelationId, RelationLanguage } from './reference';

/**
 * Family tree charts and tree view requests (spec §2 Family tree viewer, §3, §7 Trees; issue 5 §3;
 * docs/decisions/0740–0744). Shared by the API and the UI.
 */

import { TREE_TYPES, type TreeType } from './tree-types';
export { TREE_TYPES, type TreeType };

export const TREE_TYPE_LABEL: Record<TreeType, string> = { father: 'Father', mother: 'Mother', husband: 'Husband', wife: 'Wife' };

/** The selector's options for an owner: Husband only for a female owner, Wife only for a male one (spec §2). */
export function treeTypesFor(gender: 'male' | 'female' | null | undefined): TreeType[] {
  if (gender === 'female') return ['father', 'mother', 'husband'];
  if (gender === 'male') return ['father', 'mother', 'wife'];
  return ['father', 'mother'];
}

export const TREE_TEXT = {
  chooseTree: 'Choose a tree: father, mother, husband or wife.',
  husbandOnlyForFemale: 'The Husband tree is shown for a female member’s family only.',
  wifeOnlyForMale: 'The Wife tree is shown for a male member’s family only.',
  profileNotAvailable: 'This profile is not available.',
  /** 403 on another member's tree: names the way to ask (decision 0741). */
  askFirst:
    'This member has not shared their family tree with you. Use ‘Request Tree View’ on their profile; you can see the tree once they accept your request.',
  waitingForAnswer: 'Your tree view request is waiting for this member’s answer. You can see the tree once they accept it.',
  declinedAsk: 'This member has declined your tree view request.',
  // Tree view requests
  requestSent: 'Tree view request sent.',
  alreadySent: 'You have already sent a tree view request to this member.',
  alreadyAccepted: 'This member has already accepted your tree view request.',
  notYourself: 'Your own tree is always open to you: there is no need to ask.',
  youBlocked: 'You have blocked this member. Unblock them to send a request.',
  noSuchRequest: 'There is no such tree view request.',
  onlyOwnerAnswers: 'Only the member who received this request can accept or reject it.',
  notPending: 'This request has already been answered.',
  accepted: 'Tree view request accepted.',
  rejected: 'Tree view request rejected.',
  noRequestFound: 'No Request Found',
  cardTitle: 'Family Tree View Requests',
  // Ending an accepted tree view (docs/decisions/0743)
  sharingTitle: 'Tree sharing',
  viewersHeading: 'Who can see your family tree',
  noViewers: 'Only you can see your family tree. When you accept a tree view request, the member is listed here.',
  sharedHeading: 'Family trees shared with you',
  noShared: 'No member has shared their family tree with you yet. Use ‘Request Tree View’ on a profile to ask.',
  stopSharing: 'Stop sharing',
  stopViewing: 'Stop viewing',
  stoppedSharing: 'You stopped sharing your family tree with this member.',
  stoppedViewing: 'You no longer see this member’s family tree.',
  alreadyEnded: 'This tree view has already ended.',
  neverAccepted: 'This tree view request was not accepted, so there is no tree view to end.',
  noSuchTreeView: 'There is no such tree view.',
} as const;

const memberId = z.string({ error: 'Choose a member.' }).trim().min(1, 'Choose a member.').max(64, 'That is not a member id.');
const requestId = z.string({ error: 'Choose a request.' }).trim().min(1, 'Choose a request.').max(64, 'That is not a request id.');
const treeType = z.enum(TREE_TYPES, { error: TREE_TEXT.chooseTree });

export const treeOwnerParamSchema = z.object({ id: memberId });

/** `?tree=` of both tree calls; father when left out. */
export const treeQuerySchema = z.object({ tree: treeType.default('father') });

/**
 * Body of `POST /user/getUserTree/{id}`: spec §7 "payload id and type". Both optional: the
 * member comes from the path and the type from `?tree` (the body's `type` when there is no `?tree`).
 */
export const userTreeBodySchema = z.object({ id: z.string().max(64).optional(), type: treeType.optional() }).default({});

/** `POST /user/request/viewTree`: the owner whose tree the caller asks to see. */
export const viewTreeRequestSchema = z.object({ id: memberId });

/** `POST /user/update/request/viewTree`. */
export const answerTreeRequestSchema = z.object({
  id: requestId,
  status: z.enum(['accepted', 'rejected'], { error: 'Choose accepted or rejected.' }),
});

/** `DELETE /user/treeViews/{id}`: the accepted tree view request that the owner or the viewer ends. */
export const treeViewParamSchema = z.object({ id: requestId });

/** `POST /user/getTreeRequest` takes no input; an empty or absent body is fine. */
export const treeRequestListSchema = z.object({}).default({});

/** A relation named in the viewer's language, with the chain it was composed from (for the tooltip). */
export interface TreeRelation {
  relation_id: RelationId | null;
  label: string;
  /** The same in English while the label is in another language (decision 0943), else null. */
  english: string | null;
  chain: string[];
}

/** One person of the chart (spec §3 Family member, as the tree view has it). */
export interface TreePerson {
  /** `u:<member id>` for a linked person, `e:<entry id>` otherwise: one person across joined lists. */
  _id: string;
  to_name: string;
  /** The member this person is, when linked (spec user_id). */
  user_id: string | null;
  gender: 'male' | 'female' | null;
  /** The person's relation to the tree's owner, in the viewer's language. */
  relation: TreeRelation;
  /** A picture address, or male.png / female.png (then the chart shows initials). */
  userDetails: { profilePicture: string; DOB: string | null };
  /** Decision 0940: the person has died; the date when it is known. */
  deceased: boolean;
  dateOfDeath: string | null;
  /** The tree's owner (highlighted in the chart). */
  isOwner: boolean;
}

export interface TreeNode extends TreePerson {
  /** Spec §3: "spouseDetails … (a list in the tree view)". */
  spouseDetails: TreePerson[];
  /** Ordered by date of birth, earliest first; unknown dates last. */
  children: TreeNode[];
}

export interface TreeOwner {
  _id: string;
  name: string;
  gender: 'male' | 'female' | null;
  profilePicture: string;
  basicDetails: { name: string };
}

/** The `code: 5` answer of both tree calls (spec §7 "returns data (tree) and user"). */
export interface TreeAnswer {
  code: 5;
  /** null when the owner's list has nobody on this side yet. */
  data: TreeNode | null;
  user: TreeOwner;
  tree: TreeType;
  /** The selector's options for this owner. */
  trees: TreeType[];
  /** The language the relation labels are in (the viewer's mother tongue, English otherwise). */
  language: RelationLanguage;
  /** How many people the chart holds. */
  count: number;
  /** Another member's tree: the accepted request that opens it (the viewer can end it); null on my own tree. */
  viewId: string | null;
}

/**
 * One accepted tree view in `GET /user/treeViews`: `member` is the other side (the viewer in
 * `viewers`, the owner in `shared`); `_id` is the request, the id that ends it.
 */
export interface TreeView {
  _id: string;
  member: { _id: string; profilePicture: string; basicDetails: { name: string } };
  acceptedAt: number;
}

export interface TreeViews {
  /** Members who can see my tree. */
  viewers: TreeView[];
  /** Members whose tree I can see. */
  shared: TreeView[];
}

/** Spec §3 "Family tree view request: _id, requestFrom {_id, profilePicture, basicDetails.name}". */
export interface TreeViewRequest {
  _id: string;
  requestFrom: { _id: string; profilePicture: string; basicDetails: { name: string } };
  createdAt: number;
}
