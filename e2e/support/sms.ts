import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2e } from './env';

/** The local SMS folder: `sms/` beside the mail folder, as the server's default (worker/config.ts). */
const smsDir = path.join(path.dirname(e2e.mailDir), 'sms');

/**
 * The code in the newest SMS to `to` (E.164), waiting for it to be written. File names start
 * with an ISO time stamp and a sequence number and end with the number: sorting puts the newest last.
 */
export async function codeInNewestSms(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(smsDir).catch(() => [] as string[])).filter((n) => n.endsWith(`-${to}.txt`)).sort();
    const newest = names.at(-1);
    if (newest) {
      const code = /^(\d{6}) is your Sambandh code/m.exec(await readFile(path.join(smsDir, newest), 'utf8'))?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No SMS to ${to} in ${smsDir} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
