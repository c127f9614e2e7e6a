import { describe, expect, it } from 'vitest';
import {
  HOSTS,
  decideAccess,
  hostUrl,
  resolveHost,
  type AccessDecision,
  type GuardUser,
  type Host,
  type SiteMode,
} from './hosts.ts';
import { loginTarget, signupTarget, staffLoginTarget } from './login-target.ts';
import { ACCOUNT_TYPES } from './roles.ts';

const user = (accountType: string[], canViewDashboard = true): GuardUser => ({
  accountType,
  permissions: { canViewDashboard },
});

/** Every kind of visitor: a guest, each account type, and staff without the dashboard permission. */
const VISITORS: Record<string, GuardUser | null> = {
  guest: null,
  ...Object.fromEntries(
    ACCOUNT_TYPES.map((type) => [
      type,
      user(type === 'buyer' ? ['buyer'] : type.startsWith('seller') ? ['buyer', type] : [type]),
    ]),
  ),
  'cs_agent without permission': user(['cs_agent'], false),
  'admin without permission': user(['admin'], false),
};

/** One path of each class the router knows. */
const PATHS = [
  '/',
  '/login',
  '/register',
  '/welcome',
  '/profile',
  '/order-history',
  '/all-products',
  '/onBoarding',
  '/about',
  '/login-dashboard',
  '/not-authorized',
  '/customer-service-dashboard',
  '/customer-service-dashboard/FAQs-Client',
  '/data-entry',
  '/data-entry/review',
  '/dataEntryHero',
  '/admin-dashboard',
  '/sales-dashboard/overview',
  '/seller-dashboard',
  '/seller-dashboard/data-entry',
  '/seller-dashboard/not-authorized',
  '/seller-notifications',
  '/no-such-page',
  '/admin-dashboard/users',
  '/admin-dashboard/sellers',
  '/admin-dashboard/coupons',
  '/admin-dashboard/settings',
  '/admin-dashboard/audit-log',
  '/customer-service-dashboard/inbox',
  '/customer-service-dashboard/send-to-seller',
  '/seller-dashboard/returns',
  '/seller-dashboard/issue-requests',
];

const go = (path: string, host?: Host): AccessDecision =>
  host ? { kind: 'redirect', path, host } : { kind: 'redirect', path };
const allow: AccessDecision = { kind: 'allow' };

describe('resolveHost', () => {
  it.each([
    ['localhost', '?subdomain=staff', 'staff'],
    ['127.0.0.1', '?subdomain=cs&x=1', 'cs'],
    ['localhost', '?subdomain=evil', 'main'],
    ['localhost', '', 'main'],
    ['admin.souk.lb', '?subdomain=staff', 'admin'],
    ['onboarding.souk.lb', '', 'onboarding'],
    ['souk.lb', '', 'main'],
    ['www.souk.lb', '', 'main'],
  ])('%s%s is the %s host', (hostname, search, expected) => {
    expect(resolveHost(hostname, search)).toBe(expected);
  });

  it('builds the address of another host locally and in production', () => {
    expect(hostUrl('onboarding', '/login?x=1', { protocol: 'http:', hostname: 'localhost', port: '3000' })).toBe(
      'http://localhost:3000/login?x=1&subdomain=onboarding',
    );
    expect(hostUrl('admin', '/', { protocol: 'https:', hostname: 'staff.souk.lb', port: '' })).toBe(
      'https://admin.souk.lb/',
    );
    expect(hostUrl('main', '/cart', { protocol: 'https:', hostname: 'cs.souk.lb', port: '' })).toBe(
      'https://souk.lb/cart',
    );
  });
});

