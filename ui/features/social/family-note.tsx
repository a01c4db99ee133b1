import { m } from '../../../contract/i18n/paraglide/messages';
import type { ProfileFamilyNote } from '../../../contract/social';
import { relationPhrase } from '../../lib/family-relations';

const firstName = (name: string) => name.split(' ')[0] ?? name;

/** "Managed by her father · Confirmed by Priya" (issue 27): who runs the profile, and that its candidate agreed. */
export function FamilyNote({ family, candidateGender }: { family: ProfileFamilyNote; candidateGender: 'male' | 'female' | null | undefined }) {
  const parts = [
    m.managers_profile_managed_by({ relations: family.managers.map((r) => relationPhrase(r, candidateGender)).join(', ') }),
    family.confirmedBy ? m.managers_profile_confirmed_by({ name: firstName(family.confirmedBy) }) : null,
  ].filter((p) => p !== null);
  return <p className="mb-3 inline-block rounded-full bg-maroon-50 px-3 py-1 text-sm font-semibold text-maroon-800">{parts.join(' · ')}</p>;
}
