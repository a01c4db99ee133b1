import { createFileRoute, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { buttonClass } from '../../components/button';
import { usePageTitle } from '../../lib/page-title';
import { isMemberAtom } from '../../state/session';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});

const FEATURES = [
  // Only what the product does today (issue 22 §4): every e-mail is verified; a phone only when its member confirms it by SMS (issue 24).
  { title: 'Profiles families trust', text: 'Every member confirms their e-mail address, and “Phone verified” shows who has confirmed their mobile by SMS. Profiles show family background, education and lifestyle, with photos you control.' },
  { title: 'Horoscope and compatibility', text: 'Add your birth details once; see nakshatra, gan, nadi and the Guna Milan with each match who has added theirs.' },
  { title: 'Your family tree', text: 'Build your tree with parents, grandparents and in-laws. Matches within close generations on either side are left out.' },
  { title: 'Search on their behalf', text: 'Parents and siblings can look for a son, daughter, brother or sister with family finding.' },
] as const;

const STEPS = [
  { title: 'Register free', text: 'Create a profile for yourself or a family member.' },
  { title: 'Complete the profile', text: 'Add details, preferences, horoscope and your family tree.' },
  { title: 'Connect', text: 'Send interest, accept requests and chat once both sides agree.' },
] as const;

function HomePage() {
  usePageTitle('');
  const isMember = useAtomValue(isMemberAtom);
  return (
    <>
      <section className="bg-gradient-to-br from-maroon-800 via-maroon-700 to-maroon-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">Sambandh</p>
          <h1 className="mt-3 max-w-2xl font-display text-4xl font-bold sm:text-5xl">Find a life partner, together with your family</h1>
          <p className="mt-5 max-w-xl text-lg text-maroon-50">
            A matrimonial site built around the family: profiles, horoscopes and a family tree that keeps your search close to home and
            clear of close relatives.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isMember ? (
              <Link to="/dashboard" className={buttonClass('secondary')}>Go to your dashboard</Link>
            ) : (
              <>
                <Link to="/registration" className={buttonClass('secondary')}>Register free</Link>
                <Link to="/login" className={buttonClass('onDark')}>Login</Link>
              </>
            )}
          </div>
        </div>
      </section>
      <section aria-labelledby="why" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why" className="font-display text-3xl font-bold text-maroon-800">Why families choose Sambandh</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-maroon-800">{f.title}</h3>
              <p className="mt-2 text-sm text-stone-700">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how" className="bg-maroon-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how" className="font-display text-3xl font-bold text-maroon-800">How it works</h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-maroon-700 font-bold text-white">{i + 1}</span>
                <h3 className="mt-3 font-semibold text-maroon-800">{s.title}</h3>
                <p className="mt-1 text-sm text-stone-700">{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-stone-700">
            Questions first? Read the <Link to="/faqs" className="font-semibold text-maroon-700 underline underline-offset-4">FAQs</Link> or{' '}
            <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">write to us</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
