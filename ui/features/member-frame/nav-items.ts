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

export interface NavItem {
  to: NavPath | ListPath;
  label: string;
  /** Which count the item carries, and how it is read out ("Requests, 2 new"). */
  count?: { of: keyof NavCounts; says: 'new' | 'unread' };
}

/** A group of the navigation: one item is a plain link, more open as a list (decision 0610). */
export interface NavGroup {
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
    ...(showsProfileMatches(user) ? [{ to: '/newMatches', label: 'Profile Matches' } as const] : []),
    { to: '/matchRecommendation', label: 'Recommendations' },
    { to: '/searchProfile', label: 'Search' },
    // Members with whom an interest was accepted either way (POST /user/getMatches, decision 0840).
    { to: '/usersList/matches', label: 'Accepted Matches' },
    { to: '/preferences', label: 'Partner Preferences' },
  ];
  return [
    { label: 'Matches', items: matches },
    { label: 'Requests', items: [{ to: '/requests', label: 'Requests', count: { of: 'requests', says: 'new' } }] },
    { label: 'Shortlist', items: [{ to: '/shortlist', label: 'Shortlist' }] },
    {
      label: 'Family',
      items: [
        { to: '/familyMember', label: 'Family Members' },
        { to: '/tree', label: 'Family Tree' },
        { to: '/familyFinding', label: 'Family Finding' },
        { to: '/familyLinks', label: 'Family Links' },
      ],
    },
    {
      label: 'Messages',
      items: [
        { to: '/chat', label: 'Chat', count: { of: 'messages', says: 'unread' } },
        { to: '/mailList', label: 'Inbox', count: { of: 'letters', says: 'unread' } },
      ],
    },
  ];
}

/** An item's count (0 when it has none). */
export const itemCount = (item: NavItem, counts: NavCounts) => (item.count ? counts[item.count.of] : 0);

/** Whether `pathname` is the item's page or one below it (/requests/received/pending is Requests). */
export const isCurrent = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`);
