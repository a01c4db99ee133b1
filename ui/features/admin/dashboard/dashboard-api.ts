import { api, call } from '../../../lib/api';

/** `GET /admin/getDashboard`: the figures and the charts' series. */
export const fetchDashboard = () => call(() => api.admin.getDashboard.$get());
