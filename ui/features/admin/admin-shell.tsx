import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { Logo } from '../../components/logo';
import { LogoutDialog } from '../../components/logout-dialog';
import { SkipLink } from '../../components/skip-link';
import { ToastRegion } from '../../components/toast-region';
import { sessionAtom } from '../../state/session';

type SectionPath =
  | '/admin'
  | '/admin/members'
  | '/admin/upgrade-requests'
  | '/admin/plans'
  | '/admin/reference'
  | '/admin/lifestyle'
  | '/admin/admins'
  | '/admin/audit'
  | '/admin/change-password';
type Section = { label: string; to?: SectionPath };

/** The back-office sections, in the order an operations team works; those of issue 11 follow. */
const SECTIONS: Section[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Members', to: '/admin/members' },
  { label: 'Upgrade requests', to: '/admin/upgrade-requests' },
  { label: 'Plans', to: '/admin/plans' },
  { label: 'Religions and castes', to: '/admin/reference' },
  { label: 'Lifestyle', to: '/admin/lifestyle' },
  { label: 'Administrators', to: '/admin/admins' },
  { label: 'Audit trail', to: '/admin/audit' },
  { label: 'Queries' },
  { label: 'Ads' },
  { label: 'User Logs' },
  { label: 'API Logs' },
  { label: 'Database updates' },
  { label: 'Change password', to: '/admin/change-password' },
];

const linkClass =
  'block rounded-lg px-3 py-2 text-sm font-semibold text-white underline-offset-4 hover:bg-stone-700 hover:underline data-[status=active]:bg-maroon-700 data-[status=active]:text-white';

function SideNav() {
  return (
    <nav aria-label="Back office" className="bg-stone-800 lg:min-h-[calc(100vh-3.5rem)] lg:w-60">
      <ul className="flex gap-1 overflow-x-auto p-2 lg:flex-col lg:overflow-visible lg:p-3">
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

/** Top bar, side navigation and dark top-right toasts around each admin page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const name = useAtomValue(sessionAtom)?.userData.name;
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="min-h-screen bg-stone-100">
      <SkipLink />
      <header className="flex h-14 items-center gap-3 border-b border-stone-300 bg-white px-4">
        <Logo to="/admin" />
        <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs font-semibold text-white">Back office</span>
        <span className="ml-auto hidden text-sm text-stone-700 sm:inline">{name}</span>
        <Button variant="secondary" onPress={() => setConfirming(true)} className="px-4 py-1.5">
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
