import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { SELLER_TYPES, STAFF_TYPES } from '@souk/shared/roles';
import { HttpError } from './envelope.ts';

/**
 * Every route declares who may call it in `config.access`; a route without one stops start-up,
 * so nothing is public by accident. `'public'`, `'user'` (any signed-in account) or a role list.
 */
export type Access = 'public' | 'user' | readonly string[];

/**
 * Whose object a route names, beside `access`, for the authorization matrix
 * (modules/system/authz-matrix.test.ts). Required on every route a buyer, a seller or a visitor may
 * call (access 'public', 'user' or a list with a seller type) whose path has a parameter or whose body
 * names an id (uuid): the matrix fails on one without it. Staff-only routes may omit it ('any').
 * - `'any'`: every caller `access` lets in reaches the object (catalogue objects, tokens, staff tools).
 * - `{ owner, others, staff? }`: the object is one buyer's (cart, order, review, notification) or one
 *   seller's (product, order part, return); any other caller `access` lets in is answered `others`
 *   (404 where the object is hidden, 403 where its existence is public), except the staff types listed
 *   in `staff`, who reach everyone's.
 * Example: `config: { access: SELLER_TYPES, reach: SELLERS_OWN }`.
 */
export type Reach = 'any' | { owner: 'buyer' | 'seller'; others: 403 | 404; staff?: readonly string[] };
/** The commonest reaches: a buyer's or a seller's own object, which no one else learns exists. */
export const BUYERS_OWN = { owner: 'buyer', others: 404 } as const satisfies Reach;
export const SELLERS_OWN = { owner: 'seller', others: 404 } as const satisfies Reach;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 403's message to a signed-in caller whose role `access` leaves out, where a general one would not say why. */
    refusal?: string;
    reach?: Reach;
    /** A seller route the suspended shop's page needs (its own profile, the support contacts): a suspended seller still reaches it. */
    openToSuspendedShop?: boolean;
  }
  interface FastifyInstance {
    /** Every API route's declarations, for the authorization matrix test. */
    accessTable: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  reach?: Reach;
  openToSuspendedShop?: boolean;
}

export interface AccessRules {
  /** Whether this seller's shop is suspended; asked only when a seller calls a seller route. */
  isShopSuspended: (sellerId: string) => Promise<boolean>;
}

const isStaffType = (type: string) => (STAFF_TYPES as readonly string[]).includes(type);
const isSellerType = (type: string) => (SELLER_TYPES as readonly string[]).includes(type);

/**
 * Every route declares who may call it; a caller is let in by the account types it shares with the
 * list. Staff let in only as staff also need the dashboard permission; sellers let in only as sellers
 * need a shop that is not suspended (what its buyer type opens stays open to it).
 */
export function enforceAccess(app: FastifyInstance, rules: AccessRules) {
  const table: DeclaredRoute[] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    const isInternal = !route.url.startsWith('/api/') || route.url.startsWith('/api/docs');
    if (isInternal) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          access,
          reach: route.config?.reach,
          openToSuspendedShop: route.config?.openToSuspendedShop,
        });
    }
  });
  // Before the body is validated: a caller who may not use a route learns nothing of its rules.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const auth = request.auth;
    if (!auth) throw new HttpError(401, MESSAGES.notAuthenticated);
    if (access === 'user') return;
    const grantedBy = auth.user.accountTypes.filter((type) => access.includes(type));
    if (grantedBy.length === 0) throw new HttpError(403, request.routeOptions.config.refusal ?? MESSAGES.forbidden);
    if (grantedBy.every(isStaffType) && !auth.user.canViewDashboard)
      throw new HttpError(403, MESSAGES.dashboardPermissionOff);
    if (
      grantedBy.every(isSellerType) &&
      !request.routeOptions.config.openToSuspendedShop &&
      (await rules.isShopSuspended(auth.user.id))
    ) {
      throw new HttpError(403, MESSAGES.shopSuspended);
    }
  });
}
