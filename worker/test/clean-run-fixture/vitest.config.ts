import { defineConfig } from 'vitest/config';

/** The clean-run rule over a file of tests that log on purpose (clean-run.test.ts runs it). */
export default defineConfig({
  test: {
    root: __dirname,
    include: ['logs.fixture.ts'],
    setupFiles: ['../clean-run.ts'],
    environment: 'node',
  },
});
