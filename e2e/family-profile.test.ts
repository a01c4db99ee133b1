import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath, type Tab } from './support/browser';
import { linkInNewestMail, newestMail } from './support/mail';
import { api, holdPlan, MEMBER_PASSWORD, registerMember, signInApi, storeSession, uniqueEmail, type SignedIn } from './support/members';
import { chooseOption, choiceIn } from './support/select';
import { typeAndChoose } from './support/type-ahead';

/**
 * A profile the family runs (issue 27), reached by clicking, with three people each in their own
 * browser: a father registers for his daughter and builds the profile, hidden from search; she
 * accepts the mailed invitation on a phone and confirms it; another member finds it marked as
 * managed; the father's interest names him; she chats, and her father reads the conversation
 * only once she lets the family in, and only what is said from then, which the other member is
 * told; the history names each step.
 * The tests run in order and share the three people.
 */
let browser: Browser;
let father: Tab;
let daughter: Tab;
let other: Tab;
let otherMember: SignedIn;

// Letters only: a name is words.
const tag = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const candidateName = `Priya Sharma${tag}`;
const fatherName = `Ramesh Sharma${tag}`;
const fatherEmail = uniqueEmail('father');
const daughterEmail = uniqueEmail('daughter');
let profileId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const member = await registerMember({ name: `Vikram Other${tag}`, gender: 'male' });
  otherMember = await signInApi(member.email, member.password);
  // His plan opens the conversation for both (spec §7 Messaging).
  await holdPlan(otherMember, 'gold');
  father = await openTab(browser);
  daughter = await openTab(browser, phone(390, 844));
  other = await openTab(browser);
  await storeSession(other.page, otherMember);
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Whose profile is in use' });

async function searchByName(page: Page, name: string): Promise<void> {
  await page.goto('/searchProfile');
  await page.getByRole('heading', { level: 1, name: 'Search Profile' }).waitFor();
  await page.getByLabel('Unique id or name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
}

async function openFamilyPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: 'Family and managers' }).click();
  await waitForPath(page, '/family/managers');
  await page.getByRole('heading', { level: 1, name: 'Family and managers' }).waitFor();
}

