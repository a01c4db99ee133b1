import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DASHBOARD_TEXT, type AdminDashboard } from '../../../../contract/admin/dashboard';

/**
 * The dashboard's two charts, drawn by uPlot (decision 0800). This module is imported only
 * by the dashboard route, lazily, so uPlot travels in a chunk of its own that only the back
 * office loads. Each chart's figures are also a table (its text alternative).
 */
const MAROON = '#7f1d1d';
const HEIGHT = 220;

/** A uPlot chart that follows its box's width. */
function Chart({ options, data }: { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot({ ...options, width: el.clientWidth, height: HEIGHT }, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <div ref={box} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}

function FiguresTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, number][] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-maroon-700">Show the figures</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              {head[0]}
            </th>
            <th scope="col" className="py-1 text-right">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-stone-200">
              <th scope="row" className="py-1 pr-4 font-normal">
                {label}
              </th>
              <td className="py-1 text-right">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const bars = uPlot.paths.bars!({ size: [0.7, 48] });

function SignUpsChart({ days }: { days: AdminDashboard['signUpsByDay'] }) {
  const data: uPlot.AlignedData = [days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), days.map((d) => d.count)];
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { show: false },
    scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      {},
      {
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
      },
    ],
    series: [
      {},
      {
        label: 'Sign-ups',
        stroke: MAROON,
        fill: 'rgba(127, 29, 29, 0.25)',
        paths: bars,
        points: { show: false },
      },
    ],
  };
  return <Chart options={options} data={data} />;
}

function PlansChart({ plans }: { plans: AdminDashboard['byPlan'] }) {
  const data: uPlot.AlignedData = [plans.map((_, i) => i), plans.map((p) => p.count)];
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, plans.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [
      {
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? (plans[t]?.planName ?? '') : '')),
        splits: () => plans.map((_, i) => i),
      },
      {
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
      },
    ],
    series: [
      {},
      {
        label: 'Members',
        stroke: MAROON,
        fill: 'rgba(127, 29, 29, 0.6)',
        paths: bars,
        points: { show: false },
      },
    ],
  };
  return <Chart options={options} data={data} />;
}

function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
      <figcaption id={id} className="mb-2 font-bold text-stone-900">
        {title}
      </figcaption>
      {children}
    </figure>
  );
}

export default function DashboardCharts({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <ChartCard id="chart-sign-ups" title={DASHBOARD_TEXT.signUpsChart}>
        <SignUpsChart days={dashboard.signUpsByDay} />
        <FiguresTable caption={DASHBOARD_TEXT.signUpsChart} head={['Day', 'Sign-ups']} rows={dashboard.signUpsByDay.map((d) => [d.day, d.count])} />
      </ChartCard>
      <ChartCard id="chart-plans" title={DASHBOARD_TEXT.plansChart}>
        <PlansChart plans={dashboard.byPlan} />
        <FiguresTable caption={DASHBOARD_TEXT.plansChart} head={['Plan', 'Members']} rows={dashboard.byPlan.map((p) => [p.planName, p.count])} />
      </ChartCard>
    </div>
  );
}
