import { createFileRoute } from '@tanstack/react-router';
import { fetchFamilyMembers } from '../../features/family/members/members-api';
import { FamilyMembersPage, FamilyMembersPending } from '../../features/family/members/family-members-page';

export const Route = createFileRoute('/_member/familyMember')({
  loader: async () => {
    const res = await fetchFamilyMembers();
    return { list: res.ok ? res.body : null, error: res.ok ? null : res.error };
  },
  pendingComponent: FamilyMembersPending,
  component: function FamilyMemberRoute() {
    const { list, error } = Route.useLoaderData();
    // TODO(family lead): place helper E's <TreeViewRequestsCard /> (ui/features/family/tree/tree-view-requests-card.tsx)
    // and <FamilyRecommendationCard /> (ui/features/family/links/family-recommendation-card.tsx) here once they exist.
    return <FamilyMembersPage list={list} error={error} aside={null} />;
  },
});
