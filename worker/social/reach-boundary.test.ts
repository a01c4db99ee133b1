import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Whether two members may reach each other is decided in one module, reach.ts (decision 0905):
 * a domain that reads the blocks table itself would be a second rule that can drift. Walks the
 * worker's source, so a block query added later fails here with the file that holds it.
 */
const WORKER = path.join(import.meta.dirname, '..');

/** Files that may name the table, each for a reason that is not deciding reach. */
const ALLOWED = new Map([
  ['social/reach.ts', 'the rule itself'],
  ['social/routes.ts', 'blocking and unblocking write the table'],
  ['social/lists.ts', "the member's own block list (blockedBy)"],
  ['settings/account-closure.ts', "a closed account's rows are deleted"],
  ['social/demo.ts', 'demo data: writes the blocks'],
  ['requests/demo.ts', 'demo data: reads every block once to choose pairs'],
  ['messaging/demo.ts', 'demo data: chooses conversations in one statement'],
  ['family/demo.ts', 'demo data: chooses families around the README account'],
]);

const QUERY = /(?:selectFrom|insertInto|deleteFrom|updateTable)\(\s*'blocks\b|\b(?:from|join|into)\s+blocks\b|table: 'blocks'/i;

function sources(): string[] {
  return readdirSync(WORKER, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test/'))
    .map((f) => f.split(path.sep).join('/'));
}

describe('the blocks table', () => {
  it('is read only through reach.ts: no other file of the worker queries it', () => {
    const offenders = sources().filter((f) => !ALLOWED.has(f) && QUERY.test(readFileSync(path.join(WORKER, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds the queries it looks for (the check is not vacuous)', () => {
    const named = [...ALLOWED.keys()].filter((f) => QUERY.test(readFileSync(path.join(WORKER, f), 'utf8')));
    expect(named.sort()).toEqual([...ALLOWED.keys()].sort());
  });
});
