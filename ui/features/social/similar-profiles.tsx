import { Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Avatar } from '../../components/avatar';
import { fetchSimilarMembers, type SimilarMember } from './social-api';

/**
 * "Similar profiles" under a member's profile (issue 22 §1, docs/decisions/0922): the members
 * GET /user/getSimilarProfile/{id} answers (decision 0523), which already keeps to the members the
 * viewer may reach. The profile route's loader reads them beside the profile.
 *
 * A failed read leaves the section out rather than the profile: the
 * profile is what the member came for (and a member not in reach has no similar members to show).
 */
export async function loadSimilarMembers(id: string): Promise<SimilarMember[]> {
  const res = await fetchSimilarMembers(id);
  return res.ok ? res.body.users : [];
}

/** Hidden when nobody is similar, as the leaders do (decision 0922): an empty section offers nothing to do. */
export function SimilarProfiles({ members }: { members: SimilarMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="similar-profiles" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
      <h2 id="similar-profiles" className="font-display text-lg font-bold text-maroon-800">{m.social_similar_profiles()}</h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((s) => (
          <li key={s._id}>
            <SimilarCard member={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The whole card is the link to the profile: picture as the viewer may see it, name, age, place. */
function SimilarCard({ member: s }: { member: SimilarMember }) {
  const place = [s.city, s.state, s.country].filter(Boolean).join(', ');
  const details = [s.age !== null ? m.social_age_yrs({ age: s.age }) : null, place || null].filter(Boolean).join(' · ');
  return (
    <Link
      to="/viewProfile/$id"
      params={{ id: s._id }}
      className="flex h-full items-center gap-3 rounded-xl border border-maroon-100 p-3 hover:bg-maroon-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700"
    >
      <Avatar name={s.name} picture={s.profilePicture} size={48} />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-maroon-800">{s.name}</span>
        <span className="block text-sm text-stone-700">{details || m.social_no_details()}</span>
      </span>
    </Link>
  );
}
