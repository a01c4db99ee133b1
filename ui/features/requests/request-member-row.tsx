import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar';
import { VerifiedBadges } from '../../components/verified-badges';

/**
 * One member in a list of requests: picture, name to their profile, the facts line (kind, age,
 * when), an optional line of who it was for or by, and the row's actions. Shared by the request
 * lists and "Sent for you by your family" so both read the same.
 */
export function RequestMemberRow({ user, facts, note, actions }: {
  user: { _id: string; name: string; profilePicture: string; phoneVerified: boolean; idVerified: boolean };
  /** Joined with ' · '; nulls left out. */
  facts: (string | null)[];
  note?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-4 px-4 py-3">
      <Avatar name={user.name} picture={user.profilePicture} size={48} />
      <div className="min-w-0 flex-1">
        <Link to="/viewProfile/$id" params={{ id: user._id }} className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
          {user.name}
        </Link>
        <p className="text-sm text-stone-700">{facts.filter(Boolean).join(' · ')}</p>
        <VerifiedBadges phone={user.phoneVerified} id={user.idVerified} className="my-1" />
        {note ? <p className="text-sm font-semibold text-stone-800">{note}</p> : null}
      </div>
      {actions}
    </li>
  );
}
