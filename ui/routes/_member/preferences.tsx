import { createFileRoute, Link } from '@tanstack/react-router';
import { LoadingBlock } from '../../components/spinner';
import { PreferencesForm } from '../../features/preferences/preferences-form';
import { loadPreference } from '../../features/preferences/preferences-api';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';

export const Route = createFileRoute('/_member/preferences')({
  loader: ({ context }) => loadPreference(context.store.get(sessionAtom)?.userId ?? ''),
  pendingComponent: () => (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <LoadingBlock label="Loading your partner preferences" />
    </div>
  ),
  component: PreferencesPage,
});

function PreferencesPage() {
  usePageTitle('Partner preferences');
  const { preference, error } = Route.useLoaderData();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PreferencesForm headingLevel={1} preference={preference} error={error} />
      <p className="mt-4 text-sm text-stone-700">
        See who matches them on{' '}
        <Link to="/matchRecommendation" className="font-semibold text-maroon-800 underline underline-offset-4">
          Match recommendation
        </Link>
        .
      </p>
    </div>
  );
}
