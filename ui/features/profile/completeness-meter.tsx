import { Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { completenessTitle, type Completeness } from '../../../contract/profile';

/** The profile's completeness as a labelled progress bar, and what to fill next. */
export function CompletenessMeter({ completeness, showNext = true }: { completeness: Completeness; showNext?: boolean }) {
  const { percentage, next } = completeness;
  return (
    <div className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between text-sm">
        <span id="completeness-label" className="font-semibold text-stone-800">
          {m.profile_completeness()}
        </span>
        <span className="font-bold text-maroon-800" data-testid="completeness-percent">
          {percentage}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-maroon-700 transition-all" style={{ width: `${percentage}%` }} />
      </div>
      {showNext && next ? (
        <p className="mt-2 text-sm text-stone-700">
          {m.profile_completeness_next()}{' '}
          {next.route === '/register' ? (
            <Link to="/register" search={{ step: next.step }} className="font-semibold text-maroon-700 underline underline-offset-4">
              {completenessTitle(next.section)}
            </Link>
          ) : (
            <a href={`#${next.step}`} className="font-semibold text-maroon-700 underline underline-offset-4">
              {completenessTitle(next.section)}
            </a>
          )}
        </p>
      ) : null}
      {showNext && !next ? <p className="mt-2 text-sm text-green-800">{m.profile_completeness_done()}</p> : null}
    </div>
  );
}
