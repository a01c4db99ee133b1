import { createFileRoute } from '@tanstack/react-router';
import { fetchMembership, fetchPlans } from '../../features/membership/membership-api';
import { MembershipPage, MembershipPending } from '../../features/membership/membership-page';

export const Route = createFileRoute('/_member/membership')({
  loader: async () => {
    const [plans, status] = await Promise.all([fetchPlans(), fetchMembership()]);
    return {
      plans: plans.ok ? plans.body.plans : null,
      status: status.ok ? status.body.data : null,
      error: !plans.ok ? plans.error : !status.ok ? status.error : null,
    };
  },
  pendingComponent: MembershipPending,
  component: function MembershipRoute() {
    const { plans, status, error } = Route.useLoaderData();
    return <MembershipPage plans={plans} initial={status} error={error} />;
  },
});
