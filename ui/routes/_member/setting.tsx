import { createFileRoute } from '@tanstack/react-router';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { fetchSettings } from '../../features/settings/settings-api';
import { SettingsPage } from '../../features/settings/settings-page';
import { sessionAtom } from '../../state/session';
import { m } from '../../../contract/i18n/paraglide/messages';

export const Route = createFileRoute('/_member/setting')({
  loader: ({ context }) => {
    const userId = context.store.get(sessionAtom)?.userId ?? '';
    return fetchSettings(userId).then((res) => ({ userId, res }));
  },
  // Settings change here and elsewhere (e-mail confirmed in another tab): always read them fresh.
  staleTime: 0,
  gcTime: 0,
  pendingComponent: () => <LoadingBlock label={m.settings_loading()} />,
  component: SettingRoute,
});

function SettingRoute() {
  const { userId, res } = Route.useLoaderData();
  if ('error' in res) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{m.settings_heading()}</h1>
        <div className="mt-4"><Notice tone="error">{res.error}</Notice></div>
      </div>
    );
  }
  return <SettingsPage userId={userId} data={res.data} />;
}
