import type { AdminDashboard } from '../../../../contract/admin/dashboard';

const number = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

interface Figure {
  label: string;
  value: string;
  /** What the figure counts, when the label alone leaves it open. */
  note?: string;
}

function figuresOf(d: AdminDashboard): { title: string; figures: Figure[] }[] {
  const m = d.members;
  const gender = (g: AdminDashboard['byGender'][number]['gender']) => number.format(d.byGender.find((x) => x.gender === g)?.count ?? 0);
  return [
    {
      title: 'Members',
      figures: [
        { label: 'Members in total', value: number.format(m.total), note: 'Deleted accounts excluded' },
        { label: 'New today', value: number.format(m.newToday), note: 'Since 00:00 UTC' },
        { label: 'New this week', value: number.format(m.newThisWeek), note: 'Last 7 days' },
        { label: 'Seen in the last day', value: number.format(m.seenLastDay) },
        { label: 'Seen in the last week', value: number.format(m.seenLastWeek) },
        { label: 'E-mail verified', value: number.format(m.verified) },
        { label: 'E-mail not verified', value: number.format(m.unverified) },
        { label: 'Women', value: gender('female') },
        { label: 'Men', value: gender('male') },
      ],
    },
    {
      title: 'Waiting for the team',
      figures: [
        { label: 'Pending upgrade requests', value: number.format(d.pendingUpgradeRequests) },
        { label: 'Open visitor queries', value: number.format(d.openQueries), note: 'New or in progress' },
        { label: 'Revenue this month', value: rupees.format(d.revenueThisMonth), note: 'Payments received since the 1st (UTC), less refunds' },
      ],
    },
  ];
}

/** The dashboard's figures: a description list per group, readable without the charts. */
export function DashboardFigures({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <>
      {figuresOf(dashboard).map((group) => (
        <section key={group.title} aria-labelledby={`figures-${group.title}`} className="flex flex-col gap-3">
          <h2 id={`figures-${group.title}`} className="text-lg font-bold text-stone-900">
            {group.title}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {group.figures.map((f) => (
              <div key={f.label} className="flex flex-col rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
                <dt className="order-2 text-sm text-stone-700">{f.label}</dt>
                <dd className="order-1 text-2xl font-bold text-stone-900">{f.value}</dd>
                {f.note ? <dd className="order-3 text-xs text-stone-600">{f.note}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
