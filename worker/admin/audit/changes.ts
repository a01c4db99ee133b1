import type { AuditChange } from '../../../contract/admin/audit';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an action changed, key by key: the top-level keys of the record before and after whose
 * values differ (a key present on one side only is a change from or to nothing). A record that
 * is not an object (a bare value, or nothing) is one change under the key 'value'.
 */
export function changesBetween(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ key: 'value', before: before ?? null, after: after ?? null }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => !same(b[k], a[k])).map((k) => ({ key: k, before: b[k] ?? null, after: a[k] ?? null }));
}

/** A stored JSON column back to a value (null when empty). */
export const parsedJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
