import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';

const cardLink = 'block rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm hover:border-maroon-300 hover:bg-maroon-50';

/**
 * A simple welcome until the full dashboard arrives: who is signed in, whether the e-mail
 * is verified (with `resend` to send the link again), and where to go next.
 */
export function DashboardWelcome({ resend }: { resend: (email: string) => ReactNode }) {
  usePageTitle('Dashboard');
  const user = useAtomValue(sessionAtom)?.userData;
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <section aria-labelledby="welcome" className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-maroon-800 to-maroon-600 p-6 text-white sm:flex-row sm:items-center">
        <Avatar name={user.name} picture={user.profilePicture} size={72} />
        <div>
          <h1 id="welcome" className="font-display text-3xl font-bold">Welcome, {user.name}</h1>
          <p className="mt-1 text-maroon-50">{user.email}</p>
        </div>
      </section>

      <section aria-labelledby="verification" className="mt-6 rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
        <h2 id="verification" className="font-display text-xl font-bold text-maroon-800">E-mail verification</h2>
        {user.isEmailVerified ? (
          <p className="mt-2 flex items-center gap-2 text-green-800">
            <span aria-hidden="true">✔</span> Your e-mail address is verified.
          </p>
        ) : (
          <div className="mt-2 flex flex-col gap-3">
            <p className="text-stone-800">
              Your e-mail address is not verified yet. Open the link we sent to <strong>{user.email}</strong>; verified members get
              match recommendations and more replies.
            </p>
            {resend(user.email)}
          </div>
        )}
      </section>

      <section aria-labelledby="next" className="mt-6">
        <h2 id="next" className="font-display text-xl font-bold text-maroon-800">Where to next</h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          <li>
            <Link to="/notifications" className={cardLink}>
              <span className="font-semibold text-maroon-800">Notifications</span>
              <span className="mt-1 block text-sm text-stone-700">Requests and replies from other members.</span>
            </Link>
          </li>
          <li>
            <Link to="/feed" className={cardLink}>
              <span className="font-semibold text-maroon-800">Feed</span>
              <span className="mt-1 block text-sm text-stone-700">Updates from members you are connected with.</span>
            </Link>
          </li>
          <li>
            <Link to="/faqs" className={cardLink}>
              <span className="font-semibold text-maroon-800">Help and FAQs</span>
              <span className="mt-1 block text-sm text-stone-700">How matching, horoscopes and family trees work.</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
