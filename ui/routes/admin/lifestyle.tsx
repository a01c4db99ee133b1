import { createFileRoute } from '@tanstack/react-router';
import type { EditableLifestyleKind } from '../../../contract/admin/reference';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchLifestylePage } from '../../features/admin/reference/reference-api';
import { LifestyleOptions } from '../../features/admin/reference/lifestyle-options';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, type AdminListSearch } from '../../lib/search-params';

/** /admin/lifestyle: the option lists members pick from on their profiles (decision 0804). */
// contract/admin/reference.ts's EDITABLE_LIFESTYLE_KINDS, written out space-separated: validateSearch sits in the entry, which carries no
// back-office module (issue 10), and one shared check reads this (decision 0202). The first is the list shown by default.
const KINDS = 'eatingHabit drinkingHabit smokingHabit maritalStatus haveChildren complexion bodyType physicalStatus bloodGroup manglik familyValue familyType familyStatus employedIn residencyStatus';

/** /admin/lifestyle (decision 0804): the list shown and its table's page, sort and search live in the address (issue 21). */
export const Route = createFileRoute('/admin/lifestyle')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { kind?: EditableLifestyleKind | undefined } => adminListSearch(search, 'sort members', { kind: KINDS }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'sort asc'), kind: search.kind ?? 'eatingHabit' }),
  loader: ({ deps: { kind, ...query } }) => fetchLifestylePage(kind, query),
  pendingComponent: () => <AdminTablePending label="Lifestyle options" />,
  component: Page,
});

function Page() {
  usePageTitle('Lifestyle options');
  const navigate = Route.useNavigate();
  const { kind, ...query } = Route.useLoaderDeps();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Lifestyle options</h1>
        <p className="mt-1 max-w-3xl text-stone-700">
          The choices members see for eating, drinking and smoking habits, marital status, family and the other lists of the profile. An option in use can be
          renamed but not removed.
        </p>
      </div>
      <LifestyleOptions
        list={{ result: Route.useLoaderData(), query, onQueryChange: change }}
        kind={kind}
        // Another list starts at its own first page, sorted and unsearched.
        onKindChange={(k) => void navigate({ search: { kind: k } })}
      />
    </div>
  );
}
