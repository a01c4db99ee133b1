import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getDashboard = api.user['get-dashboard-data'].$get;
export type DashboardData = InferResponseType<typeof getDashboard, 200>['data'];

export const fetchDashboard = () => call(() => getDashboard());
