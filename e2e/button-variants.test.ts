import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * A button's colours come from its variant alone (ui/components/button.tsx, issue 22 §1): a
 * colour class added beside a variant fights the variant's own, and which one wins is the
 * stylesheet's order, not the author's intent (the profile's Message was white on white). This
 * reads every screen's source for colour classes given to `buttonClass(…)` or `<Button className>`.
 */
const COLOUR = /^(?:bg|text|border|ring|outline|from|to|via)-(?:white|black|transparent|current|[a-z]+-\d{2,3})(?:\/\d+)?$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The class strings given beside a variant: buttonClass's second argument, and the className of
 * the project's Button (not react-aria's own, which files import under the same name).
 */
function extrasIn(text: string): string[] {
  const ourButton = /import \{[^}]*\bButton\b[^}]*\} from '[./]*(?:components\/)?button'/.test(text);
  const literals = (code: string) => [...code.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  const fromCalls = [...text.matchAll(/buttonClass\(\s*[^,()]+,\s*('[^']*'|"[^"]*"|`[^`]*`)/g)].flatMap((m) => literals(m[1] ?? ''));
  const fromButtons = !ourButton ? [] : [...text.matchAll(/<Button\b[^>]*?\bclassName=(?:"([^"]*)"|\{([^}]*)\})/g)].flatMap((m) => (m[1] !== undefined ? [m[1]] : literals(m[2] ?? '')));
  return [...fromCalls, ...fromButtons];
}

function colourClasses(extra: string): string[] {
  return extra
    .split(/\s+/)
    .map((token) => token.replace(/^.*:/, '').replace(/^!/, ''))
    .filter((token) => COLOUR.test(token));
}

test('no screen gives a button a colour beside its variant', () => {
  const found = sources(path.resolve('ui')).flatMap((file) =>
    extrasIn(readFileSync(file, 'utf8')).flatMap((extra) => colourClasses(extra).map((cls) => `${path.relative(process.cwd(), file)}: ${cls}`)),
  );
  expect(found).toEqual([]);
});

test('the check sees a colour given beside a variant', () => {
  expect(extrasIn(`buttonClass('primary', 'bg-white text-maroon-800 hover:bg-maroon-50')`).flatMap(colourClasses)).toEqual(['bg-white', 'text-maroon-800', 'bg-maroon-50']);
  const ours = `import { Button } from '../../components/button';\n`;
  expect(extrasIn(`${ours}<Button variant="ghost" className={x ? '' : 'bg-white/10 text-white'} onPress={f}>`).flatMap(colourClasses)).toEqual(['bg-white/10', 'text-white']);
  expect(extrasIn(`import { Button } from 'react-aria-components';\n<Button className="bg-white">`)).toEqual([]);
  expect(extrasIn(`${ours}<Button variant="secondary" className="!px-3 !py-1.5 text-xs mt-4 self-start">`).flatMap(colourClasses)).toEqual([]);
});
