import { createFileRoute } from '@tanstack/react-router';
import { PicturesSection } from '../../features/pictures/pictures-section';
import { ProfileEditor } from '../../features/profile/profile-editor';

/** /profile: view and edit every section of my profile, with my pictures. */
export const Route = createFileRoute('/_member/profile')({
  component: () => <ProfileEditor pictures={<PicturesSection headingLevel={2} />} />,
});
