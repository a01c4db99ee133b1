/**
 * Compiles the message catalogue (contract/i18n/messages/<area>/<locale>.json) into typed
 * functions, contract/i18n/paraglide/ (generated, not committed): `npm ci` (prepare), `npm start`,
 * `npm test` and the build run it first (decision 0963). Offline: the message-format plugin
 * comes from node_modules (contract/i18n/project.inlang/settings.json), not a CDN.
 */
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '../contract/i18n/paraglide-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);
await compile(PARAGLIDE_OPTIONS);
