/**
 * Every page the UI's router knows, as it writes them (`$name` is one path segment). The
 * server answers these with 200 and anything else with 404 (decision 0007). `ui/router.tsx`
 * proves at compile time that this list and the route tree name the same pages, so a page
 * added or removed there without being added or removed here fails `tsc`.
 */
export const PAGE_PATHS = [
  '/',
  '/404',
  '/about-us',
  '/adminlogin',
  '/confirm-email',
  '/contact',
  '/error',
  '/faqs',
  '/family/accept',
  '/forgotpassword',
  '/grievance',
  '/login',
  '/privacy-policy',
  '/registration',
  '/reset-password',
  '/terms-conditions',
  '/verify-email',
  '/blockedUser',
  '/chat',
  '/dashboard',
  '/family/managers',
  '/familyFinding',
  '/familyLinks',
  '/familyMember',
  '/familyRecommendation',
  '/feed',
  '/mailbox',
  '/mailList',
  '/matchRecommendation',
  '/membership',
  '/newMatches',
  '/notifications',
  '/pictures',
  '/preferences',
  '/profile',
  '/profilePreview',
  '/register',
  '/requests',
  '/searchProfile',
  '/setting',
  '/shortlist',
  '/tree',
  '/userLike',
  '/$id/tree',
  '/comments/$id',
  '/messages/$id',
  '/membership/invoice/$id',
  '/usersList/$type',
  '/viewHoroscope/$id',
  '/viewProfile/$id',
  '/viewprofile/$id',
  '/requests/$type/$status',
  '/admin',
  '/admin/admins',
  '/admin/api-logs',
  '/admin/ads',
  '/admin/audit',
  '/admin/change-password',
  '/admin/database',
  '/admin/grievances',
  '/admin/id-verifications',
  '/admin/id-verifications/$id',
  '/admin/lifestyle',
  '/admin/members',
  '/admin/payments',
  '/admin/plans',
  '/admin/queries',
  '/admin/reference',
  '/admin/reports',
  '/admin/upgrade-requests',
  '/admin/user-logs',
  '/admin/userlogin/$id',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

function patternOf(page: string): RegExp {
  const segments = page.split('/').map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Case-insensitive and with an optional trailing slash, as the router matches.
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

const PATTERNS = PAGE_PATHS.map(patternOf);
const NOT_FOUND_PAGE = patternOf('/404');

/** The HTTP status of the page at `pathname`: 404 for unknown paths and for '/404' itself, which shows '404 Page'. */
export function pageStatus(pathname: string): 200 | 404 {
  return PATTERNS.some((p) => p.test(pathname)) && !NOT_FOUND_PAGE.test(pathname) ? 200 : 404;
}

/**
 * The anonymous public pages whose HTML the build writes ahead (scripts/prerender.ts, decision
 * 0014), each to `dist/prerendered/<name>.html`; the server sends that file instead of the bare
 * shell for exactly these paths. A page here must render the same for every anonymous visitor
 * and without the reference data.
 */
export const PRERENDERED_PAGES = { '/': 'home', '/login': 'login' } as const;

/** The built file of a prerendered page, relative to dist/; undefined for every other path. */
export function prerenderedFile(path: string): string | undefined {
  const name = (PRERENDERED_PAGES as Record<string, string>)[path];
  return name ? `prerendered/${name}.html` : undefined;
}
