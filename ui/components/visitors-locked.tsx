import { m } from '../../contract/i18n/paraglide/messages';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../lib/format';
import { buttonClass } from './button';

/**
 * Visitors without the plan's `seeVisitors` (docs/decisions/0564): how many, and the way to a
 * plan that shows who. Used by /usersList/viewers and the dashboard's latest visitors.
 */
export function VisitorsLocked({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <div className={`rounded-xl border border-maroon-200 bg-maroon-50 text-center ${compact ? 'px-4 py-5' : 'px-6 py-10'}`}>
      <p className="font-semibold text-maroon-900">{m.components_visitors_locked({ count: formatCount(count) })}</p>
      <p className="mt-2 text-sm text-stone-700">{m.components_visitors_locked_hint()}</p>
      <Link to="/membership" className={buttonClass('primary', 'mt-4')}>
        {m.components_visitors_upgrade_link()}
      </Link>
    </div>
  );
}
