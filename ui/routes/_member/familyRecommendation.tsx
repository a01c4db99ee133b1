import { createFileRoute } from '@tanstack/react-router';
import { RECOMMENDATION_TEXT } from '../../../contract/family-links';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';
import { loadFamilyRecommendations } from '../../features/family/links/load-recommendations';
import { RecommendationList } from '../../features/family/links/recommendation-list';

/** /familyRecommendation (spec §2): members who are probably relatives, best first (decision 0760). */
export const Route = createFileRoute('/_member/familyRecommendation')({
  loader: ({ context }) => loadFamilyRecommendations(context.store.get(sessionAtom)?.userId ?? ''),
  component: FamilyRecommendationPage,
});

function FamilyRecommendationPage() {
  usePageTitle(RECOMMENDATION_TEXT.pageTitle);
  const list = Route.useLoaderData();
  return (
    <section aria-labelledby="family-recommendation-page-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="family-recommendation-page-title" className="font-display text-3xl font-bold text-maroon-800">
        {RECOMMENDATION_TEXT.pageTitle}
      </h1>
      <div className="mt-6 rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
        {list.length === 0 ? (
          <p className="text-stone-700">{RECOMMENDATION_TEXT.pageEmpty}</p>
        ) : (
          <RecommendationList items={list} showReason />
        )}
      </div>
    </section>
  );
}
