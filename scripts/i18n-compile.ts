/**
 * Compiles the message catalogue (contract/i18n/messages/<area>/<locale>.json) into typed
 * functions, contract/i18n/paraglide/ (generated, not committed): `npm ci` (prepare), `npm start`,
 * `npm test` and the build run it first (decision 0963). Offline: the message-format plugin
 * comes from node_modules (contract/i18n/project.inlang/settings.json), not a CDN.
 *
 * A compile takes 15 to 50 s and one `npm test` asks for it three times (install, test, the
 * browser tests' build): the output is kept while the catalogue, the options and the compiler
 * are those it was made from (a hash of them, written beside it).
 *
 * Beside the one-module-per-message output that the client build splits by page, the same
 * modules bundled into one, `messages/_bundle.js`, for the tests: a test file importing 2,450
 * modules spent 2.6 to 3.9 s on it, in each of some 230 files (vitest.config.ts resolves the
 * messages there). The runtime stays a module of its own, so the request's language set
 * through it (worker/i18n/request-locale.ts) is the bundle's too.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';
import { build } from 'esbuild';
import { PARAGLIDE_OPTIONS } from '../contract/i18n/paraglide-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);
const STAMP = path.join(PARAGLIDE_OPTIONS.outdir, '.source-hash');
const MESSAGES_BUNDLE = path.join(PARAGLIDE_OPTIONS.outdir, 'messages/_bundle.js');

/** Every message module in one file; `../runtime.js` (as the modules name it) left to the runtime's own module. */
async function bundleMessages(): Promise<void> {
  await build({
    entryPoints: [path.join(PARAGLIDE_OPTIONS.outdir, 'messages.js')],
    outfile: MESSAGES_BUNDLE,
    bundle: true,
    format: 'esm',
    external: ['../runtime.js'],
    // The modules' type comments are most of their size and no test reads them.
    minifyWhitespace: true,
    logLevel: 'warning',
  });
}

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
if (made !== wanted || !existsSync(MESSAGES_BUNDLE)) {
  await compile(PARAGLIDE_OPTIONS);
  await bundleMessages();
  await writeFile(STAMP, wanted);
}
