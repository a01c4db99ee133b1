import { AUDIT_TEXT, type AuditChange } from '../../../../contract/admin/audit';

/** A recorded value as a person reads it: text as it is, nothing as a dash, the rest as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** What an action changed, one line per key: before → after. */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return <span className="text-stone-600">{AUDIT_TEXT.noChanges}</span>;
  return (
    <ul className="flex max-w-md flex-col gap-1">
      {changes.map((c) => (
        <li key={c.key} className="break-words">
          <span className="font-semibold">{c.key}</span>:{' '}
          <del className="text-red-800">{shown(c.before)}</del>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <ins className="text-green-800 no-underline">{shown(c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
