import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { LoadingBlock } from '../../components/spinner';
import { PreferencesForm } from '../../features/preferences/preferences-form';
import { loadPreference } from '../../features/preferences/preferences-api';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';

export const Route = createFileRoute('/_member/preferences')({
  loader: ({ context }) => loadPreference(context.store.get(sessionAtom)?.userId ?? ''),
  pendingComponent: () => (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <LoadingBlock label={m.preferences_loading()} />
    </div>
  ),
  component: PreferencesPage,
});

function PreferencesPage() {
  usePageTitle(m.preferences_heading());
  const { preference, error } = Route.useLoaderData();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PreferencesForm headingLevel={1} preference={preference} error={error} />
      <p className="mt-4 text-sm text-stone-700">
        {m.preferences_see_who_before()}{' '}
        <Link to="/matchRecommendation" className="font-semibold text-maroon-800 underline underline-offset-4">
          {m.preferences_rec_title()}
        </Link>
        {m.preferences_see_who_after()}
      </p>
    </div>
  );
}
