import { createFileRoute } from '@tanstack/react-router';
import { ProfileWizard } from '../../features/profile/profile-wizard';

/** /register: the step-by-step completion of the profile after sign-up; `?step=` resumes a step. */
export const Route = createFileRoute('/_member/register')({
  validateSearch: (search: Record<string, unknown>): { step?: string | undefined } => ({
    step: typeof search.step === 'string' && /^[A-Za-z]{2,30}$/.test(search.step) ? search.step : undefined,
  }),
  component: function RegisterPage() {
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ProfileWizard step={step} goTo={(next) => void navigate({ search: { step: next } })} />;
  },
});
