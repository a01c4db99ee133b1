/**
 * `npm run build`: the client once per language (decision 0963), so that a page downloads one
 * language's words. English goes to dist/ as before; each other language is built into
 * dist/locales/<locale>/, its assets moved into dist/assets/ (the names are content hashes: a file
 * two languages share is the same file), its shell and chunk map left there. Then the
 * prerendered public pages, per language, and the API reference's files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_LOCALE, isLocale, LOCALES, localeBuildDir, type Locale } from '../contract/i18n/locales';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const done = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

/** `SAMBANDH_BUILD_LOCALES=en` builds English only: quicker, for a developer's browser test run. */
const only = process.env.SAMBANDH_BUILD_LOCALES?.split(',').filter(isLocale);
const locales = only?.length ? LOCALES.filter((l) => only.includes(l)) : LOCALES;

/**
 * One language's client. The config imports our own modules (the language list) without
 * extensions, which Vite's future native loader would refuse; its default bundling loader reads
 * them fine, so its warning is off.
 */
function buildClient(locale: Locale): Promise<void> {
  const env = { ...process.env, NODE_ENV: 'production', SAMBANDH_BUILD_LOCALE: locale, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The ${locale} build failed (exit ${code}).`))));
  });
}

/** A language's assets join English's in dist/assets; its shell, prerendered pages and chunk map stay in its folder. */
async function moveAssets(locale: Locale): Promise<void> {
  const dir = path.join(ROOT, localeBuildDir(locale));
  for (const file of await readdir(path.join(dir, 'assets'))) {
    const target = path.join(ROOT, 'dist/assets', file);
    if (existsSync(target)) await rm(path.join(dir, 'assets', file));
    else await rename(path.join(dir, 'assets', file), target);
  }
  await rm(path.join(dir, 'assets'), { recursive: true });
  console.log(`Built ${locale}: ${path.relative(ROOT, dir)}/index.html`);
}

run('npx', ['tsx', 'scripts/i18n-compile.ts']);
// English first: its build empties dist/. Then the others, as many at once as there are cores.
if (locales.includes(BASE_LOCALE)) await buildClient(BASE_LOCALE);
const others = locales.filter((l) => l !== BASE_LOCALE);
const workers = Array.from({ length: Math.min(availableParallelism(), others.length) }, async () => {
  for (let locale = others.shift(); locale; locale = others.shift()) {
    await buildClient(locale);
    await moveAssets(locale);
  }
});
await Promise.all(workers);
run('npx', ['tsx', 'scripts/prerender.ts']);
run('npx', ['tsx', 'scripts/copy-api-docs.ts']);
