import type { ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { heightLabel, PREFERENCES_MATCH_TEXT, toInches, type RecommendedMember } from '../../../contract/preferences';
import { Avatar } from '../../components/avatar';
import { ManagedMark } from '../../components/managed-mark';
import { VerifiedBadges } from '../../components/verified-badges';
import { timeAgo } from '../../lib/format';
import { useNow } from '../../lib/use-now';

/** Online within this long counts as "Online now". */
const ONLINE_MS = 5 * 60_000;

/** The details line of spec §2: age, height in feet and inches, religion, caste, education, occupation, city, state, country. */
export function detailsLine(member: RecommendedMember): string {
  return [
    member.age !== null ? m.preferences_card_age({ age: member.age }) : null,
    member.height ? heightLabel(toInches(member.height)) : null,
    member.religion,
    member.caste,
    member.education,
    member.occupation,
    member.city,
    member.state,
    member.country,
  ]
    .filter(Boolean)
    .join(', ');
}

function LastSeenBadge({ at }: { at: number | null }) {
  const now = useNow();
  const online = at !== null && now - at < ONLINE_MS;
  const text = at === null ? m.preferences_card_not_seen() : online ? m.preferences_card_online() : m.preferences_card_last_seen({ time: timeAgo(at, now) });
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${online ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800'}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${online ? 'bg-green-700' : 'bg-stone-500'}`} />
      {text}
    </span>
  );
}

/**
 * One member of a recommendation list: picture, name, details line, last-seen badge, preferences
 * match, View profile, and the actions in one row (issue 22 §1): View profile is a link under the
 * details rather than a third button, and the row never wraps, so the buttons stay side by side
 * down to a 390 px phone; a long interest state wraps inside its own badge instead.
 */
export function MemberCard({ member, actions, headingLevel = 3 }: { member: RecommendedMember; actions?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article aria-label={member.name} className="flex h-full flex-col gap-3 rounded-xl border border-maroon-100 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar name={member.name} picture={member.profilePicture} size={64} />
        <div className="min-w-0 flex-1">
          <Heading className="truncate font-semibold text-maroon-800">{member.name}</Heading>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <LastSeenBadge at={member.lastSeenAt} />
            <VerifiedBadges phone={member.phoneVerified} id={member.idVerified} />
            <ManagedMark managed={member.managed} />
            {member.matchPercentage !== null ? (
              <span className="rounded-full bg-maroon-50 px-2 py-0.5 text-xs font-semibold text-maroon-900">{PREFERENCES_MATCH_TEXT.label(member.matchPercentage)}</span>
            ) : null}
          </div>
        </div>
      </div>
      <p className="text-sm text-stone-700">{detailsLine(member) || m.preferences_card_no_details()}</p>
      <a
        href={`/viewProfile/${member._id}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.preferences_card_view_label({ name: member.name })}
        className="self-start text-sm font-semibold text-maroon-800 underline underline-offset-4"
      >
        {m.preferences_card_view()}
        <span aria-hidden="true"> ↗</span>
      </a>
      {actions ? (
        <div data-testid="card-actions" className="mt-auto flex flex-nowrap items-center gap-2 [&_[role=group]]:flex-nowrap [&_a]:whitespace-nowrap [&_button]:whitespace-nowrap">
          {actions}
        </div>
      ) : null}
    </article>
  );
}
