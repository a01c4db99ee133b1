import { SOCIAL_TEXT, COMMENTS_ON_PROFILE, type ProfileFamilyNote } from '../../contract/social';
import type { InterestBetween, MemberRequestKind, RequestStatus } from '../../contract/requests';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { activeMember, blockBetween, isActiveMember } from './reach';
import { contactStateFor, emailOf } from './contact-views';
import { commentsOn } from './comments';
import { picturesOf, profileOf, settingsOf } from './others';
import { hasAcceptedRequest } from './relationships';
import { contactAccess, isMatchable, mayInteract, mayViewProfile, type Pair } from './rules';
import { isShortlisted } from '../requests/queries';
import { matchPercentage } from '../preferences/score';
import { horoscopeReadableWithoutPassword } from '../settings/horoscope-access-lists';
import { familyPermission } from '../messaging/family';
import { messagingAccess } from '../messaging/permission';
import { unlessStorageFull } from '../http/storage-full';

/** The newest request between the two, either way. */
async function latestRequest(deps: AppDeps, viewerId: string, targetId: string) {
  return deps.database.db
    .selectFrom('member_requests')
    .select(['id', 'from_user_id', 'type', 'status', 'updated_at', 'for_member_name'])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', viewerId), eb('to_user_id', '=', targetId)]),
        eb.and([eb('from_user_id', '=', targetId), eb('to_user_id', '=', viewerId)]),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

async function ratingsOf(deps: AppDeps, viewerId: string, targetId: string) {
  const { db } = deps.database;
  const [mine, summary] = await Promise.all([
    db.selectFrom('ratings').select('stars').where('rater_id', '=', viewerId).where('rated_id', '=', targetId).executeTakeFirst(),
    db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.rater_id')
      .where('ratings.rated_id', '=', targetId)
      .where(isActiveMember('users'))
      .select((eb) => [eb.fn.avg<number>('ratings.stars').as('average'), eb.fn.countAll<number>().as('count')])
      .executeTakeFirst(),
  ]);
  const count = Number(summary?.count ?? 0);
  return { mine: mine?.stars ?? null, average: count ? Math.round(Number(summary?.average) * 10) / 10 : null, count };
}

/** Records a view: one row per pair, the latest time and how many. */
export function recordVisit(deps: AppDeps, visitorId: string, visitedId: string) {
  const now = deps.now();
  return deps.database.db
    .insertInto('profile_visits')
    .values({ visitor_id: visitorId, visited_id: visitedId, last_visited_at: now, count: 1 })
    .onConflict((oc) => oc.columns(['visitor_id', 'visited_id']).doUpdateSet((eb) => ({ last_visited_at: now, count: eb('profile_visits.count', '+', 1) })))
    .execute();
}

/**
 * "Managed by her father · Confirmed by Priya" (issue 27): the managers of a profile run with the
 * family, and the candidate who confirmed it. Others see it once confirmed; the profile's own
 * people (`self`) while it waits too. Null for a profile its member runs alone.
 */
async function familyNote(deps: AppDeps, targetId: string, self: boolean): Promise<ProfileFamilyNote | null> {
  const { db } = deps.database;
  const [candidate, managers] = await Promise.all([
    db.selectFrom('users').select(['name', 'consent']).where('id', '=', targetId).executeTakeFirst(),
    db.selectFrom('profile_managers').select('relation').where('profile_id', '=', targetId).orderBy('added_at').execute(),
  ]);
  if (!candidate || candidate.consent === null || managers.length === 0) return null;
  if (candidate.consent !== 'confirmed' && !self) return null;
  return { managers: managers.map((r) => r.relation), confirmedBy: candidate.consent === 'confirmed' ? candidate.name : null };
}

/**
 * `GET /user/get/{id}`: the member as the viewer may see them, with the flags of spec §3.
 * `asManager`: the viewer's session is a family manager's (issue 27), who never writes for the candidate.
 */
export async function viewProfile(deps: AppDeps, viewerId: string, targetId: string, commentsPage: number, asManager = false) {
  const target = await activeMember(deps, targetId);
  const self = viewerId === targetId;
  const [blocks, accepted, settings, viewerSettings, viewer, requests, ratings, shortlisted, match] = await Promise.all([
    blockBetween(deps, viewerId, targetId),
    self ? Promise.resolve(true) : hasAcceptedRequest(deps, viewerId, targetId),
    settingsOf(deps, targetId),
    settingsOf(deps, viewerId),
    deps.database.db.selectFrom('users').select(['gender', 'dob']).where('id', '=', viewerId).executeTakeFirstOrThrow(),
    self ? Promise.resolve([]) : latestRequest(deps, viewerId, targetId),
    ratingsOf(deps, viewerId, targetId),
    self ? Promise.resolve(false) : isShortlisted(deps, viewerId, targetId),
    self ? Promise.resolve(null) : matchPercentage(deps, viewerId, targetId),
  ]);
  const pair: Pair = { self, accepted, blocked: blocks.youBlocked || blocks.blockedYou };
  // Members who blocked the viewer, and hidden profiles, look like no profile at all.
  if (blocks.blockedYou || !mayViewProfile(settings.profileVisibility, pair)) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  // A full disk skips the visit, not the view (issue 20 §3.2).
  if (!self && !blocks.youBlocked) await unlessStorageFull(deps, () => recordVisit(deps, viewerId, targetId));

  const [profile, pictures, comments, family] = await Promise.all([
    profileOf(deps, targetId),
    picturesOf(deps, targetId, viewerId),
    pair.blocked ? Promise.resolve({ comments: [], total: 0 }) : commentsOn(deps, targetId, viewerId, commentsPage, COMMENTS_ON_PROFILE),
    familyNote(deps, targetId, self),
  ]);
  if (!profile) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  // Privacy first, then the plan's contact views (docs/decisions/0564).
  const contact = await contactStateFor(deps, viewerId, targetId, contactAccess(settings.contactPrivacy, pair), pair);
  // The password-free part of the horoscope rule, as lists apply it (docs/decisions/0445).
  const horoscopeShown = horoscopeReadableWithoutPassword(viewerId, targetId, settings.horoscope.privacy);
  // The viewer's and the member's own requests: not tree view requests (sendRelationRequest says
  // those), nor interests sent for a relative (decision 0546), which are not between these two.
  const between = requests.filter((r) => r.type !== 'tree' && r.for_member_name === null);
  const latest = between[0];
  const interact = mayInteract(pair);
  const { contactDetails: details, horoscope, ...rest } = profile;
  const contactDetails = contact.access === 'visible' ? { ...details, email: await emailOf(deps, targetId) } : null;
  // Who may write to whom (issue 12, decision 0580): the rule sendMessage and sendMail apply.
  const access = await messagingAccess(deps, viewerId, targetId);
  const messaging = asManager ? { chat: familyPermission(access.chat), mail: familyPermission(access.mail) } : access;

  return {
    ...rest,
    profilePicture: pictures.profilePicture,
    pictures: pictures.pictures,
    contactDetails,
    contactAccess: contact.access,
    // The plan's contact views when they decide what shows ('reveal' or 'upgrade'), else null.
    contactViews: contact.views,
    horoscope: horoscopeShown ? horoscope : null,
    horoscopePrivacy: settings.horoscope.privacy,
    isSelf: self,
    // Spec §3 flags (docs/decisions/0461).
    youBlocked: blocks.youBlocked,
    blocked: blocks.blockedYou,
    requested: between.some((r) => r.from_user_id === viewerId && r.status === 'pending'),
    matchRequest: latest
      ? { _id: latest.id, type: latest.type, status: latest.status, sent: latest.from_user_id === viewerId }
      : null,
    // matchRequest is the newest request of any kind, so asking for photos hides the interest:
    // the header reads these two instead (docs/decisions/0547).
    interest: interestBetween(between, viewerId),
    asked: askedFor(between, viewerId),
    rateAllowed: interact,
    commentAllowed: interact,
    sendMessageMe: messaging.chat === 'allowed',
    messaging,
    family,
    sendRelationRequest: !self && !pair.blocked && !requests.some((r) => r.from_user_id === viewerId && r.type === 'tree' && (r.status === 'pending' || r.status === 'accepted')),
    // The member shares their tree with the viewer: the profile offers the tree, not a request (issue 21 §1).
    treeShared: requests.some((r) => r.from_user_id === viewerId && r.type === 'tree' && r.status === 'accepted'),
    isMatchable:
      !self &&
      !pair.blocked &&
      isMatchable(
        { gender: viewer.gender, dob: viewer.dob, matchEnabled: viewerSettings.matchEnabled },
        { gender: target.gender, dob: target.dob, matchEnabled: settings.matchEnabled },
        deps.now(),
      ),
    rated: ratings.mine !== null,
    rating: ratings.mine ?? 0,
    ratingSummary: { average: ratings.average, count: ratings.count },
    comments: comments.comments,
    commentsTotal: comments.total,
    isShortlisted: shortlisted,
    matchPercentage: match?.percentage ?? null,
    // How each meets the other's preference, field by field (docs/decisions/0521).
    matchDetails: match ? { theyMeetMine: match.theyMeetMine, iMeetTheirs: match.iMeetTheirs } : null,
  };
}

type Between = Array<{ id: string; from_user_id: string; type: string; status: RequestStatus }>;

/** The newest interest either way, as the cards carry it (worker/social/card-actions.ts): null when withdrawn. */
function interestBetween(between: Between, viewerId: string): InterestBetween | null {
  const r = between.find((x) => x.type === 'interest');
  return r && r.status !== 'withdrawn' ? { _id: r.id, status: r.status, sent: r.from_user_id === viewerId } : null;
}

/** How the viewer's newest request for each of photo, contact and horoscope stands (null: never asked). */
function askedFor(between: Between, viewerId: string): Record<MemberRequestKind, RequestStatus | null> {
  const status = (kind: MemberRequestKind) => between.find((x) => x.type === kind && x.from_user_id === viewerId)?.status ?? null;
  return { photo: status('photo'), contact: status('contact'), horoscope: status('horoscope') };
}
