import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, fillSignIn, registerMember, storedSession } from './support/members';
import { chooseOption as choose, choiceIn, chosenIn, escapeRegExp } from './support/select';

/**
 * A new member completes the profile wizard in the browser, step by step (leaving and
 * resuming on the way), then finds the values on /profile and on /profilePreview.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});



async function step(page: Page, title: string, n: number) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(`Step ${n} of 8`, { exact: true }).waitFor();
}

/** What a list field shows: a row of choices' chosen one, a type-ahead's text, or a Select's button text. */
async function shown(page: Page, label: string): Promise<string> {
  if (await page.getByRole('radiogroup', { name: label, exact: true }).count()) return (await chosenIn(page, label)) ?? '';
  const combo = page.getByRole('combobox', { name: label, exact: true });
  if (await combo.count()) return combo.inputValue();
  return (await page.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) }).textContent()) ?? '';
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save & continue' }).click();

test('complete the profile wizard, resume it, and see the values on /profile and /profilePreview', async () => {
  const member = await registerMember({ name: 'Wizard Sneha', gender: 'female' });
  const { page } = await openTab(browser);
  await page.goto('/login');
  await fillSignIn(page, member.email, member.password);
  await waitForPath(page, '/dashboard');

  // No step given: the wizard starts at the first incomplete section.
  await page.goto('/register');
  await step(page, 'Basic and contact details', 1);
  await expectNoAxeViolations(page);
  // Short lists are rows of choices, one click each; the height is one list.
  await choose(page, 'Marital status', 'Single');
  // The one height list, left empty, says so in its own words; nothing is saved.
  await saveAndContinue(page);
  await page.getByText('Choose the height in feet and inches.').waitFor();
  await step(page, 'Basic and contact details', 1);
  await choose(page, 'Height', '5 ft 4 in');
  // The contact details ride with the basic details, filled from registration.
  await page.getByRole('heading', { level: 2, name: 'Contact details' }).waitFor();
  const contactPerson = page.getByLabel('Contact person');
  expect(await contactPerson.inputValue()).toBe('Wizard Sneha');
  // One step, two sections: a mistake in either saves neither.
  await contactPerson.fill('');
  await saveAndContinue(page);
  await page.getByText('Enter the name of the person to contact (at least 2 letters).').waitFor();
  const token = (await storedSession(page))!.token;
  const basic = (await api('GET', `/user/getMyProfile/${member.id}`, { token })).body.data as { profile: { basicDetails: { maritalStatus: unknown; height: unknown } } };
  expect([basic.profile.basicDetails.maritalStatus, basic.profile.basicDetails.height]).toEqual([null, null]);
  await contactPerson.fill('Wizard Sneha');
  await saveAndContinue(page);

  // Registration gave the religion; the community and the place are one step.
  await step(page, 'Community and location', 2);
  expect(await page.getByRole('button', { name: 'Skip for now' }).count()).toBe(0);
  await page.getByRole('heading', { level: 2, name: 'Location' }).waitFor();
  await choose(page, 'Religion', 'Hindu');
  await choose(page, 'Caste / community', 'Brahmin');
  await page.getByRole('combobox', { name: 'Sub-caste', exact: true }).waitFor();
  await choose(page, 'Sub-caste', 'Deshastha');
  await choose(page, 'Gotra', 'Kashyap');
  await choose(page, 'Gotra of birth (if it changed at marriage)', 'Bharadwaj');
  // A mistake in either section saves neither: no city yet, so the caste is not saved either.
  await saveAndContinue(page);
  await page.getByText('Choose the state you live in.').waitFor();
  await step(page, 'Community and location', 2);
  const religion = (await api('GET', `/user/getMyProfile/${member.id}`, { token })).body.data as { profile: { religionDetails: { caste: unknown } } };
  expect(religion.profile.religionDetails.caste).toBeNull();
  await expectNoAxeViolations(page, 'the wizard, Community and location, refused');
  // The country starts at India.
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'City', 'Pune');
  await saveAndContinue(page);

  await step(page, 'Education and career', 3);
  // Leave, and come back: the wizard resumes here, at the first incomplete step.
  await page.goto('/dashboard');
  await page.goto('/register');
  await step(page, 'Education and career', 3);
  // A finished step is not asked again: saving Basic details once more goes past Community and location.
  await page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Basic and contact details/ }).click();
  await step(page, 'Basic and contact details', 1);
  expect(await shown(page, 'Marital status')).toBe('Single');
  expect(await shown(page, 'Height')).toContain('5 ft 4 in');
  await saveAndContinue(page);
  await step(page, 'Education and career', 3);
  await choose(page, 'Highest education', 'B.E./B.Tech');
  await choose(page, 'Occupation', 'Software Professional');
  await choose(page, 'Employed in', 'Private Sector');
  await choose(page, 'Annual income', '10 - 15 Lakh');
  await saveAndContinue(page);

  await step(page, 'Family', 4);
  // Back, then forward again by the step list. A required step has no Skip; an optional one has.
  await page.getByRole('form', { name: 'Family details' }).getByRole('button', { name: 'Back' }).click();
  await step(page, 'Education and career', 3);
  expect(await page.getByRole('button', { name: 'Skip for now' }).count()).toBe(0);
  await page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Family/ }).click();
  await step(page, 'Family', 4);
  expect(await page.getByRole('button', { name: 'Skip for now' }).count()).toBe(1);
  // A row of choices left empty is refused with its message, nothing saved.
  await saveAndContinue(page);
  await page.getByText('Choose the family type.').waitFor();
  expect(await page.getByRole('radiogroup', { name: 'Family type', exact: true }).getAttribute('aria-invalid')).toBe('true');
  await step(page, 'Family', 4);
  await expectNoAxeViolations(page, 'the wizard, Family with its lines about the family, refused');
  await choose(page, 'Family type', 'Nuclear Family');
  await choose(page, 'Family values', 'Moderate');
  await choose(page, 'Family status', 'Middle Class');
  await page.getByLabel("Father's name").fill('Suresh Kulkarni');
  // About family is part of this step, saved by the same button.
  await page.getByRole('heading', { level: 2, name: 'About family' }).waitFor();
  await page.getByLabel('About my family').fill('A close-knit family of four from Kothrud, Pune.');
  await saveAndContinue(page);

  await step(page, 'About me and lifestyle', 5);
  // The habits are required, so this step has no Skip.
  expect(await page.getByRole('button', { name: 'Skip for now' }).count()).toBe(0);
  await page.getByRole('heading', { level: 2, name: 'Lifestyle' }).waitFor();
  // A bad field is refused in the form with its message, nothing saved: a mistake in either section saves neither.
  await page.getByRole('textbox', { name: 'About me', exact: true }).fill('Too short');
  await saveAndContinue(page);
  await page.getByText('Write at least 20 characters about yourself.').waitFor();
  await page.getByText('Choose the drinking habit.').waitFor();
  await step(page, 'About me and lifestyle', 5);
  await page.getByRole('textbox', { name: 'About me', exact: true }).fill('I am a software engineer in Pune who loves music and trekking.');
  // An optional row of choices starts at "Not given", and goes back to it.
  expect(await shown(page, 'Complexion')).toBe('Not given');
  await choose(page, 'Complexion', 'Wheatish');
  await choose(page, 'Complexion', 'Not given');
  await choose(page, 'Complexion', 'Fair');
  await choose(page, 'Body type', 'Slim');
  // The answer nearly every member gives is there already; the member's Save keeps it.
  expect(await shown(page, 'Physical status')).toContain('Normal');
  // The arrow keys move along a row of choices.
  await choose(page, 'Eating habits', 'Non-Vegetarian');
  await choiceIn(page, 'Eating habits', 'Non-Vegetarian').getByRole('radio').focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shown(page, 'Eating habits')).toBe('Vegetarian');
  await choose(page, 'Drinking', 'No');
  await choose(page, 'Smoking', 'No');
  await expectNoAxeViolations(page, 'the wizard, About me and lifestyle');
  await saveAndContinue(page);

  await step(page, 'Horoscope', 6);
  await choose(page, 'Nakshatra (birth star)', 'Rohini');
  await choose(page, 'Charan', '2');
  await choose(page, 'Manglik', 'No');
  // Derived, read-only: Rohini charan 2 is in Vrishabha, Manushya gan.
  await page.getByText('Vrishabha (Taurus)').waitFor();
  expect(await page.getByText('Manushya').count()).toBe(1);
  await page.getByLabel('Time of birth').fill('06:45');
  await saveAndContinue(page);

  // Photos and Partner preferences are steps of the wizard too; both can wait.
  await step(page, 'Photos', 7);
  await page.getByRole('heading', { level: 2, name: 'Your photos' }).waitFor();
  await page.getByText('No pictures yet').waitFor();
  expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
  await expectNoAxeViolations(page, 'the wizard, Photos');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await step(page, 'Partner preferences', 8);
  await expectNoAxeViolations(page, 'the wizard, Partner preferences');
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await page.getByRole('heading', { level: 1, name: 'Your profile is ready' }).waitFor();
  await page.getByText('Your profile is 95% complete.').waitFor();
  const left = page.getByRole('region', { name: 'Your profile is ready' }).getByRole('listitem');
  expect(await left.allTextContents()).toEqual(['Photos', 'Partner preferences']);
  await expectNoAxeViolations(page);

  // The dashboard lists the skipped steps, each a way back into the wizard at that step.
  const ready = page.getByRole('region', { name: 'Your profile is ready' });
  await ready.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await waitForPath(page, '/dashboard');
  const finish = page.getByRole('region', { name: 'Finish your profile' });
  await finish.waitFor();
  expect(await finish.getByRole('link').allTextContents()).toEqual(['Photos', 'Partner preferences']);
  await expectNoAxeViolations(page, 'the dashboard with Finish your profile');
  await finish.getByRole('link', { name: 'Partner preferences' }).click();
  await step(page, 'Partner preferences', 8);
  // Suggested from the profile until saved: her religion and mother tongue.
  const form = page.getByRole('form', { name: 'Partner preferences' });
  await form.getByText('Hindu').first().waitFor();
  await saveAndContinue(page);
  await ready.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await finish.waitFor();
  await expect.poll(() => finish.getByRole('link').allTextContents()).toEqual(['Photos']);

  // /profile: the percentage, and each section's form holds what was saved.
  await page.getByRole('banner').getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: /My Profile/ }).click();
  await waitForPath(page, '/profile');
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
  await expect.poll(() => page.getByTestId('completeness-percent').textContent()).toBe('95%');
  await page.getByRole('heading', { level: 2, name: 'Religion' }).click();
  await expect.poll(() => shown(page, 'Caste / community')).toContain('Brahmin');
  await page.getByRole('heading', { level: 2, name: 'Location' }).click();
  await expect.poll(() => shown(page, 'City')).toContain('Pune');
  // The same rows of choices and one height list on /profile.
  await page.getByRole('heading', { level: 2, name: 'Basic details' }).click();
  await expect.poll(() => shown(page, 'Height')).toContain('5 ft 4 in');
  await page.getByRole('heading', { level: 2, name: 'Lifestyle' }).click();
  await expect.poll(() => shown(page, 'Eating habits')).toBe('Vegetarian');
  await expectNoAxeViolations(page);

  // Edit on /profile: the unique id.
  await page.getByRole('heading', { level: 2, name: 'Profile id' }).click();
  const uniqueId = `SBW${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Profile id', exact: true }).fill(uniqueId);
  await page.getByRole('form', { name: 'Profile id' }).getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your profile id is saved.').waitFor();
  await page.getByText(uniqueId, { exact: true }).first().waitFor();

  // /profilePreview: as another member sees it.
  await page.goto('/profilePreview');
  await page.getByRole('heading', { level: 1, name: 'Profile preview' }).waitFor();
  for (const text of ['Rohini', 'Pune', 'Brahmin', 'Software Professional', 'Kashyap', 'Vrishabha (Taurus)']) {
    await page.getByText(text, { exact: false }).first().waitFor();
  }
  await expectNoAxeViolations(page);
});
