import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2e } from './env';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function parseEml(file: string, raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  return { file, to: header('To').toLowerCase(), subject: header('Subject'), text: raw.slice(split + 4) };
}

async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const names = await readdir(e2e.mailDir).catch(() => [] as string[]);
  // File names start with an ISO time stamp and a sequence number: sorting puts the newest last.
  const files = names.filter((n) => n.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (n) => parseEml(n, await readFile(path.join(e2e.mailDir, n), 'utf8'))));
  return mails.filter((m) => m.to === to.toLowerCase());
}

/** The newest mail to `to` whose subject contains `subjectPart`, waiting for it to be written. */
export async function newestMail(to: string, subjectPart: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).filter((m) => m.subject.includes(subjectPart)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject containing "${subjectPart}" within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in the newest such mail. */
export async function linkInNewestMail(to: string, subjectPart: string): Promise<string> {
  const mail = await newestMail(to, subjectPart);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The mail ${mail.file} has no link:\n${mail.text}`);
  return link;
}