describe('decideAccess: spec 3 section 2.1 host table', () => {
  const cases: [Host, SiteMode, string, string, AccessDecision][] = [
    // main: prelaunch sends everyone to onboarding; live opens the storefront to guests.
    ['main', 'prelaunch', 'guest', '/', go('/', 'onboarding')],
    ['main', 'prelaunch', 'buyer', '/profile', go('/profile', 'onboarding')],
    ['main', 'live', 'guest', '/', allow],
    ['main', 'live', 'guest', '/all-products', allow],
    ['main', 'live', 'guest', '/profile', go('/login')],
    ['main', 'live', 'buyer', '/profile', allow],
    // onboarding: guests see only the listed pages.
    ['onboarding', 'live', 'guest', '/welcome', allow],
    ['onboarding', 'live', 'guest', '/otp', allow],
    ['onboarding', 'live', 'guest', '/all-products', go('/')],
    ['onboarding', 'live', 'guest', '/profile', go('/')],
    ['onboarding', 'live', 'buyer', '/profile', allow],
    // staff
    ['staff', 'live', 'guest', '/data-entry', go('/login-dashboard')],
    ['staff', 'live', 'guest', '/login-dashboard', allow],
    ['staff', 'live', 'buyer', '/data-entry', go('/not-authorized')],
    ['staff', 'live', 'seller_managed', '/', go('/not-authorized')],
    ['staff', 'live', 'cs_agent', '/', go('/customer-service-dashboard')],
    ['staff', 'live', 'cs_agent', '/customer-service-dashboard/FAQs-Client', allow],
    ['staff', 'live', 'cs_agent', '/admin-dashboard', go('/not-authorized')],
    ['staff', 'live', 'data_entry', '/', go('/dataEntryHero')],
    ['staff', 'live', 'data_entry', '/data-entry', allow],
    // Reviewing sellers' products is for data-entry admins and admins only.
    ['staff', 'live', 'data_entry', '/data-entry/review', go('/not-authorized')],
    ['staff', 'live', 'data_entry_admin', '/data-entry/review', allow],
    ['staff', 'live', 'admin', '/data-entry/review', allow],
    ['staff', 'live', 'admin', '/profile', go('/admin-dashboard')],
    ['staff', 'live', 'sales_manager', '/', go('/sales-dashboard')],
    ['staff', 'live', 'cs_agent without permission', '/customer-service-dashboard', go('/not-authorized')],
    // admin
    ['admin', 'live', 'guest', '/', go('/login-dashboard')],
    ['admin', 'live', 'buyer', '/', go('/not-authorized')],
    ['admin', 'live', 'cs_manager', '/customer-service-dashboard', go('/not-authorized')],
    ['admin', 'live', 'super_admin', '/', go('/admin-dashboard')],
    ['admin', 'live', 'admin', '/admin-dashboard', allow],
    // cs
    ['cs', 'live', 'guest', '/customer-service-dashboard', go('/login-dashboard')],
    ['cs', 'live', 'data_entry', '/', go('/not-authorized')],
    ['cs', 'live', 'cs_supervisor', '/data-entry', go('/customer-service-dashboard')],
    ['cs', 'live', 'cs_manager', '/customer-service-dashboard/tickets-Client', allow],
  ];
  it.each(cases)('%s host (%s): %s on %s', (host, mode, visitor, path, expected) => {
    expect(decideAccess(host, path, VISITORS[visitor]!, mode)).toEqual(expected);
  });
});

describe('decideAccess: the role guard on any host', () => {
  it.each([
    ['guest', '/seller-dashboard', go('/login')],
    ['buyer', '/seller-dashboard', go('/seller-dashboard/not-authorized')],
    ['seller_managed', '/seller-dashboard', allow],
    ['seller_managed', '/seller-dashboard/data-entry', go('/seller-dashboard/not-authorized')],
    ['seller_self_managed', '/seller-dashboard/data-entry', allow],
    ['guest', '/admin-dashboard', go('/login-dashboard')],
    ['buyer', '/admin-dashboard', go('/not-authorized')],
    ['admin without permission', '/admin-dashboard', go('/not-authorized')],
    ['super_admin', '/admin-dashboard', allow],
    ['sales_manager', '/seller-notifications', allow],
    ['admin', '/seller-notifications', allow],
    ['buyer', '/order-history', allow],
    ['guest', '/order-history', go('/login')],
  ])('%s on %s', (visitor, path, expected) => {
    expect(decideAccess('main', path, VISITORS[visitor]!, 'live')).toEqual(expected);
  });
});

