import { createFileRoute, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../lib/page-title';
import { ProfileView, type ProfileViewProps } from '../../features/social/profile-view';
import { loadPreview } from '../../features/profile/profile-api';
import { sessionAtom } from '../../state/session';

/** /profilePreview: my profile exactly as another member sees it (the /viewprofile view, my privacy applied). */
export const Route = createFileRoute('/_member/profilePreview')({
  component: ProfilePreviewPage,
});

type Preview = Pick<ProfileViewProps, 'profile' | 'pictures' | 'access'>;

function ProfilePreviewPage() {
  usePageTitle('Profile preview');
  const userId = useAtomValue(sessionAtom)?.userId;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    void loadPreview(userId).then((r) => (r.ok ? setPreview(r.body.data as unknown as Preview) : setError(r.error)));
  }, [userId]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Profile preview</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-stone-700">This is how a signed-in member sees your profile before you accept a request of theirs.</p>
        <Link to="/profile" className={buttonClass('secondary')}>
          Edit my profile
        </Link>
        <Link to="/setting" className={buttonClass('ghost')}>
          Privacy settings
        </Link>
      </div>
      <div className="mt-6">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {!preview && !error ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the preview" />
          </div>
        ) : null}
        {preview ? <ProfileView profile={preview.profile} pictures={preview.pictures} access={preview.access} nameHeadingLevel={2} /> : null}
      </div>
    </div>
  );
}
