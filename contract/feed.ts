/**
 * The feed's kinds (docs/decisions/0830-feed.md): where each item leads, shared by the server that
 * writes the items (their words in each reader's language, worker/notifications) and the UI that
 * shows them. An item is a notification of type 'feed'; its link is where the member acts on it,
 * and the link tells the UI the kind.
 */
import { m } from './i18n/paraglide/messages';

export const FEED_LINK = {
  memberUpdate: (memberId: string) => `/viewprofile/${memberId}`,
  digest: '/newMatches',
  planEnding: '/membership',
} as const;

export type FeedKind = keyof typeof FEED_LINK;

/** What following a feed item does, as the item says it: null for links of no feed kind. */
const ACTION: Record<FeedKind, () => string> = {
  memberUpdate: m.notifications_action_view_profile,
  digest: m.notifications_action_profile_matches,
  planEnding: m.notifications_action_renew,
};

export function feedKindOf(link: string | null | undefined): FeedKind | null {
  if (!link) return null;
  if (link === FEED_LINK.digest) return 'digest';
  if (link === FEED_LINK.planEnding) return 'planEnding';
  if (/^\/viewprofile\/[^/]+$/.test(link)) return 'memberUpdate';
  return null;
}

export function feedActionOf(link: string | null | undefined): string | null {
  const kind = feedKindOf(link);
  return kind ? ACTION[kind]() : null;
}
