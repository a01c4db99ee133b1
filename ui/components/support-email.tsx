import { m } from '../../contract/i18n/paraglide/messages';
import { Link } from '@tanstack/react-router';
import { useSiteContact } from '../lib/site';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-4';

/** Where to write to the team: the configured address, else the contact page's form (never a made-up address). */
export function SupportEmail() {
  const { email } = useSiteContact();
  if (email) {
    return (
      <a href={`mailto:${email}`} className={`break-all ${linkClass}`}>
        {email}
      </a>
    );
  }
  return (
    <>
      {m.components_support_before()}{' '}
      <Link to="/contact" className={linkClass}>
        {m.components_support_link()}
      </Link>
      {m.components_support_after() ? ` ${m.components_support_after()}` : null}
    </>
  );
}
