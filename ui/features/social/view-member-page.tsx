import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { EmptyState } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { Avatar } from '../../components/avatar';
import { formatCount, timeAgo } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { ContactReveal, HeaderContactAction } from './contact-reveal';
import { MatchExplanation } from './match-explanation';
import { MemberActions, type MemberActionSlots } from './member-actions';
import { FamilyNote } from './family-note';
import { ProfileView } from './profile-view';
import { SimilarProfiles } from './similar-profiles';
import type { ViewedMember } from '../../lib/member-api';
import type { RevealedContact, SimilarMember } from './social-api';

/** /viewprofile/{id} and /viewProfile/{id}: another member's profile with what the flags allow. */
export function ViewMemberPage({
  member,
  error,
  actions,
  similar,
}: {
  member: ViewedMember | null;
  error: string | null;
  /** The other domains' actions for this member (the route composes them). */
  actions: (member: ViewedMember) => MemberActionSlots;
  /** "Similar profiles" under the profile (decision 0922), from the route's loader. */
  similar: SimilarMember[];
}) {
  usePageTitle(member ? member.basicDetails.name : m.social_profile());
  // Contact details revealed on this page (decision 0564), for the member they belong to.
  const [revealed, setRevealed] = useState<(RevealedContact & { memberId: string }) | null>(null);
  if (!member) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{m.social_profile()}</h1>
        <div className="mt-6">
          <EmptyState title={error ?? m.social_profile_not_available()}>
            <Link to="/dashboard" className="font-semibold text-maroon-700 underline underline-offset-4">{m.social_back_to_dashboard()}</Link>
          </EmptyState>
        </div>
      </div>
    );
  }
  const hideDetails = member.youBlocked;
  const justRevealed = revealed?.memberId === member._id ? revealed : null;
  const shown = justRevealed ? { ...member, contactDetails: justRevealed.contactDetails, contactAccess: 'visible' as const } : member;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {member.family ? <FamilyNote family={member.family} candidateGender={member.gender} /> : null}
      <ProfileView
        profile={shown}
        pictures={hideDetails ? [] : member.pictures}
        reportPhotos={!member.isSelf}
        access={{ contact: shown.contactAccess, horoscope: member.horoscopePrivacy }}
        actions={
          <MemberActions
            member={member}
            slots={actions(member)}
            contact={<HeaderContactAction member={member} revealed={!!justRevealed} onRevealed={(answer) => setRevealed({ ...answer, memberId: member._id })} />}
          />
        }
        contactNote={
          justRevealed || member.contactAccess === 'reveal' || member.contactAccess === 'upgrade' ? (
            <ContactReveal
              member={member}
              revealedViews={justRevealed?.contactViews ?? null}
              onRevealed={(answer) => setRevealed({ ...answer, memberId: member._id })}
            />
          ) : undefined
        }
      >
        {!hideDetails && member.matchDetails && member.matchPercentage !== null ? (
          <MatchExplanation percentage={member.matchPercentage} details={member.matchDetails} />
        ) : null}
        {!hideDetails ? (
          <section aria-labelledby="recent-comments" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="recent-comments" className="font-display text-lg font-bold text-maroon-800">{m.social_comments()}</h2>
              <Link to="/comments/$id" params={{ id: member._id }} className="text-sm font-semibold text-maroon-700 underline underline-offset-4">
                {member.commentAllowed ? m.social_write_or_read_comments() : m.social_read_all_comments({ count: formatCount(member.commentsTotal) })}
              </Link>
            </div>
            {member.comments.length === 0 ? (
              <p className="mt-3 text-stone-700">{m.social_no_comments()}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {member.comments.map((c) => (
                  <li key={c._id} className="flex gap-3">
                    <Avatar name={c.author.name} picture={c.author.profilePicture} size={32} />
                    <p className="min-w-0 text-sm">
                      <span className="font-semibold text-maroon-800">{c.author.name}</span> <span className="text-stone-600">· {timeAgo(c.createdAt)}</span>
                      <span className="mt-0.5 block whitespace-pre-line break-words text-stone-900">{c.comment}</span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {!hideDetails ? <SimilarProfiles members={similar} /> : null}
      </ProfileView>
    </div>
  );
}

export function ViewMemberPending() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <LoadingBlock label={m.social_loading_profile()} />
    </div>
  );
}
