import { Link } from '@tanstack/react-router';
import type { FamilyRecommendation } from '../../../../contract/family-links';
import { Avatar } from '../../../components/avatar';

/** Recommended members: picture and name linking to their profile, with why (spec §2). */
export function RecommendationList({ items, showReason }: { items: FamilyRecommendation[]; showReason?: boolean }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((r) => (
        <li key={r.user_id} className="flex items-center gap-3">
          <Avatar name={r.to_name} picture={r.userDetails[0].profilePicture} size={44} />
          <span className="min-w-0 flex-1">
            <Link to="/viewProfile/$id" params={{ id: r.user_id }} className="block font-semibold text-maroon-700 underline [overflow-wrap:anywhere]">
              {r.to_name}
            </Link>
            {showReason ? <span className="block text-sm text-stone-700">{r.reason}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
