import { m } from '../../contract/i18n/paraglide/messages';
import { COMPLETENESS_SECTIONS, type Completeness, type WizardStep } from '../../contract/profile';

/**
 * The /register wizard's steps (issue 22 §2, decision 0933): the profile's sections, then Photos
 * and Partner preferences, so that a member who finishes the wizard has what recommendations
 * need. Here, not in a feature, because the wizard and the dashboard's "Finish your profile"
 * card both read it.
 */
export type WizardStepKey = WizardStep | 'picture' | 'partnerPreferences';

/**
 * The steps in order, each with the profile sections it shows and saves with one Save &
 * continue. Short sections ride with a neighbour (decision 0938): the contact details, which
 * registration already filled, with the basic details; the lines about the family with the
 * family's details; the place with the community (registration gave the religion, what is
 * left is the caste and, if the member likes, sub-caste and gotra); the three habits with About me. A step is named by its first section.
 */
const STEPS: ReadonlyArray<{ key: WizardStepKey; sections: WizardStep[]; title?: () => string }> = [
  { key: 'basicDetails', sections: ['basicDetails', 'contactDetails'], title: m.common_step_basic_contact },
  { key: 'religionDetails', sections: ['religionDetails', 'locationDetails'], title: m.common_step_community_location },
  { key: 'professionalDetails', sections: ['professionalDetails'] },
  { key: 'familyDetails', sections: ['familyDetails', 'aboutFamily'], title: m.common_step_family },
  { key: 'additionalInfo', sections: ['additionalInfo', 'lifeStyleDetails'], title: m.common_step_about_lifestyle },
  { key: 'horoscope', sections: ['horoscope'] },
  { key: 'picture', sections: [], title: m.common_step_photos },
  { key: 'partnerPreferences', sections: [], title: m.common_step_partner_preferences },
];

/**
 * Optional steps show "Skip for now" and come back on the dashboard when skipped. The others
 * hold what search, matching and preferences filter on, or how to reach the member: About me
 * and lifestyle too, since the habits it holds are required (a Skip would pass them by).
 */
const OPTIONAL: ReadonlySet<WizardStepKey> = new Set(['familyDetails', 'horoscope', 'picture', 'partnerPreferences']);

const titleOf = (key: WizardStepKey) => COMPLETENESS_SECTIONS.find((s) => s.key === key)?.title ?? key;

export interface WizardStepState {
  key: WizardStepKey;
  title: string;
  /** The profile sections the step saves (none for Photos and Partner preferences). */
  sections: WizardStep[];
  optional: boolean;
  complete: boolean;
}

/**
 * The step that shows `s`, a step's or a section's key (the completeness's next step and older
 * links name sections: "contactDetails" is the first step now).
 */
export const wizardStepOf = (s: string | undefined): WizardStepKey | undefined =>
  STEPS.find((step) => step.key === s || (step.sections as string[]).includes(s ?? ''))?.key;

/** Each step with whether it is done: the profile's from its completeness (every section of it), preferences once saved. */
export function wizardSteps(completeness: Completeness, hasPreference: boolean): WizardStepState[] {
  const done = (key: string) => !!completeness.sections.find((s) => s.key === key)?.complete;
  return STEPS.map(({ key, sections, title }) => ({
    key,
    title: title ? title() : titleOf(key),
    sections,
    optional: OPTIONAL.has(key),
    complete: key === 'partnerPreferences' ? hasPreference : key === 'picture' ? done('picture') : sections.every(done),
  }));
}

/**
 * The optional steps a member passed by: listed on the dashboard once every required step is
 * done (before that, the dashboard's next step leads back into the wizard).
 */
export function skippedSteps(steps: WizardStepState[]): WizardStepState[] {
  if (steps.some((s) => !s.optional && !s.complete)) return [];
  return steps.filter((s) => s.optional && !s.complete);
}
