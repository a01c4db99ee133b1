import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { storedNames, type NameTable } from './names';

/**
 * The names of reference data kept in memory (decision 0972): asked of the database once per
 * reference_version, and asked again after any write to a name table, cities included (migration 0069).
 */
let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onStatement: (q) => void statements.push(q.sql) });
});
afterAll(() => t.close());

const wanted = (pune: string) =>
  new Map<NameTable, Set<string>>([
    ['castes', new Set(['hindu.brahmin', 'no-such-caste'])],
    ['cities', new Set([pune])],
    ['religions', new Set(['hindu'])],
  ]);
const lookups = () => statements.filter((s) => / from "?(castes|cities|religions)"? where/i.test(s)).length;

describe('The names of reference data', () => {
  it('are read once, then from memory, and again after a city or a caste is renamed', async () => {
    const db = t.deps.database.db;
    const pune = String((await db.selectFrom('cities').select('id').where('state_id', '=', 'IN-MH').where('name', '=', 'Pune').executeTakeFirstOrThrow()).id);
    const brahmin = await db.selectFrom('castes').select(['id', 'name']).where('id', '=', 'hindu.brahmin').executeTakeFirst();
    expect(brahmin, 'the seed has the caste this test names').toBeDefined();

    statements.length = 0;
    const first = await storedNames(t.deps.database, wanted(pune));
    expect(first.get('cities')!.get(pune)).toEqual({ name: 'Pune', kind: 'city' });
    expect(first.get('castes')!.get('hindu.brahmin')).toEqual({ name: brahmin!.name, kind: 'caste' });
    expect(first.get('castes')!.has('no-such-caste')).toBe(false);
    expect(lookups()).toBe(1);

    statements.length = 0;
    expect(await storedNames(t.deps.database, wanted(pune))).toEqual(first);
    expect(lookups(), 'the second call, the unknown id included, reads no name table').toBe(0);

    await db.updateTable('cities').set({ name: 'Poona' }).where('id', '=', Number(pune)).execute();
    expect((await storedNames(t.deps.database, wanted(pune))).get('cities')!.get(pune)!.name).toBe('Poona');
    await db.updateTable('castes').set({ name: 'Brahmin (all)' }).where('id', '=', 'hindu.brahmin').execute();
    expect((await storedNames(t.deps.database, wanted(pune))).get('castes')!.get('hindu.brahmin')!.name).toBe('Brahmin (all)');
  });
});
