import { demoPortraitPng } from '../../worker/pictures/demo';
import { e2e } from './env';
import { adminSignIn, api, type SignedIn } from './members';
import { codeInNewestSms } from './sms';

/**
 * A member with both badges of issue 24, reached through the API as the member and an
 * administrator would (e2e/phone-verification.test.ts and e2e/id-verification.test.ts click
 * through the same steps): for tests of the screens that only show the badges.
 */
export async function verifyPhoneAndId(member: SignedIn, number: string): Promise<void> {
  await verifyPhone(member, number);
  await approveId(member);
}

/** The code of the SMS the local file holds, typed back. `number`: ten digits, a fresh one each run. */
async function verifyPhone(member: SignedIn, number: string): Promise<void> {
  const sent = await api('POST', '/user/phone/sendOtp', { token: member.token, body: { phone: number } });
  if (sent.status !== 200) throw new Error(`sendOtp failed: ${JSON.stringify(sent.body)}`);
  const code = await codeInNewestSms(`+91${number}`);
  const verified = await api('POST', '/user/phone/verifyOtp', { token: member.token, body: { code } });
  if (verified.status !== 200) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.body)}`);
}

/** A PAN photo and a selfie sent, then approved with the profile's own name and date of birth. */
async function approveId(member: SignedIn): Promise<void> {
  const who = { id: member.user._id, name: member.user.name, gender: 'female' as const };
  const form = new FormData();
  form.append('documentType', 'pan');
  form.append('document', new File([Buffer.from(await demoPortraitPng({ ...who, id: `${who.id}-pan` }, 1))], 'pan.png', { type: 'image/png' }));
  form.append('selfie', new File([Buffer.from(await demoPortraitPng(who, 0))], 'selfie.png', { type: 'image/png' }));
  const sent = await fetch(`${e2e.baseUrl}/api/user/idVerification`, { method: 'POST', headers: { jwt: member.token }, body: form });
  if (sent.status !== 200) throw new Error(`ID upload failed: ${await sent.text()}`);
  const admin = await adminSignIn();
  const queue = await api('GET', `/admin/idVerifications?search=${encodeURIComponent(member.user.name)}`, { token: admin.token });
  const request = (queue.body as unknown as { items: Array<{ _id: string; member: { _id: string }; profileName: string; profileDob: string }> }).items.find((r) => r.member._id === member.user._id);
  if (!request) throw new Error(`No ID request for ${member.user.name}: ${JSON.stringify(queue.body)}`);
  const decided = await api('POST', `/admin/idVerifications/${request._id}`, { token: admin.token, body: { decision: 'approved', name: request.profileName, dob: request.profileDob } });
  if (decided.status !== 200) throw new Error(`ID approval failed: ${JSON.stringify(decided.body)}`);
}
