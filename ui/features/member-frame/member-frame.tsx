import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/site-footer';
import { SkipLink } from '../../components/skip-link';
import { ToastRegion } from '../../components/toast-region';
import { MemberHeader } from './member-header';

/** The shared member page frame of spec §2 around every member page. */
export function MemberFrame({ notifications, children }: { notifications: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <MemberHeader notifications={notifications} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ToastRegion placement="bottom-left" />
    </div>
  );
}
