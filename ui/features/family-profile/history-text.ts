import { m } from '../../../contract/i18n/paraglide/messages';
import type { HistoryAction, HistoryEntry } from '../../../contract/managers';
import type { SectionKey } from '../../../contract/profile';
import { relationPhrase } from '../../lib/family-relations';

/** The profile's sections as the profile page names them. */
const SECTION_TITLES: Record<SectionKey, () => string> = {
  basicDetails: m.profile_section_basic_details,
  religionDetails: m.profile_section_religion,
  locationDetails: m.profile_section_location,
  professionalDetails: m.profile_section_education_career,
  familyDetails: m.profile_section_family_details,
  aboutFamily: m.profile_section_about_family,
  lifeStyleDetails: m.profile_section_lifestyle,
  additionalInfo: m.profile_section_about_me_appearance,
  horoscope: m.profile_section_horoscope,
  contactDetails: m.profile_section_contact_details,
  updateUniqueId: m.profile_section_profile_id,
};

const sectionTitle = (key: string) => (key in SECTION_TITLES ? SECTION_TITLES[key as SectionKey]() : key);

/** What was done, in the reader's language; `detail` is the section's key or another member's name. */
const ACTIONS: Record<HistoryAction, (detail: string) => string> = {
  registered: () => m.managers_history_registered(),
  section: (detail) => m.managers_history_section({ section: sectionTitle(detail) }),
  pictures: () => m.managers_history_pictures(),
  preferences: () => m.managers_history_preferences(),
  invited: (detail) => m.managers_history_invited({ detail }),
  joined: () => m.managers_history_joined(),
  confirmed: () => m.managers_history_confirmed(),
  declined: () => m.managers_history_declined(),
  removed: (detail) => m.managers_history_removed({ detail }),
  left: () => m.managers_history_left(),
  interestSent: (detail) => m.managers_history_interest_sent({ detail }),
  interestAccepted: (detail) => m.managers_history_interest_accepted({ detail }),
  interestDeclined: (detail) => m.managers_history_interest_declined({ detail }),
  familyChatOn: (detail) => m.managers_history_family_chat_on({ detail }),
  familyChatOff: (detail) => m.managers_history_family_chat_off({ detail }),
};

/** "Ramesh Sharma (her father) changed Basic details": who, as whom, and what. */
export function historyLine(entry: HistoryEntry, candidateGender: 'male' | 'female' | null | undefined): string {
  const who = entry.actor
    ? entry.actor.relation === 'self'
      ? entry.actor.name
      : m.managers_history_actor({ name: entry.actor.name, relation: relationPhrase(entry.actor.relation, candidateGender) })
    : m.managers_history_someone();
  return m.managers_history_line({ who, what: ACTIONS[entry.action](entry.detail ?? '') });
}
