import { expect, test } from 'vitest';
import { reactAriaStrings } from './react-aria-strings';

/**
 * Issue 25: React Aria's own texts come from our catalogue in the other languages. Each package we
 * give must have exactly React Aria's keys (a missing one would throw on the page), and in English
 * our catalogue must say what React Aria says.
 */
const ours: Record<string, Record<string, unknown>> = reactAriaStrings();
type Message = string | ((args: object, formatter: never) => string);
// React Aria's English per package, as its server-side localization takes it (its typings name a
// type where the module has the object).
const { default: theirs } = (await import('react-aria-components/i18n/en-US')) as unknown as { default: Record<string, Record<string, Message>> };

test("each package has React Aria's keys, no more and no fewer", () => {
  for (const [pkg, strings] of Object.entries(ours)) {
    expect(theirs[pkg], pkg).toBeDefined();
    expect(Object.keys(strings).sort(), pkg).toEqual(Object.keys(theirs[pkg] ?? {}).sort());
  }
});

type Option = string | (() => string);
const pick = (option: Option | undefined) => (typeof option === 'function' ? option() : (option ?? ''));
/** React Aria's formatter (@internationalized/string), in English. */
const formatter = {
  plural: (count: number, options: Record<string, Option>) => pick(options[`=${count}`] ?? options[new Intl.PluralRules('en-US').select(count)] ?? options.other),
  number: (value: number) => new Intl.NumberFormat('en-US').format(value),
  select: (options: Record<string, Option>, value: unknown) => pick(options[String(value)] ?? options.other),
};

/** The values React Aria passes, with each count and choice the texts vary by. */
const argumentSets = [0, 1, 2, 7].flatMap((count) =>
  [true, false].flatMap((isGroupChange) =>
    [true, false].map((isSelected) => ({
      count,
      optionCount: count,
      groupCount: count,
      isGroupChange,
      isSelected,
      groupTitle: 'Religions',
      optionText: 'Hindu',
      itemText: 'Photo 2',
      beforeItemText: 'Photo 1',
      afterItemText: 'Photo 3',
      item: 'Row 4',
      columnName: 'Name',
      value: 120,
    })),
  ),
);

test("in English our catalogue says what React Aria says, for every count and choice", () => {
  for (const [pkg, strings] of Object.entries(ours)) {
    for (const [key, value] of Object.entries(strings)) {
      const english = theirs[pkg]?.[key];
      if (typeof english === 'string') {
        expect(value, `${pkg} ${key}`).toBe(english);
        continue;
      }
      expect(typeof value, `${pkg} ${key}`).toBe('function');
      for (const args of argumentSets) {
        expect((value as (a: typeof args) => string)(args), `${pkg} ${key} ${JSON.stringify(args)}`).toBe(english?.(args, formatter as never));
      }
    }
  }
});
