import { createFileRoute } from '@tanstack/react-router';
import { ConsentPanel } from '../../features/family-profile/consent-panel';
import { loadMyPictures } from '../../features/pictures/pictures-api';
import { PicturesSection } from '../../features/pictures/pictures-section';
import { PreferencesForm } from '../../features/preferences/preferences-form';
import { loadPreference } from '../../features/preferences/preferences-api';
import { loadMyProfileData } from '../../features/profile/my-profile';
import { ProfileEditor, ProfilePending } from '../../features/profile/profile-editor';
import { sessionAtom } from '../../state/session';

/** /profile: view and edit every section of my profile, my pictures and my partner preferences. */
export const Route = createFileRoute('/_member/profile')({
  loader: async ({ context }) => {
    const userId = context.store.get(sessionAtom)?.userId ?? '';
    const [profile, preference, pictures] = await Promise.all([loadMyProfileData(userId), loadPreference(userId), loadMyPictures(userId)]);
    return { profile, preference, pictures };
  },
  pendingComponent: ProfilePending,
  component: function ProfilePage() {
    const { profile, preference, pictures } = Route.useLoaderData();
    return (
      <>
        <ConsentPanel className="mx-auto max-w-3xl px-4 pt-6" />
        <ProfileEditor data={profile.data} error={profile.error} pictures={<PicturesSection pictures={pictures} headingLevel={2} />} />
        <div className="mx-auto max-w-3xl px-4 pb-8">
          <PreferencesForm headingLevel={2} preference={preference.preference} error={preference.error} />
        </div>
      </>
    );
  },
});
