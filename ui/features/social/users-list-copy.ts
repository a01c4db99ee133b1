import { m } from '../../../contract/i18n/paraglide/messages';
import type { UsersListType } from '../../../contract/social';

interface UsersListCopy {
  title: string;
  lead: string;
  empty: string;
  hint: string;
  /** The row's when: "Viewed 5 minutes ago". */
  ago: (inputs: { when: string }) => string;
}

/** Titles and empty states of /usersList/{type} and /userLike (docs/decisions/0463, 0840), in the page's language. */
export function usersListCopy(type: UsersListType): UsersListCopy {
  switch (type) {
    case 'viewers':
      return {
        title: m.social_viewers_title(),
        lead: m.social_viewers_lead(),
        empty: m.social_viewers_empty(),
        hint: m.social_viewers_hint(),
        ago: m.social_list_viewed_ago,
      };
    case 'viewed':
      return {
        title: m.social_viewed_title(),
        lead: m.social_viewed_lead(),
        empty: m.social_viewed_empty(),
        hint: m.social_viewed_hint(),
        ago: m.social_list_viewed_ago,
      };
    case 'shortlisted':
      return {
        title: m.social_shortlisted_title(),
        lead: m.social_shortlisted_lead(),
        empty: m.social_shortlisted_empty(),
        hint: m.social_shortlisted_hint(),
        ago: m.requests_shortlisted_ago,
      };
    case 'likes':
      return {
        title: m.social_likes_title(),
        lead: m.social_likes_lead(),
        empty: m.social_likes_empty(),
        hint: m.social_likes_hint(),
        ago: m.social_list_rated_ago,
      };
    case 'matches':
      return {
        title: m.social_matches_title(),
        lead: m.social_matches_lead(),
        empty: m.social_matches_empty(),
        hint: m.social_matches_hint(),
        ago: m.requests_accepted_ago,
      };
  }
}
