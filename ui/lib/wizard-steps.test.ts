import { describe, expect, it } from 'vitest';
import { COMPLETENESS_SECTIONS, type Completeness, type CompletenessKey } from '../../contract/profile';
import { skippedSteps, wizardStepOf, wizardSteps } from './wizard-steps';

const completeness = (done: CompletenessKey[]): Completeness => ({
  percentage: 0,
  next: null,
  sections: COMPLETENESS_SECTIONS.map((s) => ({ ...s, complete: done.includes(s.key), earned: 0 })),
});
const REQUIRED: CompletenessKey[] = ['basicDetails', 'religionDetails', 'locationDetails', 'professionalDetails', 'additionalInfo', 'lifeStyleDetails', 'contactDetails'];

/** The wizard's eight steps and what the dashboard's "Finish your profile" lists (issue 22 §2, decision 0938). */
describe('wizard steps', () => {
  it('are the profile sections, four short ones joined to a neighbour, then Photos and Partner preferences', () => {
    const steps = wizardSteps(completeness(['religionDetails', 'picture']), false);
    expect(steps.map((s) => s.title)).toEqual([
      'Basic and contact details',
      'Community and location',
      'Education and career',
      'Family',
      'About me and lifestyle',
      'Horoscope',
      'Photos',
      'Partner preferences',
    ]);
    // Every section of the profile is in exactly one step.
    expect(steps.flatMap((s) => s.sections).sort()).toEqual(COMPLETENESS_SECTIONS.filter((s) => s.key !== 'picture').map((s) => s.key).sort());
    expect(steps.filter((s) => s.complete).map((s) => s.key)).toEqual(['picture']);
    expect(wizardSteps(completeness([]), true).find((s) => s.key === 'partnerPreferences')?.complete).toBe(true);
    // About me and lifestyle holds the required habits: no Skip, which would pass them by.
    expect(steps.filter((s) => !s.optional).map((s) => s.key)).toEqual(['basicDetails', 'religionDetails', 'professionalDetails', 'additionalInfo']);
    // The steps follow the completeness's order, so the dashboard's next step and /register agree.
    expect(steps.flatMap((s) => s.sections)).toEqual(COMPLETENESS_SECTIONS.filter((s) => s.key !== 'picture').map((s) => s.key));
  });

  it('are done when every section they show is', () => {
    const basic = (done: CompletenessKey[]) => wizardSteps(completeness(done), false)[0]!.complete;
    expect(basic(['basicDetails'])).toBe(false);
    expect(basic(['contactDetails'])).toBe(false);
    expect(basic(['basicDetails', 'contactDetails'])).toBe(true);
    const family = (done: CompletenessKey[]) => wizardSteps(completeness(done), false).find((s) => s.key === 'familyDetails')!.complete;
    expect(family(['familyDetails'])).toBe(false);
    expect(family(['familyDetails', 'aboutFamily'])).toBe(true);
    const aboutMe = (done: CompletenessKey[]) => wizardSteps(completeness(done), false).find((s) => s.key === 'additionalInfo')!.complete;
    expect(aboutMe(['additionalInfo'])).toBe(false);
    expect(aboutMe(['lifeStyleDetails'])).toBe(false);
    expect(aboutMe(['additionalInfo', 'lifeStyleDetails'])).toBe(true);
    const community = (done: CompletenessKey[]) => wizardSteps(completeness(done), false).find((s) => s.key === 'religionDetails')!.complete;
    expect(community(['religionDetails'])).toBe(false);
    expect(community(['religionDetails', 'locationDetails'])).toBe(true);
  });

  it('are found by a section’s key too: the completeness’s next step names sections', () => {
    expect(wizardStepOf('contactDetails')).toBe('basicDetails');
    expect(wizardStepOf('aboutFamily')).toBe('familyDetails');
    expect(wizardStepOf('lifeStyleDetails')).toBe('additionalInfo');
    expect(wizardStepOf('locationDetails')).toBe('religionDetails');
    expect(wizardStepOf('horoscope')).toBe('horoscope');
    expect(wizardStepOf('picture')).toBe('picture');
    expect(wizardStepOf('updateUniqueId')).toBeUndefined();
    expect(wizardStepOf(undefined)).toBeUndefined();
  });

  it('list the skipped optional steps once every required step is done, and nothing before or after', () => {
    expect(skippedSteps(wizardSteps(completeness([]), false))).toEqual([]);
    expect(skippedSteps(wizardSteps(completeness(REQUIRED.slice(1)), false))).toEqual([]);
    expect(skippedSteps(wizardSteps(completeness([...REQUIRED, 'horoscope']), false)).map((s) => s.title)).toEqual([
      'Family',
      'Photos',
      'Partner preferences',
    ]);
    const all = COMPLETENESS_SECTIONS.map((s) => s.key);
    expect(skippedSteps(wizardSteps(completeness(all), true))).toEqual([]);
  });
});
