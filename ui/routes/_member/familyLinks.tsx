import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { usePageTitle } from '../../lib/page-title';
import { FamilyLinkRequestsCard } from '../../features/family/links/family-link-requests-card';
import { FamilyRecommendationCard } from '../../features/family/links/family-recommendation-card';
import { loadLinkRequests } from '../../features/family/links/links-api';
import { loadFamilyRecommendations } from '../../features/family/links/load-recommendations';
import { sessionAtom } from '../../state/session';

/**
 * /familyLinks (not in the spec; decision 0757): link requests I received (Verify, Approve,
 * Reject) and sent (Withdraw), links in force (Unlink). Notifications of the link flow open it.
 */
export const Route = createFileRoute('/_member/familyLinks')({
  loader: async ({ context }) => {
    const [received, sent, recommendations] = await Promise.all([
      loadLinkRequests('received'),
      loadLinkRequests('sent'),
      loadFamilyRecommendations(context.store.get(sessionAtom)?.userId ?? ''),
    ]);
    return { received, sent, recommendations };
  },
  component: FamilyLinksPage,
});

function FamilyLinksPage() {
  usePageTitle(m.family_links_page_title());
  const { received, sent, recommendations } = Route.useLoaderData();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="family-links-title" className="flex min-w-0 flex-col gap-6">
        <div>
          <h1 id="family-links-title" className="font-display text-3xl font-bold text-maroon-800">
            {m.family_links_page_title()}
          </h1>
          <p className="mt-2 text-stone-700">{m.family_links_page_intro()}</p>
        </div>
        <FamilyLinkRequestsCard box="received" items={received} />
        <FamilyLinkRequestsCard box="sent" items={sent} />
      </section>
      <aside aria-label={m.family_links_page_aside()}>
        <FamilyRecommendationCard list={recommendations} />
      </aside>
    </div>
  );
}
