import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import { usePageTitle } from '../../lib/page-title';
import { m } from '../../../contract/i18n/paraglide/messages';

const tab = 'rounded-full px-4 py-2 text-sm font-semibold';

/** /mailList and /mailbox: the Inbox and the sent letters with the composer, one link apart. */
export function MailPage({ title, unread, children }: { title: string; unread?: number; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{title}</h1>
      <nav aria-label={m.messaging_letters_nav()} className="mt-4 mb-5 flex flex-wrap gap-2">
        <Link to="/mailList" className={tab} activeProps={{ className: 'bg-maroon-700 text-white' }} inactiveProps={{ className: 'bg-white text-maroon-800 border border-maroon-200' }}>
          {MESSAGING_TEXT.inbox}
          {unread ? m.messaging_inbox_unread({ count: unread }) : ''}
        </Link>
        <Link to="/mailbox" className={tab} activeProps={{ className: 'bg-maroon-700 text-white' }} inactiveProps={{ className: 'bg-white text-maroon-800 border border-maroon-200' }}>
          {MESSAGING_TEXT.sent} · {MESSAGING_TEXT.writeLetter}
        </Link>
      </nav>
      {children}
    </div>
  );
}
