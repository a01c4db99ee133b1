import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdSlotFrame } from '../../components/ad-frame';
import { SiteFooter } from '../../components/site-footer';
import { SkipLink } from '../../components/skip-link';
import { ToastRegion } from '../../components/toast-region';
import { VerifyEmailDialog } from '../../components/verify-email-dialog';
import { MemberHeader } from './member-header';
import { UnverifiedNotice } from './unverified-notice';

/** The shared member page frame of spec §2 around every member page. */
export function MemberFrame({ notifications, children }: { notifications: ReactNode; children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* Only the page prints (a tax invoice): `contents` keeps the sticky header's layout on screen. */}
      <div className="contents print:hidden">
        <MemberHeader notifications={notifications} />
        <UnverifiedNotice />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {/* Keyed by the page: each page draws its own ad (spec §3 Ad). */}
      <div className="contents print:hidden">
        <AdSlotFrame key={pathname} slot="memberFrame" className="mx-auto w-full max-w-6xl px-4 pb-6" />
        <SiteFooter />
      </div>
      <ToastRegion placement="bottom-left" />
      <VerifyEmailDialog />
    </div>
  );
}
