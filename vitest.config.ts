import { defineConfig } from 'vitest/config';

/**
 * Three layers, one command (`npm test`): rules and API against real libSQL files, the
 * screens in headless Chromium, and the Workers entry under wrangler.
 */
export default defineConfig({
  test: {
    projects: [
      {
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
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
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
