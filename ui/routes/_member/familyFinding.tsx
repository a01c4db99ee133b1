import { createFileRoute } from '@tanstack/react-router';
import { FamilyFindingPage } from '../../features/family/finding/family-finding-page';

/** `?member=` is the family-list entry searched for, so Back from a profile returns to the same person. */
export const Route = createFileRoute('/_member/familyFinding')({
  validateSearch: (search: Record<string, unknown>): { member?: string | undefined } => ({
    member: typeof search.member === 'string' && search.member.length <= 64 ? search.member : undefined,
  }),
  component: FamilyFindingRoute,
});

function FamilyFindingRoute() {
  const { member } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FamilyFindingPage selected={member} onSelect={(id) => void navigate({ search: { member: id } })} />;
}
