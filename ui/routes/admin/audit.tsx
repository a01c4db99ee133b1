import { createFileRoute } from '@tanstack/react-router';
import { AUDIT_TEXT } from '../../../contract/admin/audit';
import { AuditTrail } from '../../features/admin/audit/audit-trail';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/audit')({
  component: Page,
});

function Page() {
  usePageTitle(AUDIT_TEXT.title);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{AUDIT_TEXT.title}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{AUDIT_TEXT.intro}</p>
      </div>
      <AuditTrail />
    </div>
  );
}
