import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getDashboard = api.user['get-dashboard-data'].$get;
export type DashboardData = InferResponseType<typeof getDashboard, 200>['data'];

export const fetchDashboard = () => call(() => getDashboard());

/** The dashboard route's loader: the data, or the server's sentence. */
export async function loadDashboard(): Promise<{ data: DashboardData | null; error: string | null }> {
  const res = await fetchDashboard();
  return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
}
