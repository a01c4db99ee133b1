// The npm registry reachable here lacks Tailwind's (and Lix's) native binaries for other platforms
// (they answer 404), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lock as out of sync. This adds their entries back, marked with the os/cpu they
// are for, exactly as a lock made elsewhere holds them: npm ci skips them on Linux x64 without
// fetching anything. Run after any `npm install` that rewrites the lock:
//   node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'linux-arm64': { os: ['linux'], cpu: ['arm64'] },
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
/** Adds the missing platform packages `parent` names as optional dependencies, `prefix` + a PLATFORMS key. */
function addPlatforms(parent, prefix, extra) {
  const entry = lock.packages[`node_modules/${parent}`];
  if (!entry) throw new Error(`${parent} is not in the lock`);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = PLATFORMS[name.replace(prefix, '')];
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = { version: entry.version, ...platform, ...extra, optional: true };
    added++;
  }
}
addPlatforms('@tailwindcss/oxide', '@tailwindcss/oxide-', { license: 'MIT', engines: { node: '>= 20' } });
// The same for the inlang SDK's Lix binaries (Paraglide's compiler, a dev dependency; decision 0963).
addPlatforms('@lix-js/sdk', '@lix-js/sdk-', { dev: true });
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
