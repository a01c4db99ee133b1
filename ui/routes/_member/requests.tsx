import { createFileRoute, Link, Outlet, useMatch } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { m } from '../../../contract/i18n/paraglide/messages';
import { PAGE_STATUSES, REQUEST_DIRECTIONS, type RequestDirection } from '../../../contract/requests';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { directionLabel, statusLabel } from '../../features/requests/request-list';
import { fetchRequests, fetchSentForMe } from '../../features/requests/requests-api';
import { SentForYou } from '../../features/requests/sent-for-you';

/** /requests: Sent and Received tabs with Pending / Accepted / Declined counts; the lists open below (docs/decisions/0544). */
export const Route = createFileRoute('/_member/requests')({
  loader: async () => {
    const [res, forYou] = await Promise.all([fetchRequests('received', 'pending', 1, 1), fetchSentForMe()]);
    // A failed fetch of the interests sent for the member is only logged, as for the other lists (spec §8).
    if (!forYou.ok) console.error('Notifications/GET requests API failed', forYou.error);
    const sentForYou = forYou.ok ? forYou.body.data : null;
    return res.ok ? { counts: res.body.data.counts, error: null, sentForYou } : { counts: null, error: res.error, sentForYou };
  },
  pendingComponent: () => (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.requests_title()}</h1>
      <LoadingBlock label={m.requests_loading()} />
    </div>
  ),
  component: RequestsPage,
});

function RequestsPage() {
  usePageTitle(m.requests_title());
  const { counts, error, sentForYou } = Route.useLoaderData();
  const list = useMatch({ from: '/_member/requests/$type/$status', shouldThrow: false });
  const current = list?.params as { type?: string; status?: string } | undefined;
  const selected: RequestDirection = current?.type === 'sent' ? 'sent' : 'received';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.requests_title()}</h1>
      <p className="mt-1 text-stone-700">{m.requests_lead()}</p>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <SentForYou data={sentForYou} />
      <Tabs key={selected} defaultSelectedKey={selected} className="mt-6">
        <TabList aria-label={m.requests_tabs_label()} className="flex gap-2 border-b border-maroon-100">
          {REQUEST_DIRECTIONS.map((d) => (
            <Tab
              key={d}
              id={d}
              className={({ isSelected, isFocusVisible }) =>
                `-mb-px cursor-pointer rounded-t-lg border px-4 py-2 font-semibold outline-none ${isSelected ? 'border-maroon-200 border-b-white bg-white text-maroon-800' : 'border-transparent text-stone-700 hover:text-maroon-800'} ${isFocusVisible ? 'ring-2 ring-maroon-600' : ''}`
              }
            >
              {directionLabel(d)}
            </Tab>
          ))}
        </TabList>
        {REQUEST_DIRECTIONS.map((d) => (
          <TabPanel key={d} id={d} className="rounded-b-xl border border-t-0 border-maroon-100 bg-white p-4 outline-none focus-visible:ring-2 focus-visible:ring-maroon-600">
            <ul className="grid gap-3 sm:grid-cols-3">
              {PAGE_STATUSES.map((s) => {
                const active = current?.type === d && current?.status === s;
                return (
                  <li key={s}>
                    <Link
                      to="/requests/$type/$status"
                      params={{ type: d, status: s }}
                      aria-current={active ? 'page' : undefined}
                      className={`flex items-center justify-between rounded-lg border px-4 py-3 font-semibold ${active ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-maroon-200 text-maroon-800 hover:bg-maroon-50'}`}
                    >
                      <span>{statusLabel(s)}</span>
                      <span aria-label={m.requests_tab_count({ count: formatCount(counts ? counts[d][s] : 0), direction: directionLabel(d).toLowerCase(), status: statusLabel(s).toLowerCase() })}>
                        {counts ? formatCount(counts[d][s]) : '–'}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </TabPanel>
        ))}
      </Tabs>
      {list ? <Outlet /> : <p className="mt-6 text-stone-700">{m.requests_choose_list()}</p>}
    </div>
  );
}
