import {
  ADMIN_TYPES,
  CS_TYPES,
  DATA_ENTRY_TYPES,
  PRODUCT_REVIEWER_TYPES,
  SALES_DASHBOARD_TYPES,
  SELLER_TYPES,
  accountTypesOf,
  hasAnyRole,
  isAdmin,
  isCs,
  isDataEntry,
  isSalesManager,
} from './roles.ts';

/**
 * Host and access rules of spec 3 section 2.1 and the role guard of spec 1 section 6, as pure
 * functions: the router applies them, and the tests walk every host x account type x path class.
 */
export const HOSTS = ['main', 'onboarding', 'staff', 'admin', 'cs'] as const;
export type Host = (typeof HOSTS)[number];
export type SiteMode = 'live' | 'prelaunch';

export interface GuardUser {
  accountType?: string | readonly string[] | null;
  permissions?: { canViewDashboard?: boolean } | null;
}

export type AccessDecision =
  | { kind: 'allow' }
  /** Go to `path`; with `host`, on that host (a full navigation to another subdomain). */
  | { kind: 'redirect'; path: string; host?: Host };

const allow: AccessDecision = { kind: 'allow' };
const redirect = (path: string, host?: Host): AccessDecision =>
  host ? { kind: 'redirect', path, host } : { kind: 'redirect', path };

export const isHost = (value: string | null | undefined): value is Host => HOSTS.includes(value as Host);

const LOCAL_HOSTNAME = /^(localhost|127(\.\d+){3}|\[::1\]|::1|0\.0\.0\.0)$/;
export const isLocalHostname = (hostname: string) => LOCAL_HOSTNAME.test(hostname);

/** The real subdomain in production; locally the `?subdomain=` query parameter. */
export function resolveHost(hostname: string, search: string): Host {
  if (isLocalHostname(hostname)) {
    const fromQuery = new URLSearchParams(search).get('subdomain');
    return isHost(fromQuery) ? fromQuery : 'main';
  }
  const first = hostname.split('.')[0] ?? '';
  return isHost(first) ? first : 'main';
}

/** Where a host lives: `?subdomain=` on a local address, else the subdomain of the site's domain. */
export function hostUrl(
  host: Host,
  path: string,
  current: { protocol: string; hostname: string; port: string },
): string {
  const port = current.port ? `:${current.port}` : '';
  if (isLocalHostname(current.hostname)) {
    const [pathname, query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    params.set('subdomain', host);
    return `${current.protocol}//${current.hostname}${port}${pathname}?${params.toString()}`;
  }
  const labels = current.hostname.split('.');
  const base = isHost(labels[0]) || labels[0] === 'www' ? labels.slice(1).join('.') : current.hostname;
  const hostname = host === 'main' ? base : `${host}.${base}`;
  return `${current.protocol}//${hostname}${port}${path}`;
}

/** Pages an unauthenticated visitor of the onboarding host may see (spec 3 section 2.1). */
export const ONBOARDING_PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/about',
  '/contact',
  '/forgot-password',
  '/verification-code',
  '/onBoarding',
  '/onBoardingEnd',
  '/welcome',
  '/seller-welcome',
  '/otp',
] as const;

const STAFF_HOST_PATHS = [
  '/customer-service-dashboard',
  '/data-entry',
  '/dataEntryHero',
  '/admin-dashboard',
  '/sales-dashboard',
  '/seller-notifications',
  '/login-dashboard',
];
const ADMIN_HOST_PATHS = ['/admin-dashboard', '/data-entry', '/dataEntryHero', '/login-dashboard'];
const CS_HOST_PATHS = ['/customer-service-dashboard', '/login-dashboard'];

/** `/a` matches `/a` and `/a/...`, never `/ab`. */
export const pathWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const withinAny = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => pathWithin(path, prefix));

const isStaffHostUser = (types: string[]) =>
  isCs(types) || isDataEntry(types) || isSalesManager(types) || types.includes('staff') || isAdmin(types);

/** The page each staff type lands on in the staff areas. */
export function staffHome(types: string[]): string {
  if (isCs(types) || types.includes('staff')) return '/customer-service-dashboard';
  if (isAdmin(types)) return '/admin-dashboard';
  if (isDataEntry(types)) return '/dataEntryHero';
  if (isSalesManager(types)) return '/sales-dashboard';
  return '/login-dashboard';
}

