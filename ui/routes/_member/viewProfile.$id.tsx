import { createFileRoute } from '@tanstack/react-router';
import { fetchMember } from '../../lib/member-api';
import { ViewMemberPage, ViewMemberPending } from '../../features/social/view-member-page';
import { profileActions } from './-profile-actions';

export const Route = createFileRoute('/_member/viewProfile/$id')({
  loader: async ({ params }) => {
    const res = await fetchMember(params.id);
    return res.ok ? { member: res.body.user, error: null } : { member: null, error: res.error };
  },
  pendingComponent: ViewMemberPending,
  component: function ViewProfileAliasPage() {
    const { member, error } = Route.useLoaderData();
    return <ViewMemberPage member={member} error={error} actions={profileActions} />;
  },
});
