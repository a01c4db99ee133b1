import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../lib/page-title';
import { ProfileView, type ProfileViewProps } from '../../features/social/profile-view';
import { loadPreview } from '../../features/profile/profile-api';
import { sessionAtom } from '../../state/session';

type Preview = Pick<ProfileViewProps, 'profile' | 'pictures' | 'access'>;

/** /profilePreview: my profile exactly as another member sees it (the /viewprofile view, my privacy applied). */
export const Route = createFileRoute('/_member/profilePreview')({
  loader: async ({ context }) => {
    const res = await loadPreview(context.store.get(sessionAtom)?.userId ?? '');
    return res.ok ? { preview: res.body.data as unknown as Preview, error: null } : { preview: null, error: res.error };
  },
  pendingComponent: () => (
    <div className="flex justify-center py-16">
      <Spinner label={m.profile_preview_loading()} />
    </div>
  ),
  component: ProfilePreviewPage,
});

function ProfilePreviewPage() {
  usePageTitle(m.profile_preview_title());
  const { preview, error } = Route.useLoaderData();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.profile_preview_title()}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-stone-700">{m.profile_preview_explained()}</p>
        <Link to="/profile" className={buttonClass('secondary')}>
          {m.profile_preview_edit()}
        </Link>
        <Link to="/setting" className={buttonClass('ghost')}>
          {m.profile_preview_privacy()}
        </Link>
      </div>
      <div className="mt-6">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {preview ? <ProfileView profile={preview.profile} pictures={preview.pictures} access={preview.access} nameHeadingLevel={2} /> : null}
      </div>
    </div>
  );
}
