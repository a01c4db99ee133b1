import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FamilyLinkRequestsCard } from '../../features/family/links/family-link-requests-card';
import { FamilyRecommendationCard } from '../../features/family/links/family-recommendation-card';
import { fetchLinkRequests } from '../../features/family/links/links-api';
import { fetchFamilyMembers } from '../../features/family/members/members-api';
import { FamilyMembersPage, FamilyMembersPending } from '../../features/family/members/family-members-page';
import { TreeSharingCard } from '../../features/family/tree/tree-sharing-card';
import { TreeViewRequestsCard } from '../../features/family/tree/tree-view-requests-card';

export const Route = createFileRoute('/_member/familyMember')({
  loader: async () => {
    const [res, sent] = await Promise.all([fetchFamilyMembers(), fetchLinkRequests('sent')]);
    // A failed read of my link requests is only logged (spec §8): the rows then offer the link.
    if (!sent.ok) console.error('Family link requests API failed', sent.error);
    const open = sent.ok ? sent.body.data.filter((r) => r.status === 'pending' || r.status === 'verified') : [];
    return { list: res.ok ? res.body : null, error: res.ok ? null : res.error, linkRequested: new Set(open.map((r) => r.member._id)) };
  },
  pendingComponent: FamilyMembersPending,
  component: function FamilyMemberRoute() {
    const { list, error, linkRequested } = Route.useLoaderData();
    const router = useRouter();
    // An accepted request adds a viewer: the sharing card is read again.
    const [answered, setAnswered] = useState(0);
    // Right column of spec §2: the tree view requests and the family recommendations, with the
    // link requests between them (answering one joins the trees, so the list is read again).
    const aside = (
      <>
        <TreeViewRequestsCard onAnswered={() => setAnswered((n) => n + 1)} />
        <TreeSharingCard key={answered} />
        <FamilyLinkRequestsCard moreLink onChange={() => void router.invalidate()} />
        <FamilyRecommendationCard />
      </>
    );
    return <FamilyMembersPage list={list} error={error} aside={aside} linkRequested={linkRequested} />;
  },
});
