import type { UsersListType } from '../../../contract/social';

/** Titles and empty states of /usersList/{type} and /userLike (docs/decisions/0463, 0840). */
export const USERS_LIST_COPY: Record<UsersListType, { title: string; lead: string; empty: string; hint: string; verb: string }> = {
  viewers: {
    title: 'Who viewed my profile',
    lead: 'Members who opened your profile, the latest visit first.',
    empty: 'No one has viewed your profile yet.',
    hint: 'A complete profile with a picture is opened far more often. Complete yours from your dashboard.',
    verb: 'Viewed',
  },
  viewed: {
    title: 'Profiles I viewed',
    lead: 'Members whose profile you opened, the latest first.',
    empty: 'You have not viewed any profiles yet.',
    hint: 'Profiles you open appear here, so you can find them again.',
    verb: 'Viewed',
  },
  shortlisted: {
    title: 'Who shortlisted me',
    lead: 'Members who added you to their shortlist.',
    empty: 'No one has shortlisted you yet.',
    hint: 'Shortlists arrive with profile matching: when members shortlist you, they will show here.',
    verb: 'Shortlisted',
  },
  likes: {
    title: 'Members who liked me',
    lead: 'Members who rated your profile, the latest first.',
    empty: 'No one has rated your profile yet.',
    hint: 'Members you have accepted a request from can rate your profile.',
    verb: 'Rated',
  },
  matches: {
    title: 'Accepted Matches',
    lead: 'Members with whom an interest was accepted, by you or by them, the latest first.',
    empty: 'No accepted matches yet.',
    hint: 'When a member accepts your interest, or you accept theirs, they appear here. Send interest from Recommendations or Search.',
    verb: 'Accepted',
  },
};
