import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { loadFamily, loadHistory } from '../../features/family-profile/family-profile-api';
import { FamilyPage } from '../../features/family-profile/family-page';
import { sessionAtom } from '../../state/session';

/** /family/managers: the profile in use's candidate, managers, invitations and history (issue 27). */
export const Route = createFileRoute('/_member/family/managers')({
  loader: async ({ context }) => {
    const profileId = context.store.get(sessionAtom)?.userId ?? '';
    const [family, history] = await Promise.all([loadFamily(profileId), loadHistory(profileId)]);
    return { family, history };
  },
  // Invitations are accepted and people leave elsewhere: always read fresh.
  staleTime: 0,
  pendingComponent: () => <LoadingBlock label={m.managers_family_loading()} />,
  component: FamilyRoute,
});

function FamilyRoute() {
  const { family, history } = Route.useLoaderData();
  if (!family.ok || !history.ok) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{m.managers_family_title()}</h1>
        <div className="mt-4"><Notice tone="error">{family.ok ? (history.ok ? '' : history.error) : family.error}</Notice></div>
      </div>
    );
  }
  return <FamilyPage family={family.body.data} history={history.body.data} />;
}