test('the father registers for his daughter through the form and builds her profile, which nobody finds', async () => {
  const { page } = father;
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
  await choiceIn(page, 'This profile is for', 'My daughter').click();
  // For someone else the form asks who is registering; the e-mail and password are his.
  await page.getByLabel('Your name').fill(fatherName);
  await choiceIn(page, "You are the candidate's", 'Father').click();
  await expectNoAxeViolations(page, 'registration for a daughter');
  await page.getByLabel('Full name').fill(candidateName);
  expect(await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
  await page.getByLabel('Date of birth').fill('1998-03-04');
  await typeAndChoose(page, 'Mother tongue', 'Marathi');
  await choiceIn(page, 'Religion', 'Hindu').click();
  await page.getByLabel('E-mail').fill(fatherEmail);
  await page.getByLabel('Mobile number').fill('+91 98200 11223');
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByText(/^I declare that this profile is for marriage/).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const code = /enter this code there: (\d{6})/i.exec((await newestMail(fatherEmail, 'Verify your e-mail')).text)?.[1] ?? '';
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.keyboard.press('Enter');
  await waitForPath(page, '/register');

  // Every page says whose profile is in use, and that it waits for her.
  await banner(page).getByText(`You are managing ${candidateName}'s profile as her father.`).waitFor();
  await banner(page).getByText('It is hidden from other members until Priya confirms it.').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Basic and contact details' }).waitFor();
  // Registering for her, the contact person is not filled in for him: he is it.
  await page.getByLabel('Contact person').fill(fatherName);
  await page.getByLabel('Relationship').fill('Father');
  await chooseOption(page, 'Marital status', 'Single');
  await chooseOption(page, 'Height', '5 ft 3 in');
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Community and location' }).waitFor();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('family-token') ?? '{}') as { userId?: string });
  profileId = stored.userId ?? '';
  expect(profileId).not.toBe('');

  await searchByName(other.page, candidateName);
  expect(await other.page.getByRole('link', { name: candidateName }).count()).toBe(0);
});

test('he invites her from Family and managers; she joins from the mail on her phone and confirms; the profile is found, marked as managed', async () => {
  const { page } = father;
  await openFamilyPage(page);
  await expectNoAxeViolations(page, 'Family and managers, the father');
  await choiceIn(page, 'They are', 'The candidate (the person the profile is for)').click();
  await page.getByLabel('Their e-mail').fill(daughterEmail);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await page.getByText(`Invitation sent to ${daughterEmail}.`).waitFor();
  await page.getByRole('region', { name: 'Invitations waiting' }).getByText(new RegExp(`^${daughterEmail.replace(/[.+]/g, '\\$&')} · Candidate`)).waitFor();

  const link = new URL(await linkInNewestMail(daughterEmail, 'invites you'));
  const her = daughter.page;
  await her.goto(link.pathname + link.search);
  await her.getByRole('heading', { level: 1, name: 'Join a family profile' }).waitFor();
  await choiceIn(her, 'Who are you?', 'I am the person the profile is for').click();
  await her.getByLabel('Choose a password').fill('Priya12345');
  await her.getByRole('button', { name: 'Join the profile' }).click();
  await waitForPath(her, '/dashboard');
  const consent = her.getByRole('region', { name: 'Your family made this profile for you' });
  await consent.getByText('Look it over; it is shown to others only when you confirm it.').waitFor();
  expect(await banner(her).count()).toBe(0);
  expect(await pageWidth(her)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(her, 'the consent panel on a phone');
  await consent.getByRole('button', { name: 'Confirm my profile' }).click();
  await her.getByText('Thank you. Your profile is now shown to other members.').waitFor();
  await consent.waitFor({ state: 'detached' });

  await searchByName(other.page, candidateName);
  const card = other.page.getByRole('listitem').filter({ has: other.page.getByRole('link', { name: candidateName }) });
  await card.first().waitFor();
  await card.first().getByText('Managed by family').waitFor();
});

test('the father sends an interest; the other member sees who sent it and accepts', async () => {
  const { page } = father;
  await page.goto(`/viewprofile/${otherMember.user._id}`);
  await page.getByRole('heading', { level: 1, name: otherMember.user.name }).waitFor();
  await page.getByRole('button', { name: 'Send interest' }).click();
  await page.getByText('Interest sent · waiting for an answer').waitFor();

  const o = other.page;
  await o.goto('/requests/received/pending');
  await o.getByRole('heading', { level: 2, name: 'Received · Pending' }).waitFor();
  await o.getByText(`Sent by her father, ${fatherName}`).waitFor();
  await o.getByRole('button', { name: `Accept interest from ${candidateName}` }).click();
  await o.getByText('Request accepted.').waitFor();
  // Her profile names the family that runs it.
  await o.goto(`/viewprofile/${profileId}`);
  await o.getByText(/Managed by her father · Confirmed by Priya/).waitFor();
});

test('she chats; her father reads the conversation only once she lets the family in, and the other member is told', async () => {
  // His plan opens the conversation; then she may write on hers.
  const o = other.page;
  await o.goto(`/messages/${profileId}`);
  const opening = o.getByRole('textbox', { name: /^Message to/ });
  await opening.fill('Hello Priya, thank you for the interest.');
  await opening.press('Enter');
  await o.getByRole('log').getByText('Hello Priya, thank you for the interest.').waitFor();

  const her = daughter.page;
  await her.goto(`/messages/${otherMember.user._id}`);
  await her.getByRole('log').getByText('Hello Priya, thank you for the interest.').waitFor();
  const composer = her.getByRole('textbox', { name: /^Message to/ });
  await composer.fill('Namaste, I read your profile.');
  await composer.press('Enter');
  await her.getByRole('log').getByText('Namaste, I read your profile.').waitFor();

  const { page } = father;
  await page.goto(`/messages/${otherMember.user._id}`);
  await page.getByText(/This conversation is the candidate's own/).first().waitFor();
  expect(await page.getByText('Namaste, I read your profile.').count()).toBe(0);

  // The switch's label is what a member taps (the input itself is hidden under its track).
  const familySwitch = her.getByRole('switch', { name: /Family in the conversation/ });
  expect(await familySwitch.isChecked()).toBe(false);
  await her.getByText('Family in the conversation', { exact: true }).click();
  await expect.poll(() => familySwitch.isChecked()).toBe(true);
  await her.getByText(/^Priya's family can read this conversation from /).waitFor();

  // From that moment on: what was said before stays hers.
  await composer.fill('My father reads along from now.');
  await composer.press('Enter');
  await her.getByRole('log').getByText('My father reads along from now.').waitFor();
  await page.goto(`/messages/${otherMember.user._id}`);
  await page.getByRole('log').getByText('My father reads along from now.').waitFor();
  expect(await page.getByText('Namaste, I read your profile.').count()).toBe(0);
  // He reads; only she writes.
  expect(await page.getByRole('textbox', { name: /^Message to/ }).count()).toBe(0);

  await o.goto(`/messages/${profileId}`);
  await o.getByText(/^Priya's family can read this conversation from /).waitFor();
  await expectNoAxeViolations(o, 'the conversation with the family notice');
});

test('the history lists each step by person; the family page and banner at 390 px', async () => {
  const { page } = father;
  await page.goto('/family/managers');
  const history = page.getByRole('region', { name: 'History' });
  const lines = [
    `${fatherName} (her father) registered the profile`,
    `${fatherName} (her father) changed Basic details`,
    `${fatherName} (her father) invited ${daughterEmail}`,
    `${candidateName} joined the profile`,
    `${candidateName} confirmed the profile`,
    `${fatherName} (her father) sent an interest to ${otherMember.user.name}`,
    `${candidateName} let the family read the conversation with ${otherMember.user.name}`,
  ];
  for (const line of lines) await history.getByText(line, { exact: true }).waitFor();

  // Her family list: the father's entry is the father who manages the profile, reached from the header.
  const fatherSession = await signInApi(fatherEmail, MEMBER_PASSWORD);
  expect((await api('POST', '/member', { token: fatherSession.token, body: { name: 'Ramesh', relation_id: 'father' } })).status).toBe(200);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('navigation', { name: 'Member' }).getByRole('button', { name: 'Family' }).click();
  await page.getByRole('dialog', { name: 'Family' }).getByRole('link', { name: 'Family Members' }).click();
  await waitForPath(page, '/familyMember');
  await page.getByRole('rowheader', { name: /^Ramesh/ }).getByText(`Manages this profile as ${fatherName}`).waitFor();

  // The father on a phone: the banner and the family page fit.
  const small = await openTab(browser, phone(390, 844));
  const signedIn = await signInApi(fatherEmail, MEMBER_PASSWORD);
  await storeSession(small.page, signedIn);
  await small.page.goto('/dashboard');
  await banner(small.page).getByText(`You are managing ${candidateName}'s profile as her father.`).waitFor();
  await banner(small.page).getByRole('link', { name: 'Family and managers' }).click();
  await waitForPath(small.page, '/family/managers');
  await small.page.getByRole('region', { name: 'History' }).getByText(lines[0]!, { exact: true }).waitFor();
  expect(await pageWidth(small.page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(small.page, 'Family and managers on a phone');
  await small.context.close();
});

test('the mother, a member herself, joins with the account she is signed in to, switches between her profile and her daughter’s without signing out, and leaves', async () => {
  const motherMember = await registerMember({ name: `Sunita Sharma${tag}`, gender: 'female' });
  const mother = await openTab(browser);
  await storeSession(mother.page, await signInApi(motherMember.email, motherMember.password));

  // The daughter invites her from her phone: the candidate option is gone, she has her own sign-in.
  const her = daughter.page;
  await her.goto('/family/managers');
  await her.getByRole('heading', { level: 1, name: 'Family and managers' }).waitFor();
  expect(await her.getByRole('radio', { name: 'The candidate (the person the profile is for)' }).count()).toBe(0);
  await choiceIn(her, 'Who they are to the candidate', 'Mother').click();
  await her.getByLabel('Their e-mail').fill(motherMember.email);
  await her.getByRole('button', { name: 'Send the invitation' }).click();
  await her.getByText(`Invitation sent to ${motherMember.email}.`).waitFor();

  const { page } = mother;
  const link = new URL(await linkInNewestMail(motherMember.email, 'invites you'));
  await page.goto(link.pathname + link.search);
  await choiceIn(page, 'Who are you?', 'I am family and will help run it').click();
  await expectNoAxeViolations(page, 'the invitation page, signed in');
  await page.getByRole('button', { name: `Join with the account I am signed in to (${motherMember.name})` }).click();
  await waitForPath(page, '/dashboard');
  await banner(page).getByText(`You are managing ${candidateName}'s profile as her mother.`).waitFor();

  // The profile menu lists both profiles; hers is a click away, and back.
  const menu = page.getByRole('button', { name: /profile menu/i });
  await menu.click();
  await page.getByRole('menuitem', { name: `${motherMember.name} (your profile)` }).click();
  await page.getByText(`You are now using ${motherMember.name}'s profile.`).waitFor();
  await waitForPath(page, '/dashboard');
  await banner(page).waitFor({ state: 'detached' });
  await menu.click();
  await page.getByRole('menuitem', { name: `${candidateName} (Mother)` }).click();
  await banner(page).getByText(`You are managing ${candidateName}'s profile as her mother.`).waitFor();

  // She leaves, asked once more, and stays signed in on her own profile.
  await openFamilyPage(page);
  await page.getByRole('button', { name: 'Leave this profile' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave this profile' });
  await dialog.getByText(`Leave ${candidateName}'s profile?`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Leave this profile' }).click();
  await page.getByText('You have left the profile.').waitFor();
  await waitForPath(page, '/dashboard');
  await banner(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: new RegExp(motherMember.name) }).waitFor();
  await mother.context.close();
});
