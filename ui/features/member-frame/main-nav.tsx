import { m } from '../../../contract/i18n/paraglide/messages';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { overlayRoot } from '../../lib/overlay-root';
import { formatCount } from '../../lib/format';
import { isCurrent, isListPath, itemCount, type NavCounts, type NavCountSays, type NavGroup, type NavItem } from './nav-items';

const COUNT_SAYS: Record<NavCountSays, (inputs: { label: string; count: string }) => string> = {
  new: m.member_frame_count_new,
  unread: m.member_frame_count_unread,
};

/**
 * A label with its count ("Requests, 2 new"): read as one phrase from a single text, while the
 * label and the badge are only seen; pieces of a flex row would be read apart ("Requests , 2 new").
 */
function CountedLabel({ label, n, says }: { label: string; n: number; says: NavCountSays | undefined }) {
  if (n <= 0 || !says) return <span>{label}</span>;
  return (
    <>
      <span className="sr-only">{COUNT_SAYS[says]({ label, count: formatCount(n) })}</span>
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="ml-1.5 min-w-5 rounded-full bg-maroon-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
        {n > 99 ? '99+' : n}
      </span>
    </>
  );
}

/** One page of the navigation; TanStack's Link marks the current page (aria-current="page"). */
export function NavLink({ item, counts, className, onNavigate }: { item: NavItem; counts: NavCounts; className: string; onNavigate?: () => void }) {
  const label = <CountedLabel label={item.label} n={itemCount(item, counts)} says={item.count?.says} />;
  const to = item.to;
  // A member list is one route with its type as a parameter.
  return isListPath(to) ? (
    <Link to="/usersList/$type" params={{ type: to.slice('/usersList/'.length) }} className={className} onClick={onNavigate}>
      {label}
    </Link>
  ) : (
    <Link to={to} className={className} onClick={onNavigate}>
      {label}
    </Link>
  );
}

const topClass = (current: boolean) =>
  `flex items-center whitespace-nowrap rounded-full px-2.5 py-1.5 text-sm font-semibold outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500 focus-visible:ring-2 focus-visible:ring-maroon-500 ${
    current ? 'bg-maroon-100 text-maroon-900' : 'text-maroon-800 hover:bg-maroon-50'
  }`;

const itemClass = (current: boolean) =>
  `flex items-center justify-between rounded-md px-3 py-2 text-sm outline-none hover:bg-maroon-50 focus-visible:ring-2 focus-visible:ring-maroon-500 ${
    current ? 'font-semibold text-maroon-900' : 'text-stone-900'
  }`;

/** A group's button opens its pages in a pop-over; a page chosen closes it. */
function GroupMenu({ group, counts, pathname }: { group: NavGroup; counts: NavCounts; pathname: string }) {
  const [open, setOpen] = useState(false);
  const total = group.items.reduce((n, i) => n + itemCount(i, counts), 0);
  const says = group.items.find((i) => i.count)?.count?.says;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className={topClass(group.items.some((i) => isCurrent(i, pathname)))}>
        <CountedLabel label={group.label} n={total} says={says} />
        <span aria-hidden="true" className="ml-1 text-xs text-stone-600">
          ▾
        </span>
      </Button>
      <Popover UNSTABLE_portalContainer={overlayRoot()} placement="bottom start" className="w-56 rounded-xl border border-maroon-100 bg-white p-1 shadow-xl">
        <Dialog aria-label={group.label} className="outline-none">
          <ul>
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink item={item} counts={counts} className={itemClass(isCurrent(item, pathname))} onNavigate={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The navigation from 1024 px up: single pages as links, groups as buttons with their pages one click away. */
export function MainNav({ groups, counts }: { groups: NavGroup[]; counts: NavCounts }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <ul className="flex items-center gap-0.5">
      {groups.map((group) => (
        <li key={group.key}>
          {group.items.length === 1 && group.items[0] ? (
            <NavLink item={group.items[0]} counts={counts} className={topClass(isCurrent(group.items[0], pathname))} />
          ) : (
            <GroupMenu group={group} counts={counts} pathname={pathname} />
          )}
        </li>
      ))}
    </ul>
  );
}
