import { createFileRoute, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { m } from '../../../contract/i18n/paraglide/messages';
import { buttonClass } from '../../components/button';
import { usePageTitle } from '../../lib/page-title';
import { isMemberAtom } from '../../state/session';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});

// The cards' texts, read when the page renders so that it speaks the reader's language.
const FEATURES = [
  // Only what the product does today (issue 22 §4): every e-mail is verified; a phone only when its member confirms it by SMS (issue 24).
  { title: m.public_home_feature_trust_title, text: m.public_home_feature_trust_text },
  { title: m.public_home_feature_horoscope_title, text: m.public_home_feature_horoscope_text },
  { title: m.public_home_feature_tree_title, text: m.public_home_feature_tree_text },
  { title: m.public_home_feature_behalf_title, text: m.public_home_feature_behalf_text },
] as const;

const STEPS = [
  { title: m.public_home_step_register_title, text: m.public_home_step_register_text },
  { title: m.public_home_step_complete_title, text: m.public_home_step_complete_text },
  { title: m.public_home_step_connect_title, text: m.public_home_step_connect_text },
] as const;

function HomePage() {
  usePageTitle('');
  const isMember = useAtomValue(isMemberAtom);
  return (
    <>
      <section className="bg-gradient-to-br from-maroon-800 via-maroon-700 to-maroon-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">Sambandh</p>
          <h1 className="mt-3 max-w-2xl font-display text-4xl font-bold sm:text-5xl">{m.public_home_heading()}</h1>
          <p className="mt-5 max-w-xl text-lg text-maroon-50">{m.public_home_lead()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isMember ? (
              <Link to="/dashboard" className={buttonClass('secondary')}>{m.public_home_go_to_dashboard()}</Link>
            ) : (
              <>
                <Link to="/registration" className={buttonClass('secondary')}>{m.public_home_register()}</Link>
                <Link to="/login" className={buttonClass('onDark')}>{m.public_home_login()}</Link>
              </>
            )}
          </div>
        </div>
      </section>
      <section aria-labelledby="why" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why" className="font-display text-3xl font-bold text-maroon-800">{m.public_home_why_heading()}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.title()} className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-maroon-800">{f.title()}</h3>
              <p className="mt-2 text-sm text-stone-700">{f.text()}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how" className="bg-maroon-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how" className="font-display text-3xl font-bold text-maroon-800">{m.public_home_how_heading()}</h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title()} className="rounded-2xl bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-maroon-700 font-bold text-white">{i + 1}</span>
                <h3 className="mt-3 font-semibold text-maroon-800">{s.title()}</h3>
                <p className="mt-1 text-sm text-stone-700">{s.text()}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-stone-700">
            {m.public_home_questions_before()}{' '}
            <Link to="/faqs" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_home_questions_faqs()}</Link>{' '}
            {m.public_home_questions_or()}{' '}
            <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_home_questions_contact()}</Link>
            {m.public_home_questions_after()}
          </p>
        </div>
      </section>
    </>
  );
}
