import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * The clean-run rule (clean-run.ts) judged from outside: vitest runs a fixture of tests that log
 * on purpose, and each test's outcome is what its name says ("passes: …" or "fails: …").
 */
test('an unexpected console error or unhandled rejection fails its test; a declared one does not', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-clean-run-'));
  const report = path.join(dir, 'report.json');
  try {
    spawnSync(
      path.resolve('node_modules/.bin/vitest'),
      ['run', '--config', path.join(__dirname, 'clean-run-fixture/vitest.config.ts'), '--reporter=json', `--outputFile=${report}`],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    const json = JSON.parse(await readFile(report, 'utf8')) as {
      testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
    };
    const results = json.testResults.flatMap((f) => f.assertionResults);
    expect(results).toHaveLength(7);
    for (const r of results) expect(`${r.title} → ${r.status}`).toBe(`${r.title} → ${r.title.startsWith('passes') ? 'passed' : 'failed'}`);
    const message = (title: string) => results.find((r) => r.title === title)!.failureMessages.join('\n');
    expect(message('fails: an unexpected console error')).toMatch(/1 unexpected error.*\n\nBackground task failed: Error: The database connection is not open/);
    expect(message('fails: an expected error that never came')).toMatch(/expected an error log that never came: \/never logged\//);
    expect(message('fails: one expected and one unexpected error')).toMatch(/1 unexpected error[\s\S]*Unexpected error GET \/api\/x/);
    expect(message('fails: one expected and one unexpected error')).not.toMatch(/Storage full/);
    expect(message('fails: an unhandled rejection')).toMatch(/Unhandled rejection: Error: nobody waited for this/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
