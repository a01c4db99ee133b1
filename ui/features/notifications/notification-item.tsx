import { m } from '../../../contract/i18n/paraglide/messages';
import { feedActionOf } from '../../../contract/feed';
import { Avatar } from '../../components/avatar';
import { timeAgo } from '../../lib/format';
import type { Notification } from './notifications-api';

/**
 * One notification: who, what, when, and whether it is still unread. A feed item also says what
 * opening it does (view the profile, see Profile Matches, renew), as its link decides.
 */
export function NotificationSummary({ item }: { item: Notification }) {
  const action = item.type === 'feed' ? feedActionOf(item.link) : null;
  return (
    <span className="flex w-full items-start gap-3 text-left">
      <Avatar name={item.sender?.name ?? 'Sambandh'} picture={item.sender?.profilePicture} size={36} />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${item.isRead ? 'text-stone-700' : 'font-semibold text-stone-900'}`}>{item.content}</span>
        {action ? <span className="mt-0.5 block text-xs font-semibold text-maroon-700">{action} <span aria-hidden="true">›</span></span> : null}
        <span className="mt-0.5 block text-xs text-stone-600">
          {timeAgo(item.createdAt)}
          {item.isRead ? null : <span className="ml-2 font-semibold text-maroon-700">{m.notifications_unread()}</span>}
        </span>
      </span>
      {item.isRead ? null : <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-maroon-600" />}
    </span>
  );
}
