import { m } from '../../contract/i18n/paraglide/messages';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { isAdminAtom, isMemberAtom } from '../state/session';
import { buttonClass } from './button';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';

const navLink = 'rounded px-2 py-1 text-sm font-medium text-stone-800 hover:text-maroon-700 data-[status=active]:text-maroon-700 data-[status=active]:underline underline-offset-4';

/** The header of public pages: who we are, and the way in. */
export function PublicHeader() {
  const isMember = useAtomValue(isMemberAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  return (
    <header className="border-b border-maroon-100 bg-white/90">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <nav aria-label={m.components_nav_main()} className="order-3 w-full sm:order-2 sm:w-auto">
          <ul className="flex flex-wrap items-center gap-1">
            <li><Link to="/about-us" className={navLink}>{m.components_about_us()}</Link></li>
            <li><Link to="/faqs" className={navLink}>{m.components_faqs()}</Link></li>
            <li><Link to="/contact" className={navLink}>{m.components_contact()}</Link></li>
          </ul>
        </nav>
        <div className="order-2 flex items-center gap-2 sm:order-3">
          <LanguageMenu />
          {isMember ? (
            <Link to="/dashboard" className={buttonClass('primary', 'px-4 py-2')}>{m.components_my_dashboard()}</Link>
          ) : isAdmin ? (
            <Link to="/admin" className={buttonClass('primary', 'px-4 py-2')}>{m.components_admin_area()}</Link>
          ) : (
            <>
              <Link to="/login" className={buttonClass('ghost', 'px-4 py-2')}>{m.components_login()}</Link>
              <Link to="/registration" className={buttonClass('primary', 'px-4 py-2')}>{m.components_register_free()}</Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
