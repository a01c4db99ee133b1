import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A green test means a clean run (issue 21 §3): anything written to `console.error` or any
 * unhandled rejection while a test runs fails that test, unless the test said it expects it
 * with `expectLogged(/pattern/)`. Set up for every test file of the api and browser projects
 * (vitest.config.ts `setupFiles`); what an own server (e2e/support/own-server.ts) logs counts
 * too, as it runs in the test's process.
 *
 * Expected lines are kept quiet; unexpected ones are shown in the failure, with their stacks.
 */
interface Logged {
  text: string;
  args: unknown[];
  expected: boolean;
}

interface Expectation {
  pattern: RegExp;
  calls: unknown[][];
}

/** What a test (or, outside any test, the file's beforeAll and afterAll) logged and expects. */
interface Scope {
  logged: Logged[];
  expected: Expectation[];
}

const fileScope: Scope = { logged: [], expected: [] };
let testScope: Scope | null = null;
const current = () => testScope ?? fileScope;

function record(args: unknown[]): void {
  const text = format(...args);
  const scopes = testScope ? [testScope, fileScope] : [fileScope];
  const expectation = scopes.flatMap((s) => s.expected).find((e) => e.pattern.test(text));
  expectation?.calls.push(args);
  current().logged.push({ text, args, expected: Boolean(expectation) });
}

console.error = (...args: unknown[]) => record(args);
process.on('unhandledRejection', (reason) => record(['Unhandled rejection:', reason]));

/**
 * Declares that the running test (or, called from a beforeAll or at the top of a file, every
 * test of the file) logs a console error matching `pattern` on purpose. The test fails if
 * nothing matched it by its end; `calls` holds the arguments of each matching call.
 */
export function expectLogged(pattern: RegExp): { readonly calls: unknown[][] } {
  const expectation: Expectation = { pattern, calls: [] };
  current().expected.push(expectation);
  return expectation;
}

/** Why a scope is not clean, or null: unexpected lines, and expectations nothing matched. */
function complaint(scope: Scope, where: string): string | null {
  const unexpected = scope.logged.filter((l) => !l.expected).map((l) => l.text);
  const unmet = scope.expected.filter((e) => e.calls.length === 0).map((e) => String(e.pattern));
  const parts = [
    ...(unexpected.length ? [`${where} logged ${unexpected.length} unexpected error(s) (declare one with expectLogged(/pattern/) if it is on purpose):\n\n${unexpected.join('\n\n')}`] : []),
    ...(unmet.length ? [`${where} expected an error log that never came: ${unmet.join(', ')}`] : []),
  ];
  return parts.length ? parts.join('\n\n') : null;
}

beforeEach(() => {
  testScope = { logged: [], expected: [] };
});

afterEach(() => {
  const scope = testScope;
  testScope = null;
  const problem = scope && complaint(scope, 'This test');
  if (problem) throw new Error(problem);
});

afterAll(() => {
  const problem = complaint(fileScope, 'This file (outside its tests: beforeAll, afterAll, background work that outlived a test)');
  if (problem) throw new Error(problem);
});
