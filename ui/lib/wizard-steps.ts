import { COMPLETENESS_SECTIONS, WIZARD_STEPS, type Completeness, type WizardStep } from '../../contract/profile';

/**
 * The /register wizard's steps (issue 22 §2, decision 0933): the profile's sections, then Photos
 * and Partner preferences, so that a member who finishes the wizard has what recommendations
 * need. Here, not in a feature, because the wizard and the dashboard's "Finish your profile"
 * card both read it.
 */
export type WizardStepKey = WizardStep | 'picture' | 'partnerPreferences';

/**
 * Optional steps show "Skip for now" and come back on the dashboard when skipped. The others
 * hold what search, matching and preferences filter on, or how to reach the member.
 */
const OPTIONAL: ReadonlySet<WizardStepKey> = new Set(['familyDetails', 'aboutFamily', 'additionalInfo', 'horoscope', 'picture', 'partnerPreferences']);

const TITLES: Partial<Record<WizardStepKey, string>> = { picture: 'Photos', partnerPreferences: 'Partner preferences' };
const titleOf = (key: WizardStepKey) => TITLES[key] ?? COMPLETENESS_SECTIONS.find((s) => s.key === key)?.title ?? key;

const WIZARD_STEP_KEYS: WizardStepKey[] = [...WIZARD_STEPS, 'picture', 'partnerPreferences'];

export interface WizardStepState {
  key: WizardStepKey;
  title: string;
  optional: boolean;
  complete: boolean;
}

export const isWizardStep = (s: string | undefined): s is WizardStepKey => !!s && (WIZARD_STEP_KEYS as string[]).includes(s);

/** Each step with whether it is done: the profile's from its completeness, preferences once saved. */
export function wizardSteps(completeness: Completeness, hasPreference: boolean): WizardStepState[] {
  return WIZARD_STEP_KEYS.map((key) => ({
    key,
    title: titleOf(key),
    optional: OPTIONAL.has(key),
    complete: key === 'partnerPreferences' ? hasPreference : !!completeness.sections.find((s) => s.key === key)?.complete,
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
