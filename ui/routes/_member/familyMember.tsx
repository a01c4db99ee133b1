import { createFileRoute } from '@tanstack/react-router';
import { FamilyRecommendationCard } from '../../features/family/links/family-recommendation-card';
import { fetchFamilyMembers } from '../../features/family/members/members-api';
import { FamilyMembersPage, FamilyMembersPending } from '../../features/family/members/family-members-page';
import { TreeViewRequestsCard } from '../../features/family/tree/tree-view-requests-card';

export const Route = createFileRoute('/_member/familyMember')({
  loader: async () => {
    const res = await fetchFamilyMembers();
    return { list: res.ok ? res.body : null, error: res.ok ? null : res.error };
  },
  pendingComponent: FamilyMembersPending,
  component: function FamilyMemberRoute() {
    const { list, error } = Route.useLoaderData();
    // Right column of spec §2: the tree view requests and the family recommendations (helper E's cards).
    const aside = (
      <>
        <TreeViewRequestsCard />
        <FamilyRecommendationCard />
      </>
    );
    return <FamilyMembersPage list={list} error={error} aside={aside} />;
  },
});
