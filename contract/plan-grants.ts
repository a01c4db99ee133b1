/**
 * What plans grant, as members meet it (issue 4 §6, docs/decisions/0564): revealing a
 * member's contact details spends one contact view of the plan; seeing who viewed one's
 * profile needs a plan with `seeVisitors`. Shared by the API and the UI.
 */
import { m } from './i18n/paraglide/messages';

/**
 * How the viewer may reach a member's contact details on their profile:
 * - 'visible': shown (oneself, or revealed before and the owner's privacy still allows it);
 * - 'reveal': the privacy allows it and the plan has views left: "View contact" spends one;
 * - 'upgrade': the privacy allows it but the plan grants no views, or none are left;
 * - 'afterAccept': the owner shows them only once a request between the two is accepted;
 * - 'hidden': the owner hides them, or a block stands.
 */
export type ContactAccess = 'visible' | 'reveal' | 'upgrade' | 'afterAccept' | 'hidden';

/** The contact views of the plan in force: granted, spent in the plan's period, left. */
export interface ContactViews {
  planName: string;
  allowed: number;
  used: number;
  left: number;
}

/** Read when used, in the reader's language (the page's, or the API caller's: issue 25). */
export const PLAN_GRANTS_TEXT = {
  get viewContact() {
    return m.social_plan_view_contact();
  },
  viewsLeft: (v: Pick<ContactViews, 'left' | 'allowed'>) => m.social_plan_views_left({ left: v.left, allowed: v.allowed }),
  get revealHint() {
    return m.social_plan_reveal_hint();
  },
  revealed: (v: Pick<ContactViews, 'left' | 'allowed'>) => m.social_plan_revealed({ viewsLeft: PLAN_GRANTS_TEXT.viewsLeft(v) }),
  get alreadyRevealed() {
    return m.social_plan_already_revealed();
  },
  get needsPlan() {
    return m.social_plan_needs_plan();
  },
  limitReached: (v: Pick<ContactViews, 'planName' | 'allowed'>) => m.social_plan_limit_reached({ allowed: v.allowed, planName: v.planName }),
  get contactBlocked() {
    return m.social_plan_contact_blocked();
  },
  get upgradeLink() {
    return m.social_plan_upgrade_link();
  },
};
