import type { GuardUser, Host } from './hosts.ts';
import { accountTypesOf, isAdmin, isCs, isDataEntry, isSalesManager, isSeller } from './roles.ts';
import { isSitePath } from './site-path.ts';

/*
 * Where a person goes after logging in or signing up (spec 1 section 4, spec 3 section 2.3): apart
 * from the host rules (hosts.ts), since only the sign-in pages need it, not every page's first script.
 */

/** A seller goes to its own area (issue 24: the storefront's home was no place for it), on the seller host. */
const sellerArea = (isLocal: boolean): { path: string; host?: Host } =>
  isLocal ? { path: '/seller-dashboard' } : { path: '/seller-dashboard', host: 'onboarding' };

/** Spec 3 section 2.3: where a staff member goes after logging in. */
export function staffLoginTarget(user: GuardUser, isLocal: boolean): { path: string; host?: Host } {
  const types = accountTypesOf(user);
  if (!user.permissions?.canViewDashboard) return { path: '/not-authorized' };
  if (isCs(types)) return { path: '/customer-service-dashboard' };
  if (isAdmin(types)) return { path: '/admin-dashboard' };
  if (isDataEntry(types)) return { path: '/data-entry' };
  if (isSalesManager(types)) return { path: '/sales-dashboard' };
  if (isSeller(types)) return sellerArea(isLocal);
  return { path: '/' };
}

/**
 * Spec 1 section 4: where a user goes after logging in. A page the guard sent them away from
 * (`intended`) is honoured, as users expect, unless the spec names the case.
 */
export function loginTarget(
  user: GuardUser,
  options: { host: Host; intended?: string | null; isLocal: boolean },
): { path: string; host?: Host } {
  const { host, intended, isLocal } = options;
  const seller = isSeller(accountTypesOf(user));
  if (!seller && (host === 'onboarding' || intended === '/onBoarding')) return { path: '/' };
  // A seller shops too: the page it was sent away from (the checkout) comes first, then its area.
  if (
    intended &&
    isSitePath(intended) &&
    !['/login', '/register', '/onBoarding'].includes(intended) &&
    host !== 'onboarding'
  ) {
    return { path: intended };
  }
  return seller ? sellerArea(isLocal) : { path: '/' };
}

/** Spec 1 section 4: where a new account goes after signing up. */
export function signupTarget(options: { host: Host; intended?: string | null }): string {
  return options.host === 'onboarding' || options.intended === '/onBoarding' ? '/onBoarding' : '/';
}
