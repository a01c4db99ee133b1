import { m } from '../../../contract/i18n/paraglide/messages';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Sheet } from '../../components/sheet';
import { NavLink } from './main-nav';
import { isCurrent, type NavCounts, type NavGroup } from './nav-items';

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}

const linkClass = (current: boolean) =>
  `flex items-center justify-between rounded-lg px-3 py-2.5 text-base outline-none hover:bg-maroon-50 focus-visible:ring-2 focus-visible:ring-maroon-500 ${
    current ? 'bg-maroon-50 font-semibold text-maroon-900' : 'text-stone-900'
  }`;

/**
 * Below 1024 px the navigation is a "Menu" button opening a sheet with every page, grouped
 * as on the desktop: family finding, the tree and the preferences are the menu and one tap
 * away (decision 0611). A dot on the button says something is new.
 */
export function PhoneNav({ groups, counts }: { groups: NavGroup[]; counts: NavCounts }) {
  const [open, setOpen] = useState(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  const close = () => setOpen(false);
  const news = counts.requests + counts.messages + counts.letters > 0;
  return (
    <>
      <Button
        onPress={() => setOpen(true)}
        aria-label={news ? m.member_frame_menu_news() : m.member_frame_menu()}
        className="relative flex items-center gap-1 rounded-full p-1.5 text-maroon-800 outline-none hover:bg-maroon-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500 sm:px-3 sm:py-2"
      >
        <MenuIcon />
        <span aria-hidden="true" className="hidden text-sm font-semibold sm:inline">
          {m.member_frame_menu()}
        </span>
        {news ? <span aria-hidden="true" className="absolute top-0.5 right-0.5 h-2.5 w-2.5 rounded-full border border-white bg-maroon-700" /> : null}
      </Button>
      <Sheet title={m.member_frame_menu()} isOpen={open} onOpenChange={setOpen}>
        <nav aria-label={m.member_frame_member_menu()} className="pt-2">
          <Link to="/dashboard" className={linkClass(pathname === '/dashboard')} onClick={close}>
            {m.member_frame_dashboard()}
          </Link>
          {groups.map((group) =>
            group.items.length === 1 && group.items[0] ? (
              <NavLink key={group.key} item={group.items[0]} counts={counts} className={linkClass(isCurrent(group.items[0], pathname))} onNavigate={close} />
            ) : (
              <section key={group.key} aria-labelledby={`menu-${group.key}`} className="mt-2">
                <h3 id={`menu-${group.key}`} className="px-3 pt-1 text-xs font-bold tracking-wide text-stone-600 uppercase">
                  {group.label}
                </h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink item={item} counts={counts} className={linkClass(isCurrent(item, pathname))} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </nav>
      </Sheet>
    </>
  );
}
