import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '../../contract/i18n/locales';
import { call, createTestApp, type TestApp } from '../test/harness';
import { memberWithSession, registerMember } from '../test/factories';

/** Issue 25, decision 0963: the member's language on the account, and the page's language per request. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languageOf = async (id: string) =>
  t.deps.database.db.selectFrom('users').select(['language', 'language_chosen_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe("the browser's languages", () => {
  it('picks the first language Sambandh speaks, by quality, English otherwise', () => {
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('fr-FR, ta;q=0.5, mr;q=0.7')).toBe('mr');
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('bn;q=0, te')).toBe('te');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('PUT /api/user/language', () => {
  it("saves the member's choice, which the session check then answers", async () => {
    const m = await memberWithSession(t);
    const before = await call(t, 'GET', '/api/auth/checkLogin', { token: m.token });
    // Not chosen yet: the pages follow the browser.
    expect(before.body.user.setting.language).toBeNull();
    const res = await call(t, 'PUT', '/api/user/language', { token: m.token, body: { language: 'mr' } });
    expect(res.status).toBe(200);
    expect(await languageOf(m.id)).toEqual({ language: 'mr', language_chosen_at: t.clock.now });
    const after = await call(t, 'GET', '/api/auth/checkLogin', { token: m.token });
    expect(after.body.user.setting.language).toBe('mr');
  });

  it('refuses a language Sambandh does not speak, and a visitor, changing nothing', async () => {
    const m = await memberWithSession(t);
    const wrong = await call(t, 'PUT', '/api/user/language', { token: m.token, body: { language: 'fr' } });
    expect(wrong.status).toBe(400);
    expect((await languageOf(m.id)).language_chosen_at).toBeNull();
    expect((await call(t, 'PUT', '/api/user/language', { body: { language: 'hi' } })).status).toBe(401);
  });
});

describe('the language recorded until a member chooses', () => {
  it("is the page's at registration, and at each sign-in the page's again; a choice stays", async () => {
    const member = await registerMember(t, {}, {});
    expect((await languageOf(member.id)).language).toBe('en');
    const signIn = (headers: Record<string, string>) =>
      call(t, 'POST', '/api/auth/login', { body: { email: member.email, password: member.password }, headers });
    const first = await signIn({ 'accept-language': 'ta-IN,ta;q=0.9' });
    expect((await languageOf(member.id)).language).toBe('ta');
    // The page's cookie wins over the browser's languages.
    await signIn({ 'accept-language': 'ta-IN', cookie: 'sambandh_lang=bn' });
    expect((await languageOf(member.id)).language).toBe('bn');
    await call(t, 'PUT', '/api/user/language', { token: first.body.token as string, body: { language: 'hi' } });
    await signIn({ 'accept-language': 'ta-IN' });
    expect(await languageOf(member.id)).toMatchObject({ language: 'hi' });
  });
});

describe('the page shell', () => {
  it("is the build of the reader's language: the cookie, else the browser's, else English; English when that build is missing", async () => {
    const asked: string[] = [];
    const original = t.deps.loadShell;
    t.deps.loadShell = async (file = 'index.html') => {
      asked.push(file);
      if (file.startsWith('locales/bn/')) return null; // a build without Bengali
      return `<!doctype html><html lang="${file}"><head><!--app-data--></head><body><div id="root"></div></body></html>`;
    };
    try {
      const lang = async (headers: Record<string, string>) => {
        const res = await t.app.request('/dashboard', { headers });
        expect(res.headers.get('vary')).toBe('Cookie, Accept-Language');
        return /<html lang="([^"]+)"/.exec(await res.text())?.[1];
      };
      expect(await lang({ 'accept-language': 'hi-IN,hi;q=0.9' })).toBe('locales/hi/index.html');
      expect(await lang({ 'accept-language': 'hi-IN', cookie: 'sambandh_lang=ta' })).toBe('locales/ta/index.html');
      expect(await lang({ cookie: 'sambandh_lang=xx' })).toBe('index.html');
      expect(await lang({ 'accept-language': 'bn-IN' })).toBe('index.html');
      expect(asked).toContain('locales/bn/index.html');
    } finally {
      t.deps.loadShell = original;
    }
  });
});
