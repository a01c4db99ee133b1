import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { loadMyPictures } from '../../features/pictures/pictures-api';
import { PicturesSection } from '../../features/pictures/pictures-section';
import { loadPreference } from '../../features/preferences/preferences-api';
import { PreferencesForm } from '../../features/preferences/preferences-form';
import { suggestedPreference } from '../../features/preferences/suggested-preference';
import { loadMyProfileData } from '../../features/profile/my-profile';
import { ProfilePending } from '../../features/profile/profile-editor';
import { ProfileWizard } from '../../features/profile/profile-wizard';
import { sessionAtom } from '../../state/session';

/**
 * /register: the step-by-step completion of the profile after sign-up, its photos and partner
 * preferences included (issue 22 §2); `?step=` resumes a step.
 */
export const Route = createFileRoute('/_member/register')({
  validateSearch: (search: Record<string, unknown>): { step?: string | undefined } => ({
    step: typeof search.step === 'string' && /^[A-Za-z]{2,30}$/.test(search.step) ? search.step : undefined,
  }),
  // The step is not a dependency: moving between steps keeps the profile read, a save reloads it.
  loader: async ({ context }) => {
    const userId = context.store.get(sessionAtom)?.userId ?? '';
    const [profile, preference, pictures] = await Promise.all([loadMyProfileData(userId), loadPreference(userId), loadMyPictures(userId)]);
    return { profile, preference, pictures };
  },
  pendingComponent: ProfilePending,
  component: function RegisterPage() {
    const { profile, preference, pictures } = Route.useLoaderData();
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    const saved = preference.preference;
    // Until one is saved, the form starts from the member's own religion, language and age.
    const shown = saved ?? (profile.data ? suggestedPreference(profile.data.profile, Date.now()) : null);
    return (
      <ProfileWizard
        data={profile.data}
        error={profile.error}
        hasPreference={!!saved}
        step={step}
        goTo={(next) => void navigate({ search: { step: next } })}
        photos={<PicturesSection pictures={pictures} headingLevel={2} title={m.pictures_your_photos()} />}
        preferences={({ onSaved, extra }) => (
          <PreferencesForm headingLevel={2} preference={shown} error={preference.error} submitLabel={m.profile_wizard_save_continue()} onSaved={onSaved} extra={extra} />
        )}
      />
    );
  },
});
