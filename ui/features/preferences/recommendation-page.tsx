import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PREFERENCE_TEXT, type RecommendedMember } from '../../../contract/preferences';
import { buttonClass } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { PreferenceBlock } from '../../components/preference-block';
import { LoadingBlock } from '../../components/spinner';
import { usePageTitle } from '../../lib/page-title';
import { MemberCard } from './member-card';
import type { RecommendationList, RecommendationLists } from './preferences-api';

/**
 * A card's Send interest (the spec's label) with Shortlist and how the interest stands, composed
 * by the route (decision 0547), which also reloads the lists after a send, as spec §6 asks.
 */
export type RecommendationCardActions = (member: RecommendedMember) => ReactNode;

/** /matchRecommendation (spec §2 Match recommendation): `state` is the route loader's; null while it loads. */
export function RecommendationPage({ state, cardActions }: { state: RecommendationLists | null; cardActions: RecommendationCardActions }) {
  usePageTitle('Match recommendation');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <li>
            <Link to="/dashboard" className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page">Profiles</li>
        </ol>
      </nav>
      <h1 className="mt-3 font-display text-3xl font-bold text-maroon-800">Match recommendation</h1>
      <div className="mt-6">
        {state === null ? (
          <LoadingBlock label="Loading recommendations" />
        ) : state.kind === 'error' ? (
          <Notice tone="error">{state.message}</Notice>
        ) : state.kind === 'blocked' ? (
          <PreferenceBlock message={state.message} />
        ) : (
          <div className="flex flex-col gap-10">
            <MemberSection id="may-like" title="Members you may like" subtitle="Members who match many of your Preferences" list={state.mayLike} actions={cardActions} />
            <MemberSection id="looking-for-you" title="Members looking for you" subtitle="Members looking for matches like you" list={state.lookingForYou} actions={cardActions} />
          </div>
        )}
      </div>
    </div>
  );
}

function MemberSection({
  id,
  title,
  subtitle,
  list,
  actions,
}: {
  id: string;
  title: string;
  subtitle: string;
  list: RecommendationList;
  actions: (m: RecommendedMember) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-maroon-800">
        {title} <span className="text-lg font-semibold text-stone-700">({list.total})</span>
      </h2>
      <p className="text-stone-700">{subtitle}</p>
      <div className="mt-4">
        {list.users.length === 0 ? (
          <EmptyState title={PREFERENCE_TEXT.empty}>
            <Link to="/newMatches" className="font-semibold text-maroon-800 underline underline-offset-4">
              Go to Profile Matches
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {list.users.map((m) => (
              <li key={m._id}>
                <MemberCard
                  member={m}
                  actions={
                    <>
                      <a
                        href={`/viewProfile/${m._id}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`View profile of ${m.name} (opens in a new tab)`}
                        className={buttonClass('secondary')}
                      >
                        View profile
                      </a>
                      {actions(m)}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
