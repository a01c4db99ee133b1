import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What counts as back-office code in the built UI (issue 10: a member's first visit downloads
 * none of it): the admin features and their contract, the chart library, and the split-off
 * pieces (component, loader…) of the /admin routes. The route tree itself names every page, so
 * the /admin route definitions (path, guard and the pointers to their chunks) stay in the entry.
 */
export function isBackOfficeModule(id: string): boolean {
  return (
    id.startsWith('ui/features/admin/') ||
    id.startsWith('contract/admin/') ||
    id.includes('node_modules/uplot/') ||
    /^ui\/routes\/admin(\.tsx|\/).*\?tsr-split=/.test(id)
  );
}

/** Source modules of each built JavaScript file, as vite.config.ts's chunkModules plugin wrote them. */
export function chunkModules(distDir: string): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
}

/** The back-office modules inside the given files (URL paths such as `/assets/index-abc.js`). */
export function backOfficeModulesIn(distDir: string, urlPaths: string[]): string[] {
  const map = chunkModules(distDir);
  return urlPaths.flatMap((p) => (map[p.replace(/^\//, '')] ?? []).filter(isBackOfficeModule).map((m) => `${p}: ${m}`));
}
