import { createFileRoute } from '@tanstack/react-router';
import { fetchMembership, fetchPayments, fetchPlans } from '../../features/membership/membership-api';
import { MembershipPage, MembershipPending } from '../../features/membership/membership-page';

export const Route = createFileRoute('/_member/membership')({
  loader: async () => {
    const [plans, status, payments] = await Promise.all([fetchPlans(), fetchMembership(), fetchPayments()]);
    return {
      plans: plans.ok ? plans.body.plans : null,
      status: status.ok ? status.body.data : null,
      payments: payments.ok ? payments.payments : null,
      error: !plans.ok ? plans.error : !status.ok ? status.error : null,
      paymentsError: payments.ok ? null : payments.error,
    };
  },
  pendingComponent: MembershipPending,
  component: function MembershipRoute() {
    return <MembershipPage {...Route.useLoaderData()} />;
  },
});
