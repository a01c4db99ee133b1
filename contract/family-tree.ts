import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { namedId } from './family';
import type { RelationId, RelationLanguage } from './reference';

/**
 * Family tree charts and tree view requests (spec §2 Family tree viewer, §3, §7 Trees; issue 5 §3;
 * docs/decisions/0740–0744). Shared by the API and the UI.
 */

import { TREE_TYPES, type TreeType } from './tree-types';
export { TREE_TYPES, type TreeType };

/** The selector's option for each tree, and whose side of the family it is (getters: read in the reader's language). */
export const TREE_TYPE_LABEL: Record<TreeType, string> = {
  get father() { return m.family_tree_type_father(); },
  get mother() { return m.family_tree_type_mother(); },
  get husband() { return m.family_tree_type_husband(); },
  get wife() { return m.family_tree_type_wife(); },
};
export const TREE_SIDE_LABEL: Record<TreeType, string> = {
  get father() { return m.family_tree_side_father(); },
  get mother() { return m.family_tree_side_mother(); },
  get husband() { return m.family_tree_side_husband(); },
  get wife() { return m.family_tree_side_wife(); },
};

/** The selector's options for an owner: Husband only for a female owner, Wife only for a male one (spec §2). */
export function treeTypesFor(gender: 'male' | 'female' | null | undefined): TreeType[] {
  if (gender === 'female') return ['father', 'mother', 'husband'];
  if (gender === 'male') return ['father', 'mother', 'wife'];
  return ['father', 'mother'];
}

/** Getters, so each text is read in the reader's language (issue 25). */
export const TREE_TEXT = {
  get chooseTree() { return m.family_tree_choose_tree(); },
  get husbandOnlyForFemale() { return m.family_tree_husband_only_for_female(); },
  get wifeOnlyForMale() { return m.family_tree_wife_only_for_male(); },
  get profileNotAvailable() { return m.family_tree_profile_not_available(); },
  /** 403 on another member's tree: names the way to ask (decision 0741). */
  get askFirst() { return m.family_tree_ask_first(); },
  get waitingForAnswer() { return m.family_tree_waiting_for_answer(); },
  get declinedAsk() { return m.family_tree_declined_ask(); },
  // Tree view requests
  get requestSent() { return m.family_tree_request_sent(); },
  get alreadySent() { return m.family_tree_already_sent(); },
  get alreadyAccepted() { return m.family_tree_already_accepted(); },
  get notYourself() { return m.family_tree_not_yourself(); },
  get youBlocked() { return m.family_tree_you_blocked(); },
  get noSuchRequest() { return m.family_tree_no_such_request(); },
  get onlyOwnerAnswers() { return m.family_tree_only_owner_answers(); },
  get notPending() { return m.family_tree_not_pending(); },
  get accepted() { return m.family_tree_accepted(); },
  get rejected() { return m.family_tree_rejected(); },
  get noRequestFound() { return m.family_tree_no_request_found(); },
  get cardTitle() { return m.family_tree_card_title(); },
  // Ending an accepted tree view (docs/decisions/0743)
  get sharingTitle() { return m.family_tree_sharing_title(); },
  get viewersHeading() { return m.family_tree_viewers_heading(); },
  get noViewers() { return m.family_tree_no_viewers(); },
  get sharedHeading() { return m.family_tree_shared_heading(); },
  get noShared() { return m.family_tree_no_shared(); },
  get stopSharing() { return m.family_tree_stop_sharing(); },
  get stopViewing() { return m.family_tree_stop_viewing(); },
  get stoppedSharing() { return m.family_tree_stopped_sharing(); },
  get stoppedViewing() { return m.family_tree_stopped_viewing(); },
  get alreadyEnded() { return m.family_tree_already_ended(); },
  get neverAccepted() { return m.family_tree_never_accepted(); },
  get noSuchTreeView() { return m.family_tree_no_such_tree_view(); },
};

const memberId = namedId(m.family_choose_a_member, m.family_not_member_id);
const requestId = namedId(m.family_tree_choose_request, m.family_tree_not_request_id);
const treeType = z.enum(TREE_TYPES, { error: () => TREE_TEXT.chooseTree });

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
  status: z.enum(['accepted', 'rejected'], { error: () => m.family_tree_choose_accepted_or_rejected() }),
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
