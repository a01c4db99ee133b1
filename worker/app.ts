import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/context';
import { handleError } from './http/on-error';
import { apiBodyLimit } from './http/body-limit';
import { securityHeaders } from './http/security-headers';
import { loadSession } from './http/auth';
import { apiLogger } from './activity/api-log';
import { authRoutes } from './auth/routes';
import { accountRoutes } from './auth/account-routes';
import { adminPlanRoutes } from './admin/plans/routes';
import { adminAccountRoutes } from './admin/admins/routes';
import { adminLogRoutes } from './admin/logs/routes';
import { adminAuthRoutes } from './auth/admin-routes';
import { adminAdRoutes } from './admin/ads/routes';
import { adminQueryRoutes } from './admin/queries/routes';
import { idVerificationRoutes } from './id-verification/routes';
import { adminIdVerificationRoutes } from './id-verification/admin-routes';
import { referenceRoutes } from './reference/routes';
import { activityRoutes } from './activity/routes';
import { notificationRoutes } from './notifications/routes';
import { openApiRoutes } from './http/openapi';
import { profileRoutes } from './profile/routes';
import { pictureRoutes } from './pictures/routes';
import { settingsRoutes } from './settings/routes';
import { languageRoutes } from './i18n/routes';
import { inCallersLanguage } from './i18n/request-locale';
import { m } from '../contract/i18n/paraglide/messages';
import { socialRoutes } from './social/routes';
import { dashboardRoutes } from './dashboard/routes';
import { preferencesRoutes } from './preferences/routes';
import { searchRoutes } from './search/routes';
import { requestsRoutes } from './requests/routes';
import { membershipRoutes } from './membership/routes';
import { paymentRoutes } from './payments/routes';
import { adminPaymentRoutes } from './payments/admin-routes';
import { shellRoutes } from './shell/routes';
import { familyMemberRoutes } from './family/members/routes';
import { familyLinkRoutes } from './family/links/routes';
import { familyRecommendationRoutes } from './family/recommendations/routes';
import { treeRoutes } from './family/trees/routes';
import { familyFindingRoutes } from './family/finding/routes';
import { adminDashboardRoutes } from './admin/dashboard/routes';
import { adminAuditRoutes } from './admin/audit/routes';
import { adminMemberRoutes } from './admin/members/routes';
import { referenceAdminRoutes } from './admin/reference/routes';
import { adminDatabaseRoutes } from './admin/database/routes';
import { adminApiLogRoutes } from './admin/logs/api-logs-routes';
import { liveRoutes } from './messaging/live/routes';
import { chatRoutes } from './messaging/routes';
import { reportRoutes } from './reports/routes';
import { horoscopeComputeRoutes } from './horoscope/compute/routes';
import { grievanceRoutes } from './grievances/routes';
import { accountDataRoutes } from './account-data/routes';
import { phoneRoutes } from './phone/routes';
import { managerRoutes } from './managers/routes';
import { profileTrail } from './managers/trail';

/**
 * The API, chained so `AppType` carries every route to `hono/client` in the UI. Every router at
 * the root, its routes written with their full paths, so searching for a URL finds its handler
 * (worker/full-paths.test.ts).
 */
function api() {
  return new Hono<AppEnv>()
    .use(loadSession)
    .use(apiLogger)
    .use(profileTrail)
    .route('/', authRoutes)
    .route('/', referenceRoutes)
    .route('/', accountRoutes)
    .route('/', activityRoutes)
    .route('/', notificationRoutes)
    .route('/', profileRoutes)
    .route('/', horoscopeComputeRoutes)
    .route('/', pictureRoutes)
    .route('/', settingsRoutes)
    .route('/', languageRoutes)
    .route('/', socialRoutes)
    .route('/', dashboardRoutes)
    .route('/', preferencesRoutes)
    .route('/', searchRoutes)
    .route('/', requestsRoutes)
    .route('/', membershipRoutes)
    .route('/', paymentRoutes)
    .route('/', familyLinkRoutes)
    .route('/', familyRecommendationRoutes)
    .route('/', treeRoutes)
    .route('/', familyFindingRoutes)
    .route('/', familyMemberRoutes)
    .route('/', adminDashboardRoutes)
    .route('/', adminAuditRoutes)
    .route('/', adminPlanRoutes)
    .route('/', adminPaymentRoutes)
    .route('/', adminAccountRoutes)
    .route('/', adminMemberRoutes)
    .route('/', referenceAdminRoutes)
    .route('/', adminQueryRoutes)
    .route('/', idVerificationRoutes)
    .route('/', adminIdVerificationRoutes)
    .route('/', adminAdRoutes)
    .route('/', adminApiLogRoutes)
    .route('/', adminLogRoutes)
    .route('/', adminDatabaseRoutes)
    .route('/', liveRoutes)
    .route('/', chatRoutes)
    .route('/', reportRoutes)
    .route('/', grievanceRoutes)
    .route('/', accountDataRoutes)
    .route('/', phoneRoutes)
    .route('/', managerRoutes)
    .route('/', adminAuthRoutes);
}

export type AppType = ReturnType<typeof api>;

/**
 * `entry`: what the runtime's entry puts in front of everything, in the same app (one dispatch a
 * request; issue 13 §4): the Node entry's compression and built files. Workers need none.
 */
export function createApp(deps: AppDeps, entry: MiddlewareHandler[] = []) {
  const apiApp = api();
  const app = new Hono<AppEnv>();
  for (const middleware of entry) app.use(middleware);
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('session', null);
    c.set('ip', deps.clientIp(c));
    await next();
  });
  app.use(securityHeaders(deps.config));
  // The language first: the body cap's refusal is said in it too.
  app.use('/api/*', inCallersLanguage);
  app.use('/api/*', apiBodyLimit);
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are never cached, unless a route says otherwise (pictures: private, short).
    // On the answer's own headers: c.header() after the handler rebuilds the whole Response.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  app.route('/api', apiApp);
  app.route('/api', openApiRoutes(apiApp));
  app.all('/api/*', (c) => c.json({ code: 404, error: m.server_no_such_api_path() }, 404));
  app.route('/', shellRoutes);
  app.onError(handleError);
  return app;
}