describe('decideAccess: the staff pages of issue 14 on the staff host', () => {
  const ADMIN_PAGES = [
    '/admin-dashboard/users',
    '/admin-dashboard/sellers',
    '/admin-dashboard/coupons',
    '/admin-dashboard/settings',
    '/admin-dashboard/audit-log',
  ];
  it.each(ADMIN_PAGES)('%s: admins only', (path) => {
    for (const visitor of ['admin', 'super_admin'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live')).toEqual(allow);
    for (const visitor of ['data_entry', 'data_entry_admin', 'cs_manager', 'sales_manager'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).toEqual(go('/not-authorized'));
    expect(decideAccess('staff', path, VISITORS['admin without permission']!, 'live')).toEqual(go('/not-authorized'));
    expect(decideAccess('staff', path, VISITORS.guest!, 'live')).toEqual(go('/login-dashboard'));
    expect(decideAccess('admin', path, VISITORS.super_admin!, 'live')).toEqual(allow);
  });
  it.each(['/data-entry', '/dataEntryHero'])('%s: data entry and admins', (path) => {
    for (const visitor of ['data_entry', 'data_entry_admin', 'admin', 'super_admin'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).toEqual(allow);
    for (const visitor of ['cs_agent', 'sales_manager'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).not.toEqual(allow);
    expect(decideAccess('staff', path, VISITORS.buyer!, 'live')).toEqual(go('/not-authorized'));
  });
});

describe('decideAccess: every host x visitor x path settles without a loop', () => {
  for (const mode of ['live', 'prelaunch'] as const) {
    for (const host of HOSTS) {
      for (const [visitor, account] of Object.entries(VISITORS)) {
        it(`${mode} ${host} ${visitor}`, () => {
          for (const start of PATHS) {
            let current = { host, path: start };
            const seen: string[] = [];
            let decision = decideAccess(current.host, current.path, account, mode);
            while (decision.kind === 'redirect') {
              seen.push(`${current.host}${current.path}`);
              expect(seen.length, `loop from ${start}: ${seen.join(' -> ')}`).toBeLessThan(4);
              current = { host: decision.host ?? current.host, path: decision.path };
              decision = decideAccess(current.host, current.path, account, mode);
            }
            // Guests never end on a staff area; nobody ends on an area their roles do not open.
            if (!account)
              expect(current.path).not.toMatch(
                /^\/(admin-dashboard|data-entry|customer-service-dashboard|sales-dashboard|seller-dashboard(?!\/not-authorized))/,
              );
          }
        });
      }
    }
  }
});

describe('where people go after logging in', () => {
  it.each([
    [['cs_agent'], '/customer-service-dashboard'],
    [['cs_supervisor'], '/customer-service-dashboard'],
    [['admin'], '/admin-dashboard'],
    [['super_admin'], '/admin-dashboard'],
    [['data_entry'], '/data-entry'],
    [['data_entry_admin'], '/data-entry'],
    [['sales_manager'], '/sales-dashboard'],
    [['staff'], '/'],
  ])('staff %s goes to %s', (types, path) => {
    expect(staffLoginTarget(user(types), true)).toEqual({ path });
  });

  it('staff without canViewDashboard go to /not-authorized; sellers go home or to onboarding', () => {
    expect(staffLoginTarget(user(['admin'], false), true)).toEqual({ path: '/not-authorized' });
    expect(staffLoginTarget(user(['seller_managed']), true)).toEqual({ path: '/seller-dashboard' });
    expect(staffLoginTarget(user(['seller_managed']), false)).toEqual({
      path: '/seller-dashboard',
      host: 'onboarding',
    });
  });

  it('follows spec 1 section 4 after a buyer or seller login and signup', () => {
    const buyer = user(['buyer'], false);
    const seller = user(['buyer', 'seller_self_managed'], false);
    expect(loginTarget(buyer, { host: 'main', isLocal: true })).toEqual({ path: '/' });
    expect(loginTarget(buyer, { host: 'onboarding', intended: '/profile', isLocal: true })).toEqual({ path: '/' });
    expect(loginTarget(buyer, { host: 'main', intended: '/onBoarding', isLocal: true })).toEqual({ path: '/' });
    expect(loginTarget(buyer, { host: 'main', intended: '/profile', isLocal: true })).toEqual({ path: '/profile' });
    expect(loginTarget(buyer, { host: 'main', intended: '//evil.example', isLocal: true })).toEqual({ path: '/' });
    expect(loginTarget(buyer, { host: 'main', intended: '/\\evil.example', isLocal: true })).toEqual({ path: '/' });
    expect(loginTarget(buyer, { host: 'main', intended: '/%2F%2Fevil.example', isLocal: true })).toEqual({ path: '/' });
    // A seller goes to its own area, wherever it logs in (issue 24).
    expect(loginTarget(seller, { host: 'main', isLocal: false })).toEqual({
      path: '/seller-dashboard',
      host: 'onboarding',
    });
    expect(loginTarget(seller, { host: 'main', isLocal: true })).toEqual({ path: '/seller-dashboard' });
    expect(loginTarget(seller, { host: 'onboarding', isLocal: true })).toEqual({ path: '/seller-dashboard' });
    expect(loginTarget(seller, { host: 'main', intended: '/checkout', isLocal: true })).toEqual({ path: '/checkout' });
    expect(signupTarget({ host: 'onboarding' })).toBe('/onBoarding');
    expect(signupTarget({ host: 'main', intended: '/onBoarding' })).toBe('/onBoarding');
    expect(signupTarget({ host: 'main' })).toBe('/');
  });
});

describe('decideAccess: the desk and the seller pages of issue 15', () => {
  const DESK_PAGES = [
    '/customer-service-dashboard/tickets-Seller',
    '/customer-service-dashboard/send-to-seller',
    '/customer-service-dashboard/buyer-profile',
    '/customer-service-dashboard/inbox',
    '/customer-service-dashboard/Client-Issues',
  ];
  it.each(DESK_PAGES)('%s: the customer-service roles only', (path) => {
    for (const visitor of ['cs_agent', 'cs_manager', 'cs_supervisor'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).toEqual(allow);
    for (const visitor of ['admin', 'data_entry', 'sales_manager'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).not.toEqual(allow);
    expect(decideAccess('staff', path, VISITORS['cs_agent without permission']!, 'live')).toEqual(
      go('/not-authorized'),
    );
    expect(decideAccess('staff', path, VISITORS.guest!, 'live')).toEqual(go('/login-dashboard'));
    expect(decideAccess('cs', path, VISITORS.cs_manager!, 'live')).toEqual(allow);
  });
  it.each(['/seller-dashboard/returns', '/seller-dashboard/issue-requests'])('%s: every seller, no buyer', (path) => {
    for (const visitor of ['seller_managed', 'seller_self_managed'])
      expect(decideAccess('main', path, VISITORS[visitor]!, 'live'), visitor).toEqual(allow);
    expect(decideAccess('main', path, VISITORS.buyer!, 'live')).toEqual(go('/seller-dashboard/not-authorized'));
    expect(decideAccess('main', path, VISITORS.guest!, 'live')).toEqual(go('/login'));
  });
});

describe('decideAccess: the sales dashboards of issue 16', () => {
  const SALES_PAGES = [
    '/sales-dashboard',
    '/sales-dashboard/overview',
    '/sales-dashboard/sales-performance',
    '/sales-dashboard/return-refund-rates',
    '/sales-dashboard/categories-brands',
    '/sales-dashboard/order-status',
  ];
  it.each(SALES_PAGES)('%s: sales managers and admins only', (path) => {
    for (const visitor of ['sales_manager', 'admin', 'super_admin'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).toEqual(allow);
    for (const visitor of ['cs_agent', 'cs_manager', 'data_entry', 'data_entry_admin'])
      expect(decideAccess('staff', path, VISITORS[visitor]!, 'live'), visitor).not.toEqual(allow);
    expect(decideAccess('staff', path, VISITORS.guest!, 'live')).toEqual(go('/login-dashboard'));
    expect(decideAccess('main', path, VISITORS.buyer!, 'live')).toEqual(go('/not-authorized'));
  });
  it('their Notifications page: sellers and the sales dashboards, nobody else', () => {
    for (const visitor of ['seller_managed', 'seller_self_managed'])
      expect(decideAccess('main', '/seller-notifications', VISITORS[visitor]!, 'live'), visitor).toEqual(allow);
    for (const visitor of ['sales_manager', 'admin', 'super_admin'])
      expect(decideAccess('staff', '/seller-notifications', VISITORS[visitor]!, 'live'), visitor).toEqual(allow);
    for (const visitor of ['cs_agent', 'data_entry'])
      expect(decideAccess('staff', '/seller-notifications', VISITORS[visitor]!, 'live'), visitor).not.toEqual(allow);
  });
});