/** Spec 3 section 2.1: which paths a host lets a user reach, before any role guard. */
export function hostAccess(host: Host, path: string, user: GuardUser | null, siteMode: SiteMode): AccessDecision {
  if (path === '/not-authorized') return allow;
  const types = accountTypesOf(user);
  switch (host) {
    case 'main':
      return siteMode === 'prelaunch' ? redirect(path, 'onboarding') : allow;
    case 'onboarding':
      if (user) return allow;
      return (ONBOARDING_PUBLIC_PATHS as readonly string[]).includes(path) ? allow : redirect('/');
    case 'staff':
      if (!user) return path === '/login-dashboard' ? allow : redirect('/login-dashboard');
      if (!isStaffHostUser(types)) return redirect('/not-authorized');
      return withinAny(path, STAFF_HOST_PATHS) ? allow : redirect(staffHome(types));
    case 'admin':
      if (!user) return path === '/login-dashboard' ? allow : redirect('/login-dashboard');
      if (!isAdmin(types)) return redirect('/not-authorized');
      return withinAny(path, ADMIN_HOST_PATHS) ? allow : redirect('/admin-dashboard');
    case 'cs':
      if (!user) return path === '/login-dashboard' ? allow : redirect('/login-dashboard');
      if (!(isCs(types) || types.includes('staff'))) return redirect('/not-authorized');
      return withinAny(path, CS_HOST_PATHS) ? allow : redirect('/customer-service-dashboard');
  }
}

interface GuardedArea {
  prefix: string;
  roles: readonly string[];
  /** Seller areas send strangers to the seller login and the seller not-authorized page. */
  seller?: boolean;
  /** Staff areas also need the canViewDashboard permission. */
  dashboard?: boolean;
}

/** Most specific first: the first area whose prefix matches a path guards it. */
export const GUARDED_AREAS: readonly GuardedArea[] = [
  { prefix: '/seller-dashboard/not-authorized', roles: [] },
  { prefix: '/seller-dashboard/data-entry', roles: ['seller_self_managed'], seller: true },
  { prefix: '/seller-dashboard', roles: SELLER_TYPES, seller: true },
  // Sellers' notices, and the sales dashboards' own (their menu leads here, spec 3 section 2.6).
  { prefix: '/seller-notifications', roles: [...SELLER_TYPES, ...SALES_DASHBOARD_TYPES], seller: true },
  { prefix: '/customer-service-dashboard', roles: [...CS_TYPES, 'staff'], dashboard: true },
  { prefix: '/data-entry/review', roles: PRODUCT_REVIEWER_TYPES, dashboard: true },
  { prefix: '/data-entry', roles: [...DATA_ENTRY_TYPES, ...ADMIN_TYPES], dashboard: true },
  { prefix: '/dataEntryHero', roles: [...DATA_ENTRY_TYPES, ...ADMIN_TYPES], dashboard: true },
  { prefix: '/admin-dashboard', roles: ADMIN_TYPES, dashboard: true },
  { prefix: '/sales-dashboard', roles: SALES_DASHBOARD_TYPES, dashboard: true },
  // Any signed-in account: the buyer pages.
  { prefix: '/profile', roles: ['*'] },
  { prefix: '/order-history', roles: ['*'] },
];

/** The role guard: admits users whose roles intersect the area's list (spec 1 section 6). */
export function roleGuard(path: string, user: GuardUser | null): AccessDecision {
  const area = GUARDED_AREAS.find((candidate) => pathWithin(path, candidate.prefix));
  if (!area || area.roles.length === 0) return allow;
  if (!user) return redirect(area.seller || area.roles.includes('*') ? '/login' : '/login-dashboard');
  const types = accountTypesOf(user);
  const roleOk = area.roles.includes('*') ? types.length > 0 : hasAnyRole(types, area.roles);
  const permissionOk = !area.dashboard || user.permissions?.canViewDashboard === true;
  if (roleOk && permissionOk) return allow;
  return redirect(area.seller ? '/seller-dashboard/not-authorized' : '/not-authorized');
}

/** Host rule first, then the role guard; the router calls this on every navigation. */
export function decideAccess(host: Host, path: string, user: GuardUser | null, siteMode: SiteMode): AccessDecision {
  const byHost = hostAccess(host, path, user, siteMode);
  return byHost.kind === 'allow' ? roleGuard(path, user) : byHost;
}
