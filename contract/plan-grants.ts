/**
 * What plans grant, as members meet it (issue 4 §6, docs/decisions/0564): revealing a
 * member's contact details spends one contact view of the plan; seeing who viewed one's
 * profile needs a plan with `seeVisitors`. Shared by the API and the UI.
 */

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const PLAN_GRANTS_TEXT = {
  viewContact: 'View contact',
  viewsLeft: (v: Pick<ContactViews, 'left' | 'allowed'>) => `${v.left} of ${plural(v.allowed, 'contact view', 'contact views')} left`,
  revealHint: 'Viewing a member’s phone and e-mail uses one contact view of your plan. Members you have viewed stay viewed.',
  revealed: (v: Pick<ContactViews, 'left' | 'allowed'>) => `Contact details shown. ${PLAN_GRANTS_TEXT.viewsLeft(v)}.`,
  alreadyRevealed: 'You have viewed this member’s contact details before; no contact view was used.',
  needsPlan: 'Your plan does not include contact views. Upgrade your membership to see members’ phone numbers and e-mail.',
  limitReached: (v: Pick<ContactViews, 'planName' | 'allowed'>) =>
    `You have used all ${plural(v.allowed, 'contact view', 'contact views')} of your ${v.planName} plan. Upgrade your membership to view more.`,
  contactBlocked: 'You have blocked this member. Unblock them to view their contact details.',
  upgradeLink: 'Upgrade to view contacts',
} as const;
