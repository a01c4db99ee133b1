import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { createTestApp, type TestApp } from './test/harness';
import { answer, api } from './test/typed-client';

/**
 * The support contact and social links come from the operator's settings, and nothing else
 * (issue 22 §4): unset, the page is told nothing to show; a malformed setting stops the start.
 */
const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS and SOCIAL_LINKS', () => {
  it('are empty unless set: no placeholder address, number or link', () => {
    expect(parseConfig(base).siteContact).toEqual({ email: null, phone: null, hours: null, social: [] });
  });

  it('are read as set, the social links in their order', () => {
    const config = parseConfig({
      ...base,
      SUPPORT_EMAIL: 'help@sambandh.example',
      SUPPORT_PHONE: '+91 80 4567 8900',
      SUPPORT_HOURS: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
      SOCIAL_LINKS: 'instagram=https://www.instagram.com/sambandh, YouTube=https://www.youtube.com/@sambandh',
    });
    expect(config.siteContact).toEqual({
      email: 'help@sambandh.example',
      phone: '+91 80 4567 8900',
      hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
      social: [
        { network: 'instagram', url: 'https://www.instagram.com/sambandh' },
        { network: 'youtube', url: 'https://www.youtube.com/@sambandh' },
      ],
    });
  });

  it('refuse to start on a setting that would show something wrong', () => {
    expect(() => parseConfig({ ...base, SUPPORT_EMAIL: 'support at sambandh' })).toThrow(/SUPPORT_EMAIL must be an e-mail address/);
    expect(() => parseConfig({ ...base, SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE must be a phone number/);
    expect(() => parseConfig({ ...base, SOCIAL_LINKS: 'myspace=https://myspace.com/sambandh' })).toThrow(/"myspace=https:\/\/myspace.com\/sambandh" must be network=https:\/\/… with the network one of facebook/);
    expect(() => parseConfig({ ...base, SOCIAL_LINKS: 'facebook=http://facebook.com/sambandh' })).toThrow(/the facebook link must be an https:\/\/ address/);
    expect(() => parseConfig({ ...base, SOCIAL_LINKS: 'https://facebook.com/sambandh' })).toThrow(/SOCIAL_LINKS/);
  });
});

describe('what the page is told', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('GET /app/getData and the HTML shell carry the settings as set', async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@sambandh.example', SOCIAL_LINKS: 'x=https://x.com/sambandh' });
    const site = { email: 'help@sambandh.example', phone: null, hours: null, social: [{ network: 'x', url: 'https://x.com/sambandh' }] };
    const res = await answer(api(t).app.getData.$get());
    expect(res.status).toBe(200);
    expect(res.body.data.site).toEqual(site);
    const html = await (await t.app.request('/contact')).text();
    const embedded = /<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(embedded ?? 'null').site).toEqual(site);
  });

  it('tell the page nothing to show when nothing is set', async () => {
    t = await createTestApp();
    const res = await answer(api(t).app.getData.$get());
    expect(res.body.data.site).toEqual({ email: null, phone: null, hours: null, social: [] });
  });
});
