import { createFileRoute } from '@tanstack/react-router';
import { HoroscopePage, HoroscopePending, loadHoroscope } from '../../features/horoscope/horoscope-page';
import { fetchMember } from '../../lib/member-api';

export const Route = createFileRoute('/_member/viewHoroscope/$id')({
  loader: async ({ params }) => {
    const res = await fetchMember(params.id);
    if (!res.ok) return { member: null, error: res.error, horoscope: null };
    return { member: res.body.user, error: null, horoscope: await loadHoroscope(res.body.user, undefined) };
  },
  pendingComponent: HoroscopePending,
  component: function ViewHoroscopeRoute() {
    const { member, error, horoscope } = Route.useLoaderData();
    return <HoroscopePage key={member?._id ?? 'none'} member={member} error={error} horoscope={horoscope} />;
  },
});
