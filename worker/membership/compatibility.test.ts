import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPATIBILITY_TEXT } from '../../contract/compatibility';
import { SETTINGS_TEXT } from '../../contract/settings';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api, type Client, type JsonOf } from '../test/typed-client';
import { adminSession, memberWithSession } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;

/** Through `call`: the schema's input type asks for place and varga fields the route fills in when absent. */
const horoscope = (m: Member, body: Record<string, unknown>) => call(t, 'PUT', `/api/user/update/horoscope/${m.id}`, { token: m.token, body });

async function member(gender: 'male' | 'female', star?: { nakshatra: string; charan: number; manglik?: string }, overrides: Record<string, unknown> = {}): Promise<Member> {
  const m = await memberWithSession(t, { gender, ...overrides });
  if (star) {
    const res = await horoscope(m, { nakshatra: star.nakshatra, charan: star.charan, manglik: star.manglik ?? 'manglik.no' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return m;
}

async function privacy(m: Member, p: 'visible' | 'hidden' | 'hpassword', password?: string) {
  const res = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: p, ...(password ? { password } : {}) } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

const score = (
  viewer: { token?: string } | null,
  id: string,
  json: JsonOf<Client['match']['compatibility'][':id']['$post']> = {},
  headers: Record<string, string> = {},
) => answer(api(t, { token: viewer?.token, headers }).match.compatibility[':id'].$post({ param: { id }, json }));

/** The score of a pair that can be matched; any other answer fails the test with what it said. */
function scored(res: Awaited<ReturnType<typeof score>>) {
  const { data } = res.body;
  if (!data.matchable) throw new Error(`Not matchable: ${data.reason}`);
  return data;
}

describe('POST /api/match/compatibility/{id}', () => {
  it('scores a man and a woman with the man as groom, whoever asks', async () => {
    const groom = await member('male', { nakshatra: 'ashwini', charan: 1 });
    const bride = await member('female', { nakshatra: 'bharani', charan: 1, manglik: 'manglik.yes' });
    const his = await score(groom, bride.id);
    expect(his.status).toBe(200);
    expect(his.body.code).toBe(5);
    expect(his.body.data).toMatchObject({ matchable: true, total: 33, max: 36, percentage: 92, viewerIs: 'groom', doshas: [] });
    expect(scored(his).kootas).toHaveLength(8);
    expect(scored(his).kootas.find((k) => k.key === 'gana')).toMatchObject({ groom: 'Deva', bride: 'Manushya', points: 5 });
    expect(scored(his).manglik).toEqual({ me: 'No', them: 'Yes' });

    const hers = await score(bride, groom.id);
    expect(hers.body.data).toMatchObject({ matchable: true, total: 33, viewerIs: 'bride', manglik: { me: 'Yes', them: 'No' } });
  });

  it('reads vashya from a stored Moon longitude for the charans that straddle 15° of Dhanu (docs/decisions/0110)', async () => {
    const bride = await member('female', { nakshatra: 'ashwini', charan: 1 });
    const vashya = async (groom: Member) => scored(await score(bride, groom.id)).kootas.find((k) => k.key === 'vashya');
    const chosen = await member('male', { nakshatra: 'purva-ashadha', charan: 1 });
    expect(await vashya(chosen)).toMatchObject({ groom: 'Manava', bride: 'Chatushpada', points: 1 });
    const calculated = await memberWithSession(t, { gender: 'male' });
    const body = { nakshatra: 'purva-ashadha', charan: 1, manglik: 'manglik.no', timeOfBirth: '05:10', moonLongitude: 255.5, horoscopeSource: 'calculated' };
    expect((await horoscope(calculated, body)).status).toBe(200);
    expect(await vashya(calculated)).toMatchObject({ groom: 'Chatushpada', bride: 'Chatushpada', points: 2 });
  });

  it('names nadi and bhakoot doshas', async () => {
    const groom = await member('male', { nakshatra: 'uttara-phalguni', charan: 2 });
    const bride = await member('female', { nakshatra: 'ashwini', charan: 1 });
    const res = await score(bride, groom.id);
    expect(scored(res).total).toBe(10);
    expect(scored(res).doshas.map((d) => d.name)).toEqual(['Nadi dosha', 'Bhakoot dosha: Shadashtak (6/8)']);
  });

  it("says the doshas and each side's cells in the caller's language, English exactly as before (issue 25)", async () => {
    // Uttara Phalguni 2 (Kanya) and Ashwini 1 (Mesha): both Adi nadi, and 6/8 from each other.
    const groom = await member('male', { nakshatra: 'uttara-phalguni', charan: 2 });
    const bride = await member('female', { nakshatra: 'ashwini', charan: 1 });
    const said = async (headers: Record<string, string>) => {
      const data = scored(await score(bride, groom.id, {}, headers));
      return { kootas: data.kootas.map((k) => [k.name, k.groom, k.bride]), doshas: data.doshas, manglik: data.manglik };
    };

    expect(await said({})).toEqual({
      kootas: [
        ['Varna', 'Vaishya', 'Kshatriya'],
        ['Vashya', 'Manava', 'Chatushpada'],
        ['Tara', "12 from the bride's star", "17 from the groom's star"],
        ['Yoni', 'Gau (Cow), male', 'Ashwa (Horse), male'],
        ['Graha Maitri', 'Mercury (lord of Kanya)', 'Mars (lord of Mesha)'],
        ['Gana', 'Manushya', 'Deva'],
        ['Bhakoot', 'Kanya (Virgo)', 'Mesha (Aries)'],
        ['Nadi', 'Adi', 'Adi'],
      ],
      doshas: [
        { key: 'nadi', name: 'Nadi dosha', description: 'Both have Adi nadi.' },
        { key: 'bhakoot', name: 'Bhakoot dosha: Shadashtak (6/8)', description: "The groom's moon sign is 6 from the bride's, and hers 8 from his." },
      ],
      manglik: { me: 'No', them: 'No' },
    });

    const hindi = {
      kootas: [
        ['वर्ण', 'वैश्य', 'क्षत्रिय'],
        ['वश्य', 'मानव', 'चतुष्पद'],
        ['तारा', 'वधू के नक्षत्र से गिनती में 12', 'वर के नक्षत्र से गिनती में 17'],
        ['योनि', 'गौ (गाय), नर', 'अश्व (घोड़ा), नर'],
        ['ग्रह मैत्री', 'बुध (कन्या राशि के स्वामी)', 'मंगल (मेष राशि के स्वामी)'],
        ['गण', 'मनुष्य', 'देव'],
        ['भकूट', 'कन्या', 'मेष'],
        ['नाड़ी', 'आदि', 'आदि'],
      ],
      doshas: [
        { key: 'nadi', name: 'नाड़ी दोष', description: 'दोनों की आदि नाड़ी है।' },
        {
          key: 'bhakoot',
          name: 'भकूट दोष: षडाष्टक (6/8)',
          description: 'वधू की चंद्र राशि से गिनने पर वर की राशि 6 पर आती है, और वर की राशि से गिनने पर वधू की राशि 8 पर।',
        },
      ],
      // Stored as the English option name, named in the caller's language on the way out.
      manglik: { me: 'नहीं', them: 'नहीं' },
    };
    expect(await said({ 'accept-language': 'hi-IN,hi;q=0.9' })).toEqual(hindi);
    // The page's language cookie wins over the browser's languages.
    expect(await said({ 'accept-language': 'en-GB', cookie: 'sambandh_lang=hi' })).toEqual(hindi);
    expect((await said({ 'accept-language': 'ta' })).doshas.map((d) => d.name)).toEqual(['நாடி தோஷம்', 'பகூட் தோஷம்: ஷஷ்டாஷ்டகம் (6/8)']);
  });

  it('is not matchable between two men, with oneself, without a star, or when one stopped looking', async () => {
    const a = await member('male', { nakshatra: 'rohini', charan: 2 });
    const b = await member('male', { nakshatra: 'hasta', charan: 1 });
    expect((await score(a, b.id)).body.data).toEqual({ matchable: false, reason: COMPATIBILITY_TEXT.sameGender });
    expect((await score(a, a.id)).body.data.matchable).toBe(false);

    const noStar = await member('female');
    // Without a horoscope there is nothing to read: the horoscope gate's own 404.
    const missing = await score(a, noStar.id);
    expect(missing.status).toBe(404);
    expect(missing.refusal.error).toBe(SETTINGS_TEXT.horoscopeNotAdded);
    const mineMissing = await score(noStar, a.id);
    expect(mineMissing.body.data).toEqual({ matchable: false, reason: COMPATIBILITY_TEXT.yourHoroscopeMissing });

    const off = await member('female', { nakshatra: 'hasta', charan: 1 });
    const res = await answer(api(t, { token: off.token }).user.updateSetting[':id'].$put({ param: { id: off.id }, json: { matchEnabled: false } }));
    expect(res.status).toBe(200);
    expect((await score(a, off.id)).body.data).toEqual({ matchable: false, reason: COMPATIBILITY_TEXT.notMatchable });
  });

  it('is not matchable with a minor', async () => {
    const a = await member('male', { nakshatra: 'rohini', charan: 2 });
    const minor = await member('female', { nakshatra: 'hasta', charan: 1 });
    await t.deps.database.db.updateTable('users').set({ dob: '2012-01-01' }).where('id', '=', minor.id).execute();
    expect((await score(a, minor.id)).body.data).toEqual({ matchable: false, reason: COMPATIBILITY_TEXT.notMatchable });
  });

  it('says nothing across a block, either way', async () => {
    const a = await member('male', { nakshatra: 'rohini', charan: 2 });
    const b = await member('female', { nakshatra: 'hasta', charan: 1 });
    expect((await answer(api(t, { token: b.token }).user.blockUser.$post({ json: { id: a.id, block: true } }))).status).toBe(200);
    const res = await score(a, b.id);
    expect(res.status).toBe(404);
    expect(res.json).not.toHaveProperty('data');
    expect((await score(b, a.id)).status).toBe(404);
  });

  it('reveals nothing of a hidden horoscope, and a protected one only with its password', async () => {
    const a = await member('male', { nakshatra: 'rohini', charan: 2 });
    const hidden = await member('female', { nakshatra: 'hasta', charan: 1 });
    await privacy(hidden, 'hidden');
    const h = await score(a, hidden.id);
    expect(h.status).toBe(403);
    expect(h.refusal.error).toBe(SETTINGS_TEXT.horoscopeHidden);
    expect(h.json).not.toHaveProperty('data');

    const locked = await member('female', { nakshatra: 'hasta', charan: 1 });
    await privacy(locked, 'hpassword', 'Stars@2026');
    const none = await score(a, locked.id);
    expect(none.status).toBe(403);
    expect(none.refusal.error).toBe(SETTINGS_TEXT.horoscopePasswordNeeded);
    const wrong = await score(a, locked.id, { password: 'stars@2026' });
    expect(wrong.status).toBe(403);
    expect(wrong.refusal.error).toBe(SETTINGS_TEXT.horoscopeWrongPassword);
    const right = await score(a, locked.id, { password: 'Stars@2026' });
    expect(right.status).toBe(200);
    expect(right.body.data.matchable).toBe(true);
  });

  it('rejects a bad password field, no session and admins', async () => {
    const a = await member('male', { nakshatra: 'rohini', charan: 2 });
    const b = await member('female', { nakshatra: 'hasta', charan: 1 });
    const long = await score(a, b.id, { password: 'x'.repeat(31) });
    expect(long.status).toBe(400);
    expect((await score(null, b.id)).status).toBe(401);
    const admin = await adminSession(t);
    expect((await score(admin, b.id)).status).toBe(403);
    expect((await score(a, 'no-such-member')).status).toBe(404);
  });
});
