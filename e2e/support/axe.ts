import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const AXE_SOURCE = path.resolve('node_modules/axe-core/axe.min.js');
let axeSource: string | undefined;

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: a <script> tag would be inline script, which the
  // page's Content-Security-Policy refuses (decision 0007).
  if (!loaded) await page.evaluate((axeSource ??= readFileSync(AXE_SOURCE, 'utf8')));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** A readable list of violations for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/** Fails the test with a readable list when axe-core finds any violation on the page. */
export async function expectNoAxeViolations(page: Page, what = page.url()): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe on ${what}:\n${describeViolations(violations)}`).toEqual([]);
}
