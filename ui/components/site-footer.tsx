import { m } from '../../contract/i18n/paraglide/messages';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SOCIAL_NETWORKS } from '../../contract/site-contact';
import { SITE, useSiteContact } from '../lib/site';
import { throttle } from '../lib/throttle';
import { useNow } from '../lib/use-now';

const SCROLL_WATCH_MS = 100;

function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const watcher = throttle(() => setVisible(window.scrollY > 300), SCROLL_WATCH_MS);
    window.addEventListener('scroll', watcher.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', watcher.run);
      watcher.cancel();
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={m.components_scroll_to_top()}
      className="fixed right-4 bottom-4 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-maroon-700 text-xl text-white shadow-lg hover:bg-maroon-800"
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}

const footerLink = 'text-maroon-100 underline-offset-4 hover:text-white hover:underline';

/**
 * The site footer of spec §2: social links, terms and privacy, copyright, scroll-to-top. The
 * social links are the operator's (SOCIAL_LINKS), named in words: none are shown until set.
 */
export function SiteFooter() {
  const now = useNow();
  const { social } = useSiteContact();
  return (
    <footer className="mt-auto bg-maroon-900 text-maroon-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-display text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-2 text-sm">{m.components_footer_blurb()}</p>
        </div>
        <nav aria-label={m.components_nav_footer()}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            <li><Link to="/about-us" className={footerLink}>{m.components_about_us()}</Link></li>
            <li><Link to="/contact" className={footerLink}>{m.components_contact()}</Link></li>
            <li><Link to="/faqs" className={footerLink}>{m.components_faqs()}</Link></li>
            <li><Link to="/terms-conditions" className={footerLink}>{m.components_terms()}</Link></li>
            <li><Link to="/privacy-policy" className={footerLink}>{m.components_privacy_policy()}</Link></li>
            <li><Link to="/grievance" className={footerLink}>{m.components_grievances()}</Link></li>
          </ul>
        </nav>
        {social.length > 0 ? (
          <nav aria-label={m.components_follow_us()}>
            <p className="text-sm font-semibold text-white">{m.components_follow_us()}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className={footerLink}>
                    {SOCIAL_NETWORKS[s.network]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="border-t border-maroon-800 py-4 text-center text-xs">
        {m.components_copyright({ year: String(new Date(now).getFullYear()), name: SITE.name })}
      </p>
      <ScrollToTop />
    </footer>
  );
}
