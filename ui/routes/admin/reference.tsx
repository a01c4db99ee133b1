import { createFileRoute } from '@tanstack/react-router';
import { ReferenceBrowser, type ReferenceLevel } from '../../features/admin/reference/reference-browser';
import { usePageTitle } from '../../lib/page-title';

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);

/** /admin/reference: religions, their castes, and each caste's sub-castes and gotras (decision 0804). */
export const Route = createFileRoute('/admin/reference')({
  validateSearch: (search: Record<string, unknown>): ReferenceLevel => ({
    religionId: text(search.religionId),
    religion: text(search.religion),
    casteId: text(search.casteId),
    caste: text(search.caste),
  }),
  component: Page,
});

function Page() {
  usePageTitle('Religions and castes');
  const level = Route.useSearch();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Religions and castes</h1>
        <p className="mt-1 max-w-3xl text-stone-700">
          What members choose on their profiles and partner preferences. Open a religion for its castes, and a caste for its sub-castes and gotras.
          Members see every change on their next page.
        </p>
      </div>
      <ReferenceBrowser level={level} />
    </div>
  );
}
