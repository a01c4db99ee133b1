import { beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../clean-run';

/** Run by clean-run.test.ts: each test's name says whether the rule must pass or fail it. */
let fileWide: { readonly calls: unknown[][] };
beforeAll(() => {
  fileWide = expectLogged(/Known noise of this file/);
});

test('fails: an unexpected console error', () => {
  console.error('Background task failed:', new Error('The database connection is not open'));
});

test('passes: a console error the test expects', () => {
  const refused = expectLogged(/mail API down/);
  console.error('Reply to a visitor query not sent', new Error('mail API down'));
  expect(refused.calls).toHaveLength(1);
});

test('fails: an expected error that never came', () => {
  expectLogged(/never logged/);
});

test('fails: one expected and one unexpected error', () => {
  expectLogged(/Storage full/);
  console.error('Storage full: the database has no space left');
  console.error('Unexpected error', 'GET', '/api/x');
});

test('fails: an unhandled rejection', async () => {
  void Promise.reject(new Error('nobody waited for this'));
  await new Promise((resolve) => setTimeout(resolve, 20));
});

test('passes: an error the whole file expects', () => {
  console.error('Known noise of this file');
  expect(fileWide.calls).toHaveLength(1);
});

// Nothing to assert: that the test passes with nothing logged is what clean-run.test.ts checks.
test('passes: nothing logged', () => {});
