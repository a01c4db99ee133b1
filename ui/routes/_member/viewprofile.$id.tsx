import { createFileRoute } from '@tanstack/react-router';
import { fetchMember } from '../../lib/member-api';
import { loadSimilarMembers } from '../../features/social/similar-profiles';
import { ViewMemberPage, ViewMemberPending } from '../../features/social/view-member-page';
import { profileActions } from './-profile-actions';

export const Route = createFileRoute('/_member/viewprofile/$id')({
  loader: async ({ params }) => {
    // "Similar profiles" (decision 0922) is read beside the profile, not after it.
    const [res, similar] = await Promise.all([fetchMember(params.id), loadSimilarMembers(params.id)]);
    return res.ok ? { member: res.body.user, error: null, similar } : { member: null, error: res.error, similar: [] };
  },
  pendingComponent: ViewMemberPending,
  component: function ViewProfilePage() {
    const { member, error, similar } = Route.useLoaderData();
    return <ViewMemberPage member={member} error={error} actions={profileActions} similar={similar} />;
  },
});
