import { createFileRoute } from '@tanstack/react-router';
import { FamilyLinkRequestsCard } from '../../features/family/links/family-link-requests-card';
import { FamilyRecommendationCard } from '../../features/family/links/family-recommendation-card';
import { loadLinkRequests } from '../../features/family/links/links-api';
import { loadFamilyRecommendations } from '../../features/family/links/load-recommendations';
import { fetchFamilyMembers } from '../../features/family/members/members-api';
import { FamilyMembersPage, FamilyMembersPending } from '../../features/family/members/family-members-page';
import { familyListSearch } from '../../features/family/members/family-list-place';
import { TreeSharingCard } from '../../features/family/tree/tree-sharing-card';
import { loadTreeViewRequests, loadTreeViews } from '../../features/family/tree/tree-api';
import { TreeViewRequestsCard } from '../../features/family/tree/tree-view-requests-card';
import { sessionAtom } from '../../state/session';

export const Route = createFileRoute('/_member/familyMember')({
  validateSearch: familyListSearch,
  // The tab, the search and the page only move within the list: no loader deps, so the router
  // loads on entering the page and after a write (router.invalidate), not on each keystroke.
  loaderDeps: () => ({}),
  loader: async ({ context }) => {
    const [res, received, sent, treeRequests, treeViews, recommendations] = await Promise.all([
      fetchFamilyMembers(),
      loadLinkRequests('received'),
      loadLinkRequests('sent'),
      loadTreeViewRequests(),
      loadTreeViews(),
      loadFamilyRecommendations(context.store.get(sessionAtom)?.userId ?? ''),
    ]);
    const open = sent.filter((r) => r.status === 'pending' || r.status === 'verified');
    return {
      list: res.ok ? res.body : null,
      error: res.ok ? null : res.error,
      linkRequested: new Set(open.map((r) => r.member._id)),
      linkRequests: received,
      treeRequests,
      treeViews,
      recommendations,
    };
  },
  pendingComponent: FamilyMembersPending,
  component: function FamilyMemberRoute() {
    const { list, error, linkRequested, linkRequests, treeRequests, treeViews, recommendations } = Route.useLoaderData();
    const place = Route.useSearch();
    const navigate = Route.useNavigate();
    // Right column of spec §2: the tree view requests and the family recommendations, with the
    // link requests between them (answering one joins the trees, so the list is read again).
    const aside = (
      <>
        <TreeViewRequestsCard requests={treeRequests} />
        <TreeSharingCard views={treeViews} />
        <FamilyLinkRequestsCard moreLink items={linkRequests} />
        <FamilyRecommendationCard list={recommendations} />
      </>
    );
    return (
      <FamilyMembersPage
        list={list}
        error={error}
        aside={aside}
        linkRequested={linkRequested}
        place={place}
        onPlace={(next) => navigate({ search: next, replace: true })}
      />
    );
  },
});
