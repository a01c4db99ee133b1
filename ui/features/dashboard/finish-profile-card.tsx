import { Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { Completeness } from '../../../contract/profile';
import { skippedSteps, wizardSteps } from '../../lib/wizard-steps';

/**
 * "Finish your profile": the optional wizard steps the member skipped, each a link back into
 * the wizard at that step (issue 22 §2). Nothing while a required step is still open (the
 * welcome band's next step leads there) or once every step is done.
 */
export function FinishProfileCard({ completeness, hasPreference }: { completeness: Completeness; hasPreference: boolean }) {
  const skipped = skippedSteps(wizardSteps(completeness, hasPreference));
  if (!skipped.length) return null;
  return (
    <section aria-labelledby="finish-profile" className="mt-6 rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
      <h2 id="finish-profile" className="font-display text-xl font-bold text-maroon-800">
        {m.dashboard_finish_profile()}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{m.dashboard_finish_profile_text()}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {skipped.map((s) => (
          <li key={s.key}>
            <Link
              to="/register"
              search={{ step: s.key }}
              className="inline-block rounded-full border border-maroon-200 px-4 py-2 text-sm font-semibold text-maroon-800 hover:bg-maroon-50"
            >
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
