import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { m } from '../../contract/i18n/paraglide/messages';
import { sessionAtom } from '../state/session';
import { relationPhrase } from '../lib/family-relations';

/**
 * Above every member page of a manager's session (issue 27: "every page says whose profile is in
 * use"): whose profile, as whom, and — while the candidate has not confirmed it — that nobody
 * else sees it yet.
 */
export function ProfileInUseBanner() {
  const user = useAtomValue(sessionAtom)?.userData;
  const managedBy = user && 'managedBy' in user ? user.managedBy : null;
  if (!user || !managedBy) return null;
  const firstName = user.name.split(' ')[0] ?? user.name;
  return (
    <section aria-label={m.managers_banner_region()} className="border-b border-maroon-200 bg-maroon-50 px-4 py-1.5 text-sm text-stone-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center">
        <p className="font-semibold">{m.managers_banner_managing({ name: user.name, relation: relationPhrase(managedBy.relation, user.gender) })}</p>
        {user.consent === 'awaiting' || user.consent === 'declined' ? <p>{m.managers_banner_awaiting({ name: firstName })}</p> : null}
        <Link to="/family/managers" className="font-semibold text-maroon-800 underline underline-offset-4">
          {m.managers_banner_family_page()}
        </Link>
      </div>
    </section>
  );
}
