import { createFileRoute } from '@tanstack/react-router';
import { loadMyProfileData } from '../../features/profile/my-profile';
import { ProfilePending } from '../../features/profile/profile-editor';
import { ProfileWizard } from '../../features/profile/profile-wizard';
import { sessionAtom } from '../../state/session';

/** /register: the step-by-step completion of the profile after sign-up; `?step=` resumes a step. */
export const Route = createFileRoute('/_member/register')({
  validateSearch: (search: Record<string, unknown>): { step?: string | undefined } => ({
    step: typeof search.step === 'string' && /^[A-Za-z]{2,30}$/.test(search.step) ? search.step : undefined,
  }),
  // The step is not a dependency: moving between steps keeps the profile read, a save reloads it.
  loader: ({ context }) => loadMyProfileData(context.store.get(sessionAtom)?.userId ?? ''),
  pendingComponent: ProfilePending,
  component: function RegisterPage() {
    const { data, error } = Route.useLoaderData();
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ProfileWizard data={data} error={error} step={step} goTo={(next) => void navigate({ search: { step: next } })} />;
  },
});
