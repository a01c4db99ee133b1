import { Link } from '@tanstack/react-router';
import { FAMILY_FINDING_TEXT, leftOutReasons, type LeftOut } from '../../../../contract/family-finding';
import { formatCount } from '../../../lib/format';

/**
 * How many candidates family finding left out, per reason (docs/decisions/0723): relatives within
 * the generations, prohibited relationship (s.3(g)), same gotra. Counts only, never names. When the
 * searching member's community permits cross-cousin marriage, the page says those are shown.
 */
export function LeftOutCounts({ leftOut, crossCousinCustom }: { leftOut: LeftOut; crossCousinCustom: boolean }) {
  return (
    <>
      <div className="mt-1 mb-2 text-sm text-stone-700" role="status" data-testid="left-out">
        <h3 id="left-out-title" className="font-semibold text-stone-900">
          {FAMILY_FINDING_TEXT.leftOutTitle}
        </h3>
        <ul aria-labelledby="left-out-title" className="mt-1 flex flex-col gap-0.5">
          {leftOutReasons(leftOut).map((r) => (
            <li key={r.reason} data-reason={r.reason} className="flex justify-between gap-4 sm:justify-start">
              <span>{r.label}:</span>
              <span className="font-semibold tabular-nums text-stone-900">{formatCount(r.count)}</span>
            </li>
          ))}
        </ul>
        {crossCousinCustom ? <p className="mt-2">{FAMILY_FINDING_TEXT.crossCousinCustomOn}</p> : null}
      </div>
      <Link to="/preferences" className="mb-3 inline-block text-sm font-semibold text-maroon-800 underline underline-offset-4">
        {FAMILY_FINDING_TEXT.preferencesLink}
      </Link>
    </>
  );
}
