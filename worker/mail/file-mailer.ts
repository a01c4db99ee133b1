import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toEml, type Mailer } from './mailer';

/** Local default: each message becomes an `.eml` file under `dir` (data/mail/). */
export function fileMailer(dir: string, from: string, now: () => number = Date.now): Mailer {
  let seq = 0;
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${stamp}-${(seq++).toString().padStart(4, '0')}-${safeTo}.eml`);
      await writeFile(file, toEml(mail, from, new Date(now())), 'utf8');
    },
  };
}
