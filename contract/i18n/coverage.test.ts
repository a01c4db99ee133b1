import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { LOCALES } from './locales';

/**
 * The catalogue's coverage per language (issue 25): every message English has, each other
 * language must have too. A missing one would fall back to English on the page; this check lists
 * the coverage per language and the missing keys, and fails below 100 %.
 */
const MESSAGES = fileURLToPath(new URL('./messages', import.meta.url));
const areas = readdirSync(MESSAGES);

type Catalogue = Record<string, unknown>;
const read = (area: string, locale: string): Catalogue => {
  try {
    const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path.join(MESSAGES, area, `${locale}.json`), 'utf8')) as Catalogue;
    return messages;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
};
/** A string (possibly empty: a sentence part a language leaves out) or a message with variants. */
const isGiven = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.length > 0);

test('every language has every message English has, and none English lacks', () => {
  const report: Record<string, { messages: number; missing: number; coverage: string }> = {};
  const problems: string[] = [];
  for (const locale of LOCALES) {
    let total = 0;
    let missing = 0;
    for (const area of areas) {
      const english = read(area, 'en');
      const theirs = read(area, locale);
      for (const key of Object.keys(english)) {
        total++;
        if (!(key in theirs) || !isGiven(theirs[key])) {
          missing++;
          problems.push(`${locale}: ${area}/${key} is missing`);
        }
      }
      for (const key of Object.keys(theirs)) if (!(key in english)) problems.push(`${locale}: ${area}/${key} is not in English`);
    }
    report[locale] = { messages: total, missing, coverage: `${total ? (((total - missing) / total) * 100).toFixed(1) : '100.0'} %` };
  }
  console.log('Catalogue coverage per language (contract/i18n/messages):');
  console.table(report);
  expect(problems).toEqual([]);
});

test('a key is in one area only', () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const area of areas) {
    for (const key of Object.keys(read(area, 'en'))) {
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${area}`);
      seen.set(key, area);
    }
  }
  expect(twice).toEqual([]);
});
