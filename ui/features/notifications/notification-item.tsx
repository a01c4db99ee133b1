import { Avatar } from '../../components/avatar';
import { timeAgo } from '../../lib/format';
import type { Notification } from './notifications-api';

/** One notification: who, what, when, and whether it is still unread. */
export function NotificationSummary({ item }: { item: Notification }) {
  return (
    <span className="flex w-full items-start gap-3 text-left">
      <Avatar name={item.sender?.name ?? 'Sambandh'} picture={item.sender?.profilePicture} size={36} />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${item.isRead ? 'text-stone-700' : 'font-semibold text-stone-900'}`}>{item.content}</span>
        <span className="mt-0.5 block text-xs text-stone-600">
          {timeAgo(item.createdAt)}
          {item.isRead ? null : <span className="ml-2 font-semibold text-maroon-700">Unread</span>}
        </span>
      </span>
      {item.isRead ? null : <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-maroon-600" />}
    </span>
  );
}
