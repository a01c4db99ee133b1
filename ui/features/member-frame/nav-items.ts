import { m } from '../../../contract/i18n/paraglide/messages';
import type { UsersListType } from '../../../contract/social';
import type { SessionUser } from '../../state/session';
import { showsProfileMatches } from './profile-matches-rule';

/** The counts the navigation shows: pending requests received, unread chat messages and letters. */
export interface NavCounts {
  requests: number;
  messages: number;
  letters: number;
}

export type NavPath =
  | '/newMatches'
  | '/matchRecommendation'
  | '/searchProfile'
  | '/preferences'
  | '/requests'
  | '/shortlist'
  | '/familyMember'
  | '/tree'
  | '/familyFinding'
  | '/familyLinks'
  | '/chat'
  | '/mailList';

/** A member list of /usersList/{type}, named by its concrete path ('/usersList/matches'). */
type ListPath = `/usersList/${UsersListType}`;
export const isListPath = (to: NavPath | ListPath): to is ListPath => to.startsWith('/usersList/');

/** How an item's count is read out: "Requests, 2 new", "Chat, 3 unread". */
export type NavCountSays = 'new' | 'unread';

export interface NavItem {
  to: NavPath | ListPath;
  label: string;
  /** Which count the item carries, and how it is read out ("Requests, 2 new"). */
  count?: { of: keyof NavCounts; says: NavCountSays };
}

/**
 * A group of the navigation: one item is a plain link, more open as a list (decision 0610).
 * `key` names it in React and in element ids, which the label in another language could not.
 */
export interface NavGroup {
  key: 'matches' | 'requests' | 'shortlist' | 'family' | 'messages';
  label: string;
  items: NavItem[];
}

/**
 * The member navigation (issue 13 §2): Matches, Requests, Shortlist, Family and Messages.
 * Profile Matches follows the profile menu's rule (spec §5); the partner preferences sit with
 * the matches they shape, so they are one click from anywhere, as the tree and family finding are.
 */
export function memberNav(user: SessionUser): NavGroup[] {
  const matches: NavItem[] = [
    ...(showsProfileMatches(user) ? [{ to: '/newMatches', label: m.member_frame_profile_matches() } as const] : []),
    { to: '/matchRecommendation', label: m.member_frame_recommendations() },
    { to: '/searchProfile', label: m.member_frame_search() },
    // Members with whom an interest was accepted either way (POST /user/getMatches, decision 0840).
    { to: '/usersList/matches', label: m.member_frame_accepted_matches() },
    { to: '/preferences', label: m.member_frame_partner_preferences() },
  ];
  const requests = m.member_frame_requests();
  const shortlist = m.member_frame_shortlist();
  return [
    { key: 'matches', label: m.member_frame_matches(), items: matches },
    { key: 'requests', label: requests, items: [{ to: '/requests', label: requests, count: { of: 'requests', says: 'new' } }] },
    { key: 'shortlist', label: shortlist, items: [{ to: '/shortlist', label: shortlist }] },
    {
      key: 'family',
      label: m.member_frame_family(),
      items: [
        { to: '/familyMember', label: m.member_frame_family_members() },
        { to: '/tree', label: m.member_frame_family_tree() },
        { to: '/familyFinding', label: m.member_frame_family_finding() },
        { to: '/familyLinks', label: m.member_frame_family_links() },
      ],
    },
    {
      key: 'messages',
      label: m.member_frame_messages(),
      items: [
        { to: '/chat', label: m.member_frame_chat(), count: { of: 'messages', says: 'unread' } },
        { to: '/mailList', label: m.member_frame_inbox(), count: { of: 'letters', says: 'unread' } },
      ],
    },
  ];
}

/** An item's count (0 when it has none). */
export const itemCount = (item: NavItem, counts: NavCounts) => (item.count ? counts[item.count.of] : 0);

/** Whether `pathname` is the item's page or one below it (/requests/received/pending is Requests). */
export const isCurrent = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`);
