import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../contract/i18n/paraglide/messages';
import { SERVER_TEXT } from '../../contract/server-texts';
import { memberWithSession, registration } from '../test/factories';
import { call, createTestApp, waitFor, type TestApp } from '../test/harness';

/**
 * Server messages in their reader's language (issue 25, decision 0963): a refusal in the caller's
 * (the page's cookie, else Accept-Language), a notification, mail or SMS in its reader's
 * (users.language), whoever caused it; English unchanged for everyone else.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;
const chooseLanguage = (who: Member, language: string) => call(t, 'PUT', '/api/user/language', { token: who.token, body: { language } });
const notes = (userId: string) => t.deps.database.db.selectFrom('notifications').select(['type', 'content']).where('user_id', '=', userId).orderBy('created_at').execute();
/** The newest mail to `email` with this subject, once the background work sent it. */
const mailTo = (email: string, subject: string) => waitFor(() => [...t.mails].reverse().find((mail) => mail.to === email && mail.subject === subject));

describe('notifications, mails and SMS in the reader’s language', () => {
  it('tells a member who reads Marathi of an interest in Marathi, and the English sender of the answer in English', async () => {
    const [sender, reader] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    expect((await chooseLanguage(reader, 'mr')).status).toBe(200);
    const sent = await call(t, 'POST', `/api/match/matchAccount/${reader.id}`, { token: sender.token, body: {} });
    expect(sent.body.code).toBe(5);
    const received = (await notes(reader.id)).find((n) => n.type === 'member_request');
    expect(received?.content).toBe(`${sender.name} यांनी तुम्हाला आवड पाठवली आहे.`);

    // The Marathi reader answers from a Marathi page: the English sender still reads English.
    const accepted = await call(t, 'PUT', '/api/match/updateMatchRequest', { token: reader.token, body: { id: sent.body.requestId, status: 'accepted' }, headers: { cookie: 'sambandh_lang=mr' } });
    expect(accepted.body.code).toBe(5);
    expect((await notes(sender.id)).find((n) => n.type === 'member_request_accept')?.content).toBe(`${reader.name} accepted your interest.`);
  });

  it('mails a reset link in the member’s language, whatever the page asking for it speaks', async () => {
    const member = await memberWithSession(t);
    await chooseLanguage(member, 'mr');
    const res = await call(t, 'POST', '/api/auth/forgotPassword', { body: { email: member.email }, headers: { 'accept-language': 'ta' } });
    expect(res.status).toBe(200);
    const mail = await mailTo(member.email, 'Sambandh साठी नवीन पासवर्ड ठेवा');
    expect(mail.text).toMatch(/^नमस्कार Test Member \d+,\n/);
    expect(mail.text).toContain('/reset-password');
  });

  it('registers from a Marathi page: the verification mail and the welcome are in Marathi', async () => {
    const input = await registration(t);
    const res = await call(t, 'POST', '/api/user/register', { body: input, headers: { cookie: 'sambandh_lang=mr' } });
    expect(res.body.message).toBe(m.server_registered({}, { locale: 'mr' }));
    const mail = await mailTo(input.email, m.server_mail_verify_subject({}, { locale: 'mr' }));
    expect(mail.text).toContain('तिथे हा कोड टाका');
    const user = await t.deps.database.db.selectFrom('users').select(['id', 'language']).where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(user.language).toBe('mr');
    expect((await notes(user.id)).find((n) => n.type === 'welcome')?.content).toBe(`Sambandh मध्ये तुमचे स्वागत आहे, ${input.name}! चांगली स्थळे मिळवण्यासाठी तुमची प्रोफाइल पूर्ण करा आणि तुमचे कुटुंब जोडा.`);
  });

  it('sends the phone code in the member’s language', async () => {
    const member = await memberWithSession(t);
    await chooseLanguage(member, 'mr');
    const res = await call(t, 'POST', '/api/user/phone/sendOtp', { token: member.token, body: { phone: '9812345678' } });
    expect(res.status).toBe(200);
    const sms = t.smses.at(-1)!;
    expect(sms.text).toMatch(/^\d{6} हा तुमचा फोन पडताळण्यासाठीचा Sambandh कोड आहे\./);
  });

  it('keeps English byte for byte for a member who reads English', async () => {
    const member = await memberWithSession(t);
    await call(t, 'POST', '/api/auth/forgotPassword', { body: { email: member.email } });
    const mail = await mailTo(member.email, 'Set a new password for Sambandh');
    expect(mail.text.split('\n').slice(0, 4)).toEqual([
      `Namaste ${member.name},`,
      '',
      'Someone (we hope you) asked to set a new password for your Sambandh account.',
      'Open the link below to choose one. It works once and expires in 1 hour.',
    ]);
  });
});

describe('refusals in the caller’s language', () => {
  const wrongPassword = async (headers: Record<string, string>) => {
    const member = await memberWithSession(t);
    return call(t, 'POST', '/api/auth/login', { body: { email: member.email, password: 'Wrong12345' }, headers, ip: '198.51.100.25' });
  };

  it('answers in the language of the page’s cookie, else the browser’s, else English', async () => {
    expect((await wrongPassword({ cookie: 'sambandh_lang=mr' })).body.error).toBe('ई-मेल किंवा पासवर्ड बरोबर नाही. ते तपासून पुन्हा प्रयत्न करा.');
    expect((await wrongPassword({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body.error).toBe('ई-मेल या पासवर्ड सही नहीं है। उन्हें जाँचकर फिर कोशिश करें।');
    expect((await wrongPassword({})).body.error).toBe('The e-mail or password is not right. Check them and try again.');
    // Outside a request (as these tests read it), SERVER_TEXT is English.
    expect(SERVER_TEXT.invalidCredentials).toBe('The e-mail or password is not right. Check them and try again.');
  });
});
