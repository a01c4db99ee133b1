import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toSmsFile, type SmsSender } from './sms-sender';

/**
 * Local default: each message becomes a `.txt` file under `dir` (SMS_DIR, `sms/` beside the mail
 * folder), named by its time, a sequence number and the number it is for, so sorting the names
 * puts the newest last (e2e/support/sms.ts reads codes there).
 */
export function fileSmsSender(dir: string, now: () => number = Date.now): SmsSender {
  let seq = 0;
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
      const safeTo = sms.to.replace(/[^0-9+]/g, '_');
      const file = path.join(dir, `${stamp}-${(seq++).toString().padStart(4, '0')}-${safeTo}.txt`);
      await writeFile(file, toSmsFile(sms, new Date(now())), 'utf8');
    },
  };
}
