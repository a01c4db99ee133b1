import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../../components/button';
import { Logo } from '../../components/logo';
import { LogoutDialog } from '../../components/logout-dialog';
import { SkipLink } from '../../components/skip-link';
import { ToastRegion } from '../../components/toast-region';
import { overlayRoot } from '../../lib/overlay-root';
import { sessionAtom } from '../../state/session';

type SectionPath =
  | '/admin'
  | '/admin/members'
  | '/admin/upgrade-requests'
  | '/admin/id-verifications'
  | '/admin/payments'
  | '/admin/plans'
  | '/admin/reference'
  | '/admin/lifestyle'
  | '/admin/admins'
  | '/admin/audit'
  | '/admin/queries'
  | '/admin/reports'
  | '/admin/grievances'
  | '/admin/ads'
  | '/admin/database'
  | '/admin/api-logs'
  | '/admin/user-logs'
  | '/admin/change-password';
type Section = { label: string; to?: SectionPath };

/** The back-office sections, in the order an operations team works; those of issue 11 follow. */
const SECTIONS: Section[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Members', to: '/admin/members' },
  { label: 'Upgrade requests', to: '/admin/upgrade-requests' },
  { label: 'ID verification', to: '/admin/id-verifications' },
  { label: 'Payments', to: '/admin/payments' },
  { label: 'Plans', to: '/admin/plans' },
  { label: 'Religions and castes', to: '/admin/reference' },
  { label: 'Lifestyle', to: '/admin/lifestyle' },
  { label: 'Administrators', to: '/admin/admins' },
  { label: 'Audit trail', to: '/admin/audit' },
  { label: 'Queries', to: '/admin/queries' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Grievances', to: '/admin/grievances' },
  { label: 'Ads', to: '/admin/ads' },
  { label: 'User Logs', to: '/admin/user-logs' },
  { label: 'API Logs', to: '/admin/api-logs' },
  { label: 'Database updates', to: '/admin/database' },
  { label: 'Change password', to: '/admin/change-password' },
];

const linkClass =
  'block rounded-lg px-3 py-2 text-sm font-semibold text-white underline-offset-4 hover:bg-stone-700 hover:underline data-[status=active]:bg-maroon-700 data-[status=active]:text-white';

/** From `lg` up: the sections in a column beside the page. */
function SideNav() {
  return (
    <nav aria-label="Back office" className="hidden shrink-0 bg-stone-800 lg:block lg:min-h-[calc(100vh-3.5rem)] lg:w-60">
      <ul className="flex flex-col gap-1 p-3">
        {SECTIONS.map((s) => (
          <li key={s.label} className="shrink-0">
            {s.to ? (
              <Link to={s.to} activeOptions={{ exact: true }} className={linkClass}>
                {s.label}
              </Link>
            ) : (
              <span className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-stone-300">
                {s.label}
                <span className="rounded bg-stone-700 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-stone-200 uppercase">
                  <span className="sr-only">(</span>soon<span className="sr-only">)</span>
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const menuItemClass =
  'flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-stone-100 outline-none data-[focused]:bg-stone-700 data-[disabled]:cursor-default data-[disabled]:text-stone-400';

/**
 * Below `lg` the side navigation would push the page sideways on a phone: the same sections
 * open from a "Menu" button in the top bar instead (a react-aria menu: arrow keys, Escape,
 * focus back on the button).
 */
function PhoneMenu() {
  const path = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') || '/' });
  return (
    <MenuTrigger>
      <AriaButton className="rounded-full border border-stone-400 px-4 py-1.5 text-sm font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-maroon-700 lg:hidden">
        <span aria-hidden="true">☰ </span>Menu
      </AriaButton>
      <Popover UNSTABLE_portalContainer={overlayRoot()} placement="bottom start" className="max-h-[80vh] w-64 overflow-y-auto rounded-xl bg-stone-800 p-1 shadow-xl">
        <Menu className="outline-none" disabledKeys={SECTIONS.filter((s) => !s.to).map((s) => s.label)}>
          {SECTIONS.map((s) => (
            <MenuItem key={s.label} id={s.label} href={s.to} textValue={s.label} className={menuItemClass}>
              <span className={s.to === path ? 'font-bold underline underline-offset-4' : undefined}>
                {s.label}
                {s.to === path ? <span className="sr-only"> (this page)</span> : null}
              </span>
              {s.to ? null : <span className="text-[10px] font-semibold uppercase">soon</span>}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** Top bar, side navigation and dark top-right toasts around each admin page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const name = useAtomValue(sessionAtom)?.userData.name;
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="min-h-screen bg-stone-100">
      <SkipLink />
      <header className="flex h-14 items-center gap-2 border-b border-stone-300 bg-white px-3 sm:gap-3 sm:px-4">
        <PhoneMenu />
        <Logo to="/admin" />
        <span className="hidden rounded-full bg-stone-800 px-2 py-0.5 text-xs font-semibold text-white sm:inline">Back office</span>
        <span className="ml-auto hidden text-sm text-stone-700 sm:inline">{name}</span>
        <Button variant="secondary" onPress={() => setConfirming(true)} className="ml-auto px-4 py-1.5 sm:ml-0">
          Logout
        </Button>
      </header>
      <div className="lg:flex">
        <SideNav />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6">
          {children}
        </main>
      </div>
      <LogoutDialog isOpen={confirming} onOpenChange={setConfirming} />
      <ToastRegion placement="top-right" />
    </div>
  );
}
