import { createFileRoute } from '@tanstack/react-router';
import { HoroscopePage, HoroscopePending } from '../../features/horoscope/horoscope-page';
import { fetchMember } from '../../features/social/social-api';

export const Route = createFileRoute('/_member/viewHoroscope/$id')({
  loader: async ({ params }) => {
    const res = await fetchMember(params.id);
    return res.ok ? { member: res.body.user, error: null } : { member: null, error: res.error };
  },
  pendingComponent: HoroscopePending,
  component: function ViewHoroscopeRoute() {
    const { member, error } = Route.useLoaderData();
    return <HoroscopePage key={member?._id ?? 'none'} member={member} error={error} />;
  },
});
