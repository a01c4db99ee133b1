import { m } from '../../../contract/i18n/paraglide/messages';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ImpersonationBanner } from '../../components/impersonation-banner';
import { ProfileInUseBanner } from '../../components/profile-in-use-banner';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { telHref } from '../../../contract/site-contact';
import { useSiteContact } from '../../lib/site';
import { navigationHistoryAtom } from '../../state/navigation';
import { sessionAtom } from '../../state/session';
import { MainNav } from './main-nav';
import { useNavCounts } from './nav-counts';
import { memberNav } from './nav-items';
import { PhoneNav } from './phone-nav';
import { ProfileMenu } from './profile-menu';

function BackArrow() {
  const router = useRouter();
  const history = useAtomValue(navigationHistoryAtom);
  if (history.length <= 1) return null;
  return (
    <button
      type="button"
      onClick={() => router.history.back()}
      aria-label={m.member_frame_go_back()}
      className="rounded-full p-2 text-xl leading-none text-maroon-800 hover:bg-maroon-50"
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}

/**
 * The member header of spec §2. `notifications` is the notifications and feed dropdowns,
 * passed in by the layout route so this feature does not reach into another.
 */
export function MemberHeader({ notifications }: { notifications: ReactNode }) {
  const onDashboard = useLocation({ select: (l) => l.pathname === '/dashboard' });
  const { phone, email } = useSiteContact();
  const user = useAtomValue(sessionAtom)?.userData;
  const counts = useNavCounts();
  const groups = user ? memberNav(user) : [];
  return (
    <header className="sticky top-0 z-40 border-b border-maroon-100 bg-white/95 backdrop-blur">
      <ImpersonationBanner />
      <ProfileInUseBanner />
      <div className="bg-maroon-900 text-xs text-maroon-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-x-4 gap-y-1 px-4 py-1">
          <LanguageMenu className="mr-auto" />
          <span className="hidden sm:inline">{m.member_frame_need_help()}</span>
          {phone ? <a href={telHref(phone)} className="hover:underline">{phone}</a> : null}
          {email ? <a href={`mailto:${email}`} className="hidden hover:underline sm:inline">{email}</a> : null}
          <Link to="/contact" className="hover:underline">{m.member_frame_contact_us()}</Link>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-2 py-2 sm:px-4">
        <BackArrow />
        <Logo to="/dashboard" inert={onDashboard} compact />
        <nav aria-label={m.member_frame_nav_member()} className="flex min-w-0 items-center gap-1 sm:ml-1">
          <div className="lg:hidden">
            <PhoneNav groups={groups} counts={counts} />
          </div>
          {onDashboard ? null : (
            // On a phone the logo and the menu are the way to the dashboard: the header keeps
            // room for the menu, Chat, notifications, feed and the profile menu at 360 px.
            <Link to="/dashboard" className="hidden rounded px-2 py-1 text-sm font-semibold text-maroon-800 hover:underline sm:inline-block">
              {m.member_frame_dashboard()}
            </Link>
          )}
          <div className="hidden lg:block">
            <MainNav groups={groups} counts={counts} />
          </div>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {notifications}
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
