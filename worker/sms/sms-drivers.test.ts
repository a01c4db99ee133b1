import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';
import { fileSmsSender } from './file-sms';
import { httpSmsSender, noSmsSender, SmsUnavailableError } from './sms-sender';
import { startTwilioStandIn, TWILIO_STAND_IN } from './twilio-stand-in';
import { smsSenderOnWorkers } from './workers-sms';

/** The SMS drivers (issue 24, decision 0954): Twilio's Messages API over real HTTP, and the local folder. */

let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
beforeAll(async () => {
  standIn = await startTwilioStandIn();
});
afterAll(() => standIn.close());

const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('the HTTP SMS driver', () => {
  it('sends a message as Twilio takes it: form-encoded, Basic auth, To in E.164, From the sender', async () => {
    const config = parseConfig({ ...base, ...standIn.env });
    await httpSmsSender(config.smsApi!).send({ to: '+919876543210', text: '123456 is your Sambandh code.' });
    expect(standIn.messages.at(-1)).toEqual({ to: '+919876543210', from: TWILIO_STAND_IN.sender, body: '123456 is your Sambandh code.' });
  });

  it('fails loudly when the provider refuses: a wrong key, a number that is not E.164', async () => {
    const api = { url: standIn.url, key: `${TWILIO_STAND_IN.accountSid}:wrong`, sender: 'SMBNDH' };
    await expect(httpSmsSender(api).send({ to: '+919876543210', text: 'x' })).rejects.toThrow('SMS API answered 401');
    const good = parseConfig({ ...base, ...standIn.env }).smsApi!;
    await expect(httpSmsSender(good).send({ to: '98765', text: 'x' })).rejects.toThrow('SMS API answered 400');
  });

  it('the three settings go together', () => {
    expect(() => parseConfig({ ...base, SMS_API_URL: standIn.url })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, ...standIn.env, SMS_API_KEY: 'no-colon' })).toThrow('SMS_API_KEY must be AccountSid:AuthToken');
  });
});

describe('the local SMS folder', () => {
  it('is sms/ beside the mail folder unless SMS_DIR says otherwise', () => {
    expect(parseConfig({ ...base, DATA_DIR: '/srv/sambandh' }).smsDir).toBe('/srv/sambandh/sms');
    expect(parseConfig({ ...base, MAIL_DIR: '/tmp/run/mail/' }).smsDir).toBe('/tmp/run/sms');
    expect(parseConfig({ ...base, SMS_DIR: '/tmp/texts' }).smsDir).toBe('/tmp/texts');
  });

  it('writes one .txt file a message, named so the newest sorts last', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-sms-'));
    let now = Date.parse('2026-11-22T10:00:00Z');
    const sender = fileSmsSender(dir, () => now);
    await sender.send({ to: '+919876543210', text: '111111 is your code.' });
    now += 1000;
    await sender.send({ to: '+919876543210', text: '222222 is your code.' });
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('-+919876543210.txt'))).toBe(true);
    expect(await readFile(path.join(dir, files.at(-1)!), 'utf8')).toContain('222222 is your code.');
  });
});

describe('on Workers', () => {
  it('uses the HTTP driver when set, and in production without it refuses rather than logging codes', async () => {
    const production = parseConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://sambandh.example' });
    expect(smsSenderOnWorkers(production)).toBe(noSmsSender);
    await expect(noSmsSender.send({ to: '+919876543210', text: 'x' })).rejects.toBeInstanceOf(SmsUnavailableError);
    const withApi = smsSenderOnWorkers(parseConfig({ ...base, ...standIn.env }));
    await withApi.send({ to: '+14155550100', text: 'hello' });
    expect(standIn.messages.at(-1)?.to).toBe('+14155550100');
  });
});
