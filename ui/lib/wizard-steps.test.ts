import { describe, expect, it } from 'vitest';
import { COMPLETENESS_SECTIONS, type Completeness, type CompletenessKey } from '../../contract/profile';
import { skippedSteps, wizardSteps } from './wizard-steps';

const completeness = (done: CompletenessKey[]): Completeness => ({
  percentage: 0,
  next: null,
  sections: COMPLETENESS_SECTIONS.map((s) => ({ ...s, complete: done.includes(s.key), earned: 0 })),
});
const REQUIRED: CompletenessKey[] = ['basicDetails', 'religionDetails', 'locationDetails', 'professionalDetails', 'lifeStyleDetails', 'contactDetails'];

/** The wizard's twelve steps and what the dashboard's "Finish your profile" lists (issue 22 §2). */
describe('wizard steps', () => {
  it('are the profile sections, then Photos and Partner preferences, each done from the completeness or a saved preference', () => {
    const steps = wizardSteps(completeness(['religionDetails', 'picture']), false);
    expect(steps.map((s) => s.title)).toEqual([...COMPLETENESS_SECTIONS.filter((s) => s.key !== 'picture').map((s) => s.title), 'Photos', 'Partner preferences']);
    expect(steps.filter((s) => s.complete).map((s) => s.key)).toEqual(['religionDetails', 'picture']);
    expect(wizardSteps(completeness([]), true).find((s) => s.key === 'partnerPreferences')?.complete).toBe(true);
    expect(steps.filter((s) => !s.optional).map((s) => s.key)).toEqual(REQUIRED);
  });

  it('list the skipped optional steps once every required step is done, and nothing before or after', () => {
    expect(skippedSteps(wizardSteps(completeness([]), false))).toEqual([]);
    expect(skippedSteps(wizardSteps(completeness(REQUIRED.slice(1)), false))).toEqual([]);
    expect(skippedSteps(wizardSteps(completeness([...REQUIRED, 'horoscope']), false)).map((s) => s.title)).toEqual([
      'Family details',
      'About family',
      'About me and appearance',
      'Photos',
      'Partner preferences',
    ]);
    const all = COMPLETENESS_SECTIONS.map((s) => s.key);
    expect(skippedSteps(wizardSteps(completeness(all), true))).toEqual([]);
  });
});
