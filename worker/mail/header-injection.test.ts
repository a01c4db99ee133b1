import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_LINE_TEXT } from '../../contract/text-rules';
import { ADMIN, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession, registration } from '../test/factories';
import { httpMailer, toEml } from './mailer';

/**
 * A member's name reaches the Subject of the letter notice: with a line break in it, a caller
 * could add headers (a Bcc) to mail we send (issue 20 §1.5). Names and every single-line field
 * refuse control characters, and the mailers keep every header value on one line regardless.
 */
const INJECTED = 'Asha\r\nBcc: x@y.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('single-line fields', () => {
  it('refuse a name with a line break at sign-up, saying so on the field, and create nothing', async () => {
    const input = await registration(t, { name: INJECTED });
    const res = await answer(api(t).user.register.$post({ json: input }));
    expect(res.status).toBe(400);
    expect(res.refusal.fields).toEqual({ name: SINGLE_LINE_TEXT });
    expect(await t.deps.database.db.selectFrom('users').select('id').where('email', '=', input.email).execute()).toEqual([]);
  });

  it('refuse it in a profile, for an administrator and in a letter’s subject, changing nothing', async () => {
    const m = await memberWithSession(t);
    const before = await t.deps.database.db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    const basic = { name: INJECTED, DOB: '1996-03-14', profileFor: 'Self' as const, maritalStatus: 'maritalStatus.single', haveChildren: '', motherTongue: 'mr', height: { feet: 5, inch: 4 } };
    const profile = await answer(api(t, { token: m.token }).user.update.basicDetails[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: m.id }, json: basic }));
    expect(profile.status).toBe(400);
    expect(profile.refusal.fields?.name).toBe(SINGLE_LINE_TEXT);
    expect(await t.deps.database.db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow()).toEqual(before);

    const admin = await adminSession(t);
    const created = await answer(api(t, { token: admin.token }).admin.createAdmin.$post({ json: { name: INJECTED, email: 'header@sambandh.test' } }));
    expect(created.refusal.fields).toEqual({ name: SINGLE_LINE_TEXT });
    const renamed = await answer(api(t, { token: admin.token }).admin.updateAdmin.$post({ json: { id: admin.id, name: 'Main\nBcc: x@y.example', active: true } }));
    expect(renamed.refusal.fields).toEqual({ name: SINGLE_LINE_TEXT });
    expect((await t.deps.database.db.selectFrom('users').select('name').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).name).not.toMatch(/Bcc/);

    const letter = await answer(api(t, { token: m.token }).user.sendMail.$post({ json: { userId: admin.id, subject: 'Hello\r\nBcc: x@y.example', body: 'Namaste.' } }));
    expect(letter.status).toBe(400);
    expect(letter.refusal.fields?.subject).toBe(SINGLE_LINE_TEXT);
  });

  it('keep line breaks where a member writes lines, and refuse other control characters there', async () => {
    const m = await memberWithSession(t);
    const info = {
      complexion: 'complexion.fair',
      bodyType: 'bodyType.slim',
      physicalStatus: 'physicalStatus.normal',
      tag: 'Engineer',
      aboutMe: 'I am a software engineer in Pune.\nI love classical music and trekking.',
    };
    expect((await answer(api(t, { token: m.token }).user.update.additionalInfo[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: m.id }, json: info }))).status).toBe(200);
    const bell = await answer(api(t, { token: m.token }).user.update.additionalInfo[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: m.id }, json: { ...info, aboutMe: `${info.aboutMe}\u0007\u001b[2J` } }));
    expect(bell.status).toBe(400);
    expect(bell.refusal.fields?.aboutMe).toMatch(/control characters/);
  });
});

describe('the mailers', () => {
  const mail = { to: 'asha@example.com', subject: `New letter from ${INJECTED}`, text: 'Line one\r\nLine two' };

  it('write every header of an .eml on one line, whatever the caller passes', () => {
    const eml = toEml({ ...mail, to: 'asha@example.com\nBcc: y@z.example' }, 'Sambandh <no-reply@sambandh.local>\r\nX-Evil: 1', new Date(0));
    const head = eml.split('\r\n\r\n')[0]!.split('\r\n');
    expect(head.filter((l) => /^bcc:/i.test(l) || /^x-evil:/i.test(l))).toEqual([]);
    expect(head.filter((l) => l.startsWith('Subject:'))).toEqual(['Subject: New letter from Asha Bcc: x@y.example']);
    expect(head.every((l) => /^[A-Za-z-]+: /.test(l))).toBe(true);
    expect(eml).toContain('Line one\r\nLine two');
  });

  it('send one-line values to the HTTP e-mail API', async () => {
    const bodies: unknown[] = [];
    const server = createServer((req, res) => {
      let data = '';
      req.on('data', (d) => (data += d));
      req.on('end', () => {
        bodies.push(JSON.parse(data));
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
      await httpMailer({ url, key: 'k' }, 'Sambandh <no-reply@sambandh.local>\nBcc: a@b.example').send(mail);
      expect(bodies).toEqual([
        { from: 'Sambandh <no-reply@sambandh.local> Bcc: a@b.example', to: ['asha@example.com'], subject: 'New letter from Asha Bcc: x@y.example', text: mail.text },
      ]);
    } finally {
      server.close();
    }
  });
});
