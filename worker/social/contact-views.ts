import { PLAN_GRANTS_TEXT, type ContactAccess, type ContactViews } from '../../contract/plan-grants';
import { SOCIAL_TEXT } from '../../contract/social';
import type { AppDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/errors';
import { planInForce } from '../membership/grants';
import { profileOf, settingsOf } from './others';
import { hasAcceptedRequest } from './relationships';
import { contactAccess, mayViewProfile, type Pair } from './rules';
import { memberSeenBy } from './reach';

/**
 * Contact views (issue 4 §6, docs/decisions/0564): the owner's contactPrivacy decides first
 * (privacy only narrows); then revealing a member spends one view of the viewer's plan
 * (`grants.contactViews`), counted over the members revealed since the plan in force was
 * approved. A member revealed once stays revealed and is never charged again.
 */

/** The plan's contact views and how many the member spent in its period. */
export async function contactViewsOf(deps: AppDeps, viewerId: string): Promise<ContactViews & { periodStart: number }> {
  const inForce = await planInForce(deps, viewerId);
  const allowed = inForce.plan.grants.contactViews;
  // A plan set without an approved request has no known start: every reveal counts.
  const periodStart = inForce.heldPlanId ? (inForce.since ?? 0) : 0;
  const row =
    allowed === 0
      ? null
      : await deps.database.db
          .selectFrom('contact_views')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('viewer_id', '=', viewerId)
          .where('viewed_at', '>=', periodStart)
          .executeTakeFirst();
  const used = Number(row?.n ?? 0);
  return { planName: inForce.plan.planName, allowed, used, left: Math.max(0, allowed - used), periodStart };
}

export const publicViews = ({ planName, allowed, used, left }: ContactViews): ContactViews => ({ planName, allowed, used, left });

export async function hasRevealed(deps: AppDeps, viewerId: string, memberId: string): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom('contact_views')
    .select('viewed_at')
    .where('viewer_id', '=', viewerId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return !!row;
}

/**
 * What the profile view shows of the contact details: the privacy rule, then whether the
 * viewer revealed them already, then the plan's views left. `views` is given when it decided.
 */
export async function contactStateFor(
  deps: AppDeps,
  viewerId: string,
  targetId: string,
  byPrivacy: ReturnType<typeof contactAccess>,
  pair: Pair,
): Promise<{ access: ContactAccess; views: ContactViews | null }> {
  if (pair.self || byPrivacy !== 'visible') return { access: byPrivacy, views: null };
  if (await hasRevealed(deps, viewerId, targetId)) return { access: 'visible', views: null };
  const views = publicViews(await contactViewsOf(deps, viewerId));
  return { access: views.left > 0 ? 'reveal' : 'upgrade', views };
}

/** The sign-in e-mail, part of the contact details (decision 0461). */
export async function emailOf(deps: AppDeps, memberId: string): Promise<string | null> {
  const user = await deps.database.db.selectFrom('users').select('email').where('id', '=', memberId).executeTakeFirst();
  return user?.email ?? null;
}

/** The member's contact details with their e-mail. */
export async function contactDetailsOf(deps: AppDeps, memberId: string) {
  const [profile, email] = await Promise.all([profileOf(deps, memberId), emailOf(deps, memberId)]);
  if (!profile) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  return { ...profile.contactDetails, email };
}

export type RevealOutcome = {
  charged: boolean;
  message: string;
  contactDetails: Awaited<ReturnType<typeof contactDetailsOf>>;
  contactViews: ContactViews;
};

/**
 * `POST /user/viewContact/{id}`: reveals the member's contact details, spending one view
 * unless they were revealed before. Refused, changing nothing: oneself (400); a member who is
 * not available to the viewer (404, as the profile view); privacy or a block (403, the
 * reason); no views in the plan or none left (403, with the upgrade message).
 */
export async function revealContact(deps: AppDeps, viewerId: string, targetId: string): Promise<RevealOutcome> {
  if (viewerId === targetId) throw badRequest(SOCIAL_TEXT.notYourself, { id: SOCIAL_TEXT.notYourself });
  const [{ youBlocked }, accepted, settings] = await Promise.all([
    memberSeenBy(deps, viewerId, targetId),
    hasAcceptedRequest(deps, viewerId, targetId),
    settingsOf(deps, targetId),
  ]);
  const pair: Pair = { self: false, accepted, blocked: youBlocked };
  // A member who blocked the viewer (memberSeenBy), or a hidden profile, is no profile at all (decision 0461).
  if (!mayViewProfile(settings.profileVisibility, pair)) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  const byPrivacy = contactAccess(settings.contactPrivacy, pair);
  if (pair.blocked) throw forbidden(PLAN_GRANTS_TEXT.contactBlocked);
  if (byPrivacy === 'hidden') throw forbidden(SOCIAL_TEXT.contactHidden);
  if (byPrivacy === 'afterAccept') throw forbidden(SOCIAL_TEXT.contactAfterAccept);

  if (await hasRevealed(deps, viewerId, targetId)) return again(deps, viewerId, targetId);
  const views = await contactViewsOf(deps, viewerId);
  if (views.allowed === 0) throw forbidden(PLAN_GRANTS_TEXT.needsPlan);
  if (views.left === 0) throw forbidden(PLAN_GRANTS_TEXT.limitReached(views));

  // One statement checks the allowance and inserts, so two reveals at once cannot both pass
  // the last view; a member revealed meanwhile is left as it is.
  const now = deps.now();
  const { db } = deps.database;
  const res = await db
    .insertInto('contact_views')
    .columns(['viewer_id', 'member_id', 'viewed_at'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [eb.val(viewerId).as('viewer_id'), eb.val(targetId).as('member_id'), eb.val(now).as('viewed_at')])
        .where('users.id', '=', viewerId)
        .where(
          (eb) =>
            eb
              .selectFrom('contact_views')
              .select((s) => s.fn.countAll<number>().as('n'))
              .where('contact_views.viewer_id', '=', viewerId)
              .where('contact_views.viewed_at', '>=', views.periodStart),
          '<',
          views.allowed,
        ),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) {
    if (await hasRevealed(deps, viewerId, targetId)) return again(deps, viewerId, targetId);
    throw forbidden(PLAN_GRANTS_TEXT.limitReached(views));
  }
  const after = { ...views, used: views.used + 1, left: views.left - 1 };
  return {
    charged: true,
    message: PLAN_GRANTS_TEXT.revealed(after),
    contactDetails: await contactDetailsOf(deps, targetId),
    contactViews: publicViews(after),
  };
}

async function again(deps: AppDeps, viewerId: string, targetId: string): Promise<RevealOutcome> {
  const [contactDetails, views] = await Promise.all([contactDetailsOf(deps, targetId), contactViewsOf(deps, viewerId)]);
  return { charged: false, message: PLAN_GRANTS_TEXT.alreadyRevealed, contactDetails, contactViews: publicViews(views) };
}
