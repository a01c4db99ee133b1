import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

const MESSAGES = path.resolve('contract/i18n/paraglide/messages.js');
const MESSAGES_BUNDLE = path.resolve('contract/i18n/paraglide/messages/_bundle.js');

/**
 * The message catalogue as one module in the tests: the same compiled functions, bundled by
 * scripts/i18n-compile.ts, instead of the 2,450 modules the client build splits by page, which
 * took each test file 2.6 to 3.9 s to import.
 */
function messagesInOneModule(): Plugin {
  return {
    name: 'messages-in-one-module',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('paraglide/messages') && !source.endsWith('paraglide/messages.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === MESSAGES ? MESSAGES_BUNDLE : null;
    },
  };
}

/**
 * Three layers, one command (`npm test`): rules and API against real libSQL files, the
 * screens in headless Chromium, and the Workers entry under wrangler.
 */
export default defineConfig({
  plugins: [messagesInOneModule()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['worker/**/*.test.ts', 'contract/**/*.test.ts', 'ui/**/*.test.ts'],
          exclude: ['worker/**/*.workers.test.ts'],
          globalSetup: ['worker/test/global-setup.ts'],
          // A green test means a clean run: an unexpected console error fails it (issue 21 §3).
          setupFiles: ['worker/test/clean-run.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['worker/test/clean-run.ts'],
          environment: 'node',
          fileParallelism: false,
          // A page on a busy 2-core machine takes more than expect.poll's default second to draw a
          // change; Playwright's own waits here allow 10 s, and so do polls.
          expect: { poll: { timeout: 10_000 } },
          // A stopgap kept one more stop: the pickers test failed once more without it, at 1280 px,
          // under a full run (its step is not known yet; listed in the stop's note to be mended).
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'workers',
          include: ['worker/**/*.workers.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
