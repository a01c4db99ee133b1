import { createFileRoute } from '@tanstack/react-router';
import { PicturesSection } from '../../features/pictures/pictures-section';
import { PreferencesForm } from '../../features/preferences/preferences-form';
import { ProfileEditor } from '../../features/profile/profile-editor';

/** /profile: view and edit every section of my profile, my pictures and my partner preferences. */
export const Route = createFileRoute('/_member/profile')({
  component: () => (
    <>
      <ProfileEditor pictures={<PicturesSection headingLevel={2} />} />
      <div className="mx-auto max-w-3xl px-4 pb-8">
        <PreferencesForm headingLevel={2} />
      </div>
    </>
  ),
});
