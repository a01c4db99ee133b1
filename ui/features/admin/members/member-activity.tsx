import { useState } from 'react';
import type { AdminPage } from '../../../../contract/admin/list-query';
import type { MemberNotification, MemberStats } from '../../../../contract/admin/members';
import { Notice } from '../../../components/notice';
import { Pager } from '../../../components/pager';
import { fetchMemberNotifications } from './members-api';

const when = (t: number | null) => (t ? new Date(t).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

/** The statistics dialog's content: counts from the member's activity and their plan requests (fetched as the action was chosen). */
export function MemberStatsView({ stats: s }: { stats: MemberStats }) {
  const figures: Array<[string, string | number]> = [
    ['Requests sent', s.requestsSent],
    ['Requests received', s.requestsReceived],
    ['Requests accepted', s.requestsAccepted],
    ['Visitors', s.visitors],
    ['Shortlisted by', s.shortlistedBy],
    ['Sign-ins', s.signIns],
    ['Last seen', when(s.lastSeenAt)],
  ];
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {figures.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold text-stone-900">Plan history</h3>
      {s.planHistory.length === 0 ? (
        <p className="text-stone-700">No plan requested yet.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {s.planHistory.map((p) => (
            <li key={p._id}>
              {p.plan}: {p.status}, asked {when(p.requestedAt)}
              {p.decidedAt ? `, decided ${when(p.decidedAt)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The notifications page a dialog opens on. */
export const FIRST_NOTIFICATIONS = { page: 1, limit: 5 } as const;

/**
 * The notifications dialog's content: the member's notifications, newest first, paged. The
 * first page came with the action; another is fetched when the pager is pressed.
 */
export function MemberNotificationsView({ memberId, first }: { memberId: string; first: AdminPage<MemberNotification> }) {
  const [state, setState] = useState<{ page: AdminPage<MemberNotification>; error?: string }>({ page: first });
  async function show(page: number, limit: number) {
    const r = await fetchMemberNotifications(memberId, page, limit);
    setState((s) => (r.ok ? { page: r.page } : { page: s.page, error: r.error }));
  }
  const p = state.page;
  const limit = p.limit;
  return (
    <div className="flex flex-col gap-3 text-sm">
      {state.error ? <Notice tone="error">{state.error}</Notice> : null}
      {p.total === 0 ? <p className="text-stone-700">This member has no notifications.</p> : null}
      <ul className="flex flex-col gap-2">
        {p.items.map((n) => (
          <li key={n._id} className="rounded-lg border border-stone-200 px-3 py-2">
            <span className="block text-stone-900">{n.content}</span>
            <span className="text-xs text-stone-700">
              {when(n.createdAt)} · {n.isRead ? 'read' : 'unread'}
            </span>
          </li>
        ))}
      </ul>
      {p.total > 0 ? (
        <Pager page={p.page} totalPages={p.totalPages} onPageChange={(n) => void show(n, limit)} pageSize={limit} onPageSizeChange={(n) => void show(1, n)} label="Notification pages" />
      ) : null}
    </div>
  );
}
