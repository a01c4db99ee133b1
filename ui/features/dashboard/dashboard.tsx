import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { AdSlotFrame } from '../../components/ad-frame';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { m } from '../../../contract/i18n/paraglide/messages';
import { formatCount, timeAgo, yearsText } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';
import { VisitorsLocked } from '../../components/visitors-locked';
import type { DashboardData } from './dashboard-api';
import { FinishProfileCard } from './finish-profile-card';
import { completenessTitle } from '../../../contract/profile';

/**
 * Links to pages that other parts of the product add (/profile, /register, /requests,
 * /membership): typed routes know only the pages built so far, so these go by path.
 */
function PathLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to as never} className={className}>
      {children}
    </Link>
  );
}

const card = 'block h-full rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm hover:border-maroon-300 hover:bg-maroon-50';

/**
 * /dashboard (docs/decisions/0464): welcome, completeness, counts, latest visitors, plan,
 * verification. `data` is the route loader's (decision 0900); null while it loads, when the
 * page is drawn with its final sizes so nothing moves when the counts arrive.
 */
export function Dashboard({
  data,
  error,
  resend,
  hasPreference = null,
}: {
  data: DashboardData | null;
  error: string | null;
  resend: (email: string) => ReactNode;
  /** Whether partner preferences are saved, for "Finish your profile"; null while unknown. */
  hasPreference?: boolean | null;
}) {
  usePageTitle(m.dashboard_title());
  const user = useAtomValue(sessionAtom)?.userData;
  if (!user) return null;
  const next = data?.completeness.next;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <section aria-labelledby="welcome" className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-maroon-800 to-maroon-600 p-6 text-white sm:flex-row sm:items-center">
        <Avatar name={user.name} picture={user.profilePicture} size={72} />
        <div className="min-w-0 flex-1">
          <h1 id="welcome" className="font-display text-3xl font-bold break-words">{m.dashboard_welcome({ name: user.name })}</h1>
          <p className="mt-1 break-words text-maroon-50">{user.email}</p>
          {data || !error ? (
            // Drawn at once with the final sizes, so the counts arriving move nothing (issue 13 §3: CLS).
            <div className="mt-4">
              <div className="flex items-center justify-between text-sm font-semibold">
                <span id="completeness-label">{m.dashboard_completeness()}</span>
                <span>{data ? `${data.completeness.percentage}%` : ''}</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby="completeness-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={data?.completeness.percentage}
                className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-white/25"
              >
                <div className="h-full rounded-full bg-white" style={{ width: `${data?.completeness.percentage ?? 0}%` }} />
              </div>
              {!data ? (
                <span aria-hidden="true" className="mt-3 block h-9" />
              ) : next ? (
                <PathLink
                  to={`/register?step=${encodeURIComponent(next.section)}`}
                  className="mt-3 inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-maroon-800 hover:bg-maroon-50"
                >
                  {m.dashboard_next_step({ title: completenessTitle(next.section) })}
                </PathLink>
              ) : (
                <p className="mt-3 py-2 text-sm font-semibold">{m.dashboard_profile_complete()}</p>
              )}
            </div>
          ) : null}
        </div>
      </section>

      {data && hasPreference !== null ? <FinishProfileCard completeness={data.completeness} hasPreference={hasPreference} /> : null}

      {error ? (
        <div className="mt-6">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}

      <section aria-labelledby="activity" className="mt-6">
        <h2 id="activity" className="font-display text-xl font-bold text-maroon-800">{m.dashboard_activity()}</h2>
        {data || !error ? (
          // The cards are there from the start, their numbers filled in when they come: the
          // section never changes height (issue 13 §3: it moved the page by 0.36 CLS).
          <>
            <ul className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-5" aria-busy={!data}>
              <CountCard to="/requests/received/pending" value={data?.counts.requestsReceived} label={m.dashboard_requests_received()} />
              <CountCard to="/requests/sent/accepted" value={data?.counts.requestsAccepted} label={m.dashboard_requests_accepted()} />
              <CountCard to="/usersList/viewers" value={data?.counts.visitors} label={m.dashboard_profile_visitors()} />
              <CountCard to="/usersList/shortlisted" value={data?.counts.shortlisted} label={m.dashboard_shortlisted_you()} />
              <CountCard to="/userLike" value={data?.counts.likes} label={m.dashboard_liked_you()} />
            </ul>
            {!data ? (
              <p role="status" className="sr-only">
                {m.dashboard_loading_activity()}
              </p>
            ) : null}
          </>
        ) : null}
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <section aria-labelledby="visitors" className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm md:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="visitors" className="font-display text-xl font-bold text-maroon-800">{m.dashboard_latest_visitors()}</h2>
            <Link to="/usersList/$type" params={{ type: 'viewers' }} className="text-sm font-semibold text-maroon-700 underline underline-offset-4">
              {m.dashboard_see_all_visitors()}
            </Link>
          </div>
          {!data ? (
            error ? null : <LoadingBlock label={m.dashboard_loading_visitors()} />
          ) : data.visitorsLocked && data.counts.visitors > 0 ? (
            <div className="mt-3">
              <VisitorsLocked count={data.counts.visitors} compact />
            </div>
          ) : data.latestVisitors.length === 0 ? (
            <div className="mt-3">
              <EmptyState title={m.dashboard_no_visitors()}>
                <p>{m.dashboard_no_visitors_hint()}</p>
              </EmptyState>
            </div>
          ) : (
            <ul className="mt-3 divide-y divide-maroon-100">
              {data.latestVisitors.map((v) => (
                <li key={v._id} className="flex items-center gap-3 py-2.5">
                  <Avatar name={v.name} picture={v.profilePicture} size={40} />
                  <div className="min-w-0">
                    <Link to="/viewprofile/$id" params={{ id: v._id }} className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
                      {v.name}
                    </Link>
                    <p className="text-sm text-stone-700">
                      {[yearsText(v.age), m.dashboard_viewed_ago({ when: timeAgo(v.at) })].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="plan" className="flex flex-col rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
          <h2 id="plan" className="font-display text-xl font-bold text-maroon-800">{m.dashboard_your_plan()}</h2>
          {data ? (
            <>
              <p className="mt-2 text-2xl font-bold text-stone-900">{data.plan.planName}</p>
              <p className="text-sm text-stone-700">{data.plan.isFree ? m.dashboard_free_membership() : `₹${formatCount(data.plan.price)} · ${data.plan.type}`}</p>
              <PathLink to="/membership" className={buttonClass(data.plan.isFree ? 'primary' : 'secondary', 'mt-4 self-start')}>
                {data.plan.isFree ? m.dashboard_upgrade_plan() : m.dashboard_see_plans()}
              </PathLink>
            </>
          ) : !error ? (
            <LoadingBlock label={m.dashboard_loading_plan()} />
          ) : null}
        </section>
      </div>

      <section aria-labelledby="verification" className="mt-6 rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
        <h2 id="verification" className="font-display text-xl font-bold text-maroon-800">{m.dashboard_email_verification()}</h2>
        {user.isEmailVerified ? (
          <p className="mt-2 flex items-center gap-2 text-green-800">
            <span aria-hidden="true">✔</span> {m.dashboard_email_verified()}
          </p>
        ) : (
          <div className="mt-2 flex flex-col gap-3">
            <p className="text-stone-800">
              {m.dashboard_email_unverified_before()}
              <strong>{user.email}</strong>
              {m.dashboard_email_unverified_after()}
            </p>
            {resend(user.email)}
          </div>
        )}
      </section>

      {/* The pending view (no data, no error yet) holds the ad's place; the page loads it, once. */}
      <AdSlotFrame slot="dashboard" className="mt-6" held={!data && !error} />

      <section aria-labelledby="more" className="mt-6">
        <h2 id="more" className="font-display text-xl font-bold text-maroon-800">{m.dashboard_more_for_you()}</h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {findMatches().map((item) => (
            <li key={item.to}>
              <PathLink to={item.to} className={card}>
                <span className="font-semibold text-maroon-800">{item.title}</span>
                <span className="mt-1 block text-sm text-stone-700">{item.text}</span>
              </PathLink>
            </li>
          ))}
          <li>
            <Link to="/usersList/$type" params={{ type: 'viewed' }} className={card}>
              <span className="font-semibold text-maroon-800">{m.dashboard_profiles_i_viewed()}</span>
              <span className="mt-1 block text-sm text-stone-700">{m.dashboard_profiles_i_viewed_text()}</span>
            </Link>
          </li>
          <li>
            <Link to="/blockedUser" className={card}>
              <span className="font-semibold text-maroon-800">{m.dashboard_blocked_members()}</span>
              <span className="mt-1 block text-sm text-stone-700">{m.dashboard_blocked_members_text()}</span>
            </Link>
          </li>
          <li>
            <Link to="/notifications" className={card}>
              <span className="font-semibold text-maroon-800">
                {data?.unreadNotifications ? m.dashboard_notifications_unread({ count: formatCount(data.unreadNotifications) }) : m.dashboard_notifications()}
              </span>
              <span className="mt-1 block text-sm text-stone-700">{m.dashboard_notifications_text()}</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

/** Where a member finds and follows up matches (the profile menu keeps to the spec's items); built when drawn, in the page's language. */
const findMatches = () => [
  { to: '/matchRecommendation', title: m.dashboard_find_recommended(), text: m.dashboard_find_recommended_text() },
  { to: '/searchProfile', title: m.dashboard_find_search(), text: m.dashboard_find_search_text() },
  { to: '/requests', title: m.dashboard_find_requests(), text: m.dashboard_find_requests_text() },
  { to: '/shortlist', title: m.dashboard_find_shortlist(), text: m.dashboard_find_shortlist_text() },
  { to: '/membership', title: m.dashboard_find_membership(), text: m.dashboard_find_membership_text() },
  { to: '/familyMember', title: m.dashboard_find_family(), text: m.dashboard_find_family_text() },
];

/** `value` undefined while the counts load: the card keeps its height, its number not yet shown. */
function CountCard({ to, value, label }: { to: string; value: number | undefined; label: string }) {
  return (
    <li>
      <PathLink to={to} className={card}>
        <span className="block font-display text-3xl font-bold text-maroon-800">
          {value !== undefined ? formatCount(value) : (
            <span aria-hidden="true" className="inline-block h-9 w-8 animate-pulse rounded bg-maroon-100 align-top" />
          )}
        </span>
        <span className="mt-1 block text-sm font-semibold text-stone-800">{label}</span>
      </PathLink>
    </li>
  );
}
