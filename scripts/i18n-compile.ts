/**
 * Compiles the message catalogue (contract/i18n/messages/<area>/<locale>.json) into typed
 * functions, contract/i18n/paraglide/ (generated, not committed): `npm ci` (prepare), `npm start`,
 * `npm test` and the build run it first (decision 0963). Offline: the message-format plugin
 * comes from node_modules (contract/i18n/project.inlang/settings.json), not a CDN.
 *
 * A compile takes 15 to 50 s and one `npm test` asks for it three times (install, test, the
 * browser tests' build): the output is kept while the catalogue, the options and the compiler
 * are those it was made from (a hash of them, written beside it).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '../contract/i18n/paraglide-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);
const STAMP = path.join(PARAGLIDE_OPTIONS.outdir, '.source-hash');

/** The catalogue's files, the project settings, the options and the compiler's version, hashed. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir('contract/i18n', { recursive: true }))
    .map((f) => path.join('contract/i18n', f))
    .filter((f) => /^contract\/i18n\/(messages\/.*\.json|project\.inlang\/settings\.json)$/.test(f))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(file));
  hash.update(JSON.stringify(PARAGLIDE_OPTIONS));
  hash.update(await readFile('node_modules/@inlang/paraglide-js/package.json'));
  return hash.digest('hex');
}

const wanted = await sourceHash();
const made = existsSync(STAMP) ? await readFile(STAMP, 'utf8') : null;
if (made !== wanted || !existsSync(path.join(PARAGLIDE_OPTIONS.outdir, 'messages.js'))) {
  await compile(PARAGLIDE_OPTIONS);
  await writeFile(STAMP, wanted);
}
