import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { ToastRegion } from './toast-region';

/** Header, main landmark and footer around a public page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ToastRegion placement="bottom-left" />
    </div>
  );
}
