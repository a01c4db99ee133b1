import { createFileRoute, Link } from '@tanstack/react-router';
import { PreferencesForm } from '../../features/preferences/preferences-form';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_member/preferences')({
  component: PreferencesPage,
});

function PreferencesPage() {
  usePageTitle('Partner preferences');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PreferencesForm headingLevel={1} />
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
