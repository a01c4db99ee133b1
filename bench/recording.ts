import autocannon from 'autocannon';

/**
 * What recording costs (issue 11, decision 0811): GET /api/auth/checkLogin under the same load
 * on two Node entries over the same database, one recording every API request and every page
 * view (the buffered activity log: one batch a second), the other recording nothing
 * (NodeOptions.recordActivity: false). Both get the same traffic: beside the load, a second
 * client reports page views (POST /api/user/registerLog) at one for every PAGE_VIEW_EVERY
 * checkLogin answers of a warm-up run (a page load makes several API calls). Rounds alternate
 * (off, on, off, on) so that whatever else the machine does falls on both.
 */
export const PAGE_VIEW_EVERY = 5;
export const ROUNDS = 2;
const SECONDS = 5;
const CONNECTIONS = 10;

export interface RecordingFigure {
  round: number;
  recording: 'off' | 'on';
  rps: number;
  p99: number;
  pageViews: number;
}

async function checkLoginLoad(url: string, token: string) {
  await autocannon({ url, headers: { jwt: token }, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, headers: { jwt: token }, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
  return r;
}

/** Page views as browsers report them, at a fixed rate, for as long as the load runs. */
function pageViews(base: string, token: string, rate: number) {
  return autocannon({
    url: `${base}/api/user/registerLog`,
    method: 'POST',
    headers: { jwt: token, 'content-type': 'application/json' },
    body: JSON.stringify({ pathname: '/dashboard', loadingTime: 420, timeSpent: 15000 }),
    connections: 1,
    overallRate: rate,
    duration: SECONDS + 1,
  });
}

export async function recordingCost(bases: { off: string; on: string }, token: string): Promise<RecordingFigure[]> {
  const figures: RecordingFigure[] = [];
  // One unmeasured run on each server first, so neither meets the rounds colder than the other;
  // the unrecorded one also gives the page-view rate.
  const warm = await checkLoginLoad(`${bases.off}/api/auth/checkLogin`, token);
  await checkLoginLoad(`${bases.on}/api/auth/checkLogin`, token);
  const viewRate = Math.max(1, Math.round(warm.requests.average / PAGE_VIEW_EVERY));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const recording of ['off', 'on'] as const) {
      const views = pageViews(bases[recording], token, viewRate);
      const load = await checkLoginLoad(`${bases[recording]}/api/auth/checkLogin`, token);
      const viewed = await views;
      if (viewed.non2xx || viewed.errors) throw new Error(`registerLog: ${viewed.non2xx} non-2xx answers, ${viewed.errors} errors`);
      figures.push({ round, recording, rps: load.requests.average, p99: load.latency.p99, pageViews: viewed.requests.total });
    }
  }
  return figures;
}

export function printRecordingCost(figures: RecordingFigure[]) {
  const num = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(`\nRecording on vs off: GET /api/auth/checkLogin (1 s warm-up, then ${SECONDS} s, ${CONNECTIONS} connections), ${ROUNDS} alternating rounds`);
  console.table(figures.map((f) => ({ round: f.round, recording: f.recording, 'req/s': num(f.rps), 'p99 ms': f.p99, 'page views reported': num(f.pageViews) })));
  const mean = (r: 'on' | 'off') => figures.filter((f) => f.recording === r).reduce((s, f) => s + f.rps, 0) / ROUNDS;
  const ratio = mean('on') / mean('off');
  const verdict = ratio >= 0.9 ? 'within 10 %: met' : 'MORE than 10 % slower: MISSED';
  console.log(`checkLogin with recording / without: ${(ratio * 100).toFixed(1)} % (${verdict})`);
}
