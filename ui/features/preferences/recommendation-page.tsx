import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { PREFERENCE_TEXT, type RecommendedMember } from '../../../contract/preferences';
import { EmptyState, Notice } from '../../components/notice';
import { Pager } from '../../components/pager';
import { PreferenceBlock } from '../../components/preference-block';
import { LoadingBlock } from '../../components/spinner';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { MemberCard } from './member-card';
import { FULL_LIST_LIMIT, type FullRecommendationList, type RecommendationList, type RecommendationLists } from './preferences-api';
import type { RecommendationListName } from '../../lib/recommendation-lists';

/**
 * A card's Send interest (the spec's label) with Shortlist and how the interest stands, composed
 * by the route (decision 0547), which also reloads the lists after a send, as spec §6 asks.
 */
export type RecommendationCardActions = (member: RecommendedMember) => ReactNode;

/** The spec's titles and subtitles of the two lists, read when a page renders (issue 25). */
const LISTS: Record<RecommendationListName, { id: string; title: () => string; subtitle: () => string }> = {
  mayLike: { id: 'may-like', title: m.preferences_rec_may_like, subtitle: m.preferences_rec_may_like_sub },
  lookingForYou: { id: 'looking-for-you', title: m.preferences_rec_looking_for_you, subtitle: m.preferences_rec_looking_for_you_sub },
};

const linkClass = 'font-semibold text-maroon-800 underline-offset-4 hover:underline';

function Breadcrumb({ list }: { list?: RecommendationListName }) {
  return (
    <nav aria-label={m.preferences_rec_breadcrumb()}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <li>
          <Link to="/dashboard" className={linkClass}>
            {m.preferences_rec_home()}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        {list ? (
          <>
            <li>
              <Link to="/matchRecommendation" className={linkClass}>
                {m.preferences_rec_profiles()}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page">{LISTS[list].title()}</li>
          </>
        ) : (
          <li aria-current="page">{m.preferences_rec_profiles()}</li>
        )}
      </ol>
    </nav>
  );
}

/** What stands before the lists: loading, a failure, or what the member must do first (spec §2). */
function Gate({ state, children }: { state: { kind: string; message?: string } | null; children: () => ReactNode }) {
  if (state === null) return <LoadingBlock label={m.preferences_rec_loading()} />;
  if (state.kind === 'error') return <Notice tone="error">{state.message}</Notice>;
  if (state.kind === 'blocked') return <PreferenceBlock message={state.message ?? ''} />;
  return <>{children()}</>;
}

/** /matchRecommendation (spec §2 Match recommendation): `state` is the route loader's; null while it loads. */
export function RecommendationPage({ state, cardActions }: { state: RecommendationLists | null; cardActions: RecommendationCardActions }) {
  usePageTitle(m.preferences_rec_title());
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb />
      <h1 className="mt-3 font-display text-3xl font-bold text-maroon-800">{m.preferences_rec_title()}</h1>
      <div className="mt-6">
        <Gate state={state}>
          {() =>
            state?.kind === 'lists' ? (
              <div className="flex flex-col gap-10">
                <PreviewSection name="mayLike" list={state.mayLike} actions={cardActions} />
                <PreviewSection name="lookingForYou" list={state.lookingForYou} actions={cardActions} />
                <NewMembersSection users={state.newMembers} actions={cardActions} />
              </div>
            ) : null
          }
        </Gate>
      </div>
    </div>
  );
}

