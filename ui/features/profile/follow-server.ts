import type { Values } from './section-specs';

/**
 * A section form's values when the server's change under it: each field takes the server's new
 * value unless the member has changed it since the values it last took (`before`). A late re-read
 * of the profile, or a save in another tab, never puts a value back under the member's typing,
 * and a field the member has not touched follows the server (including how a save normalised it).
 */
export function followServer(current: Values, before: Values, after: Values): Values {
  const next: Values = { ...current };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if ((current[key] ?? '') === (before[key] ?? '')) next[key] = after[key] ?? '';
  }
  return next;
}