/** A list's first cards (the spec's 4), best match first, and "See all (n)" when there are more. */
function PreviewSection({ name, list, actions }: { name: RecommendationListName; list: RecommendationList; actions: RecommendationCardActions }) {
  const { id } = LISTS[name];
  const title = LISTS[name].title();
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-maroon-800">
          {title} <span className="text-lg font-semibold text-stone-700">({list.total})</span>
        </h2>
        {list.total > list.users.length ? (
          <Link to="/matchRecommendation" search={{ list: name, page: 1 }} className={linkClass}>
            {m.preferences_rec_see_all({ total: formatCount(list.total) })}
            <span className="sr-only"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      <p className="text-stone-700">{LISTS[name].subtitle()}</p>
      <div className="mt-4">
        <MemberGrid users={list.users} actions={actions} headingLevel={3} />
      </div>
    </section>
  );
}

/** The newest members the viewer may see, whatever their preferences (GET /user/getNewUser, decision 0921). */
function NewMembersSection({ users, actions }: { users: RecommendedMember[]; actions: RecommendationCardActions }) {
  return (
    <section aria-labelledby="new-members-title">
      <h2 id="new-members-title" className="font-display text-2xl font-bold text-maroon-800">
        {m.preferences_rec_new_members()}
      </h2>
      <p className="text-stone-700">{m.preferences_rec_new_members_sub()}</p>
      <div className="mt-4">
        {users.length ? (
          <MemberGrid users={users} actions={actions} headingLevel={3} />
        ) : (
          <EmptyState title={m.preferences_rec_no_new_members()}>{m.preferences_rec_new_members_later()}</EmptyState>
        )}
      </div>
    </section>
  );
}

/** /matchRecommendation?list=…&page=…: every member of one list, 20 a page, in the preview's order (decision 0921). */
export function FullListPage({
  name,
  state,
  cardActions,
  onPage,
}: {
  name: RecommendationListName;
  state: FullRecommendationList | null;
  cardActions: RecommendationCardActions;
  onPage: (page: number) => void;
}) {
  const { id } = LISTS[name];
  const title = LISTS[name].title();
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb list={name} />
      <section aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="mt-3 font-display text-3xl font-bold text-maroon-800">
          {title}
          {state?.kind === 'list' ? <span className="text-xl font-semibold text-stone-700"> ({state.total})</span> : null}
        </h1>
        <p className="text-stone-700">{LISTS[name].subtitle()}</p>
        <p className="mt-2">
          <Link to="/matchRecommendation" className={linkClass}>
            <span aria-hidden="true">‹ </span>
            {m.preferences_rec_back()}
          </Link>
        </p>
        <div className="mt-6">
          <Gate state={state}>
            {() => (state?.kind === 'list' ? <FullList state={state} actions={cardActions} onPage={onPage} /> : null)}
          </Gate>
        </div>
      </section>
    </div>
  );
}

function FullList({ state, actions, onPage }: { state: Extract<FullRecommendationList, { kind: 'list' }>; actions: RecommendationCardActions; onPage: (page: number) => void }) {
  const totalPages = Math.max(1, Math.ceil(state.total / FULL_LIST_LIMIT));
  if (state.total > 0 && state.users.length === 0)
    return (
      <EmptyState title={m.preferences_rec_past_end({ count: totalPages, page: state.page })}>
        <button type="button" className={linkClass} onClick={() => onPage(1)}>
          {m.preferences_rec_first_page()}
        </button>
      </EmptyState>
    );
  const first = (state.page - 1) * FULL_LIST_LIMIT + 1;
  return (
    <>
      {state.total > 0 ? (
        <p className="mb-3 text-sm text-stone-700" aria-live="polite">
          {m.preferences_rec_showing({ from: formatCount(first), to: formatCount(first + state.users.length - 1), total: formatCount(state.total) })}
        </p>
      ) : null}
      <MemberGrid users={state.users} actions={actions} headingLevel={2} />
      <Pager label={m.preferences_rec_pages_of({ list: LISTS[state.list].title().toLowerCase() })} page={state.page} totalPages={totalPages} onPageChange={onPage} />
    </>
  );
}

function MemberGrid({ users, actions, headingLevel }: { users: RecommendedMember[]; actions: RecommendationCardActions; headingLevel: 2 | 3 }) {
  if (users.length === 0)
    return (
      <EmptyState title={PREFERENCE_TEXT.empty}>
        <Link to="/newMatches" className="font-semibold text-maroon-800 underline underline-offset-4">
          {m.preferences_rec_go_profile_matches()}
        </Link>
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {users.map((m) => (
        <li key={m._id}>
          <MemberCard member={m} actions={actions(m)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
