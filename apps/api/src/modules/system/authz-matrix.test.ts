import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { hasAnyRole, isSeller, isStaff, SELLER_TYPES, STAFF_TYPES } from '@souk/shared/roles';
import { GUEST_ID_HEADER } from '@souk/shared/schemas/identity';
import { makeBuyers } from '../../../test/buyers.ts';
import {
  bodySchemaOf,
  freshAddress,
  specRoutes,
  validValue,
  type Method,
  type Schema,
  type SpecRoute,
} from '../../../test/openapi-routes.ts';
import { DELIVERY_ADDRESS, DEMO_USER_NAMES } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DeclaredRoute } from '../../http/access.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { products, productVariants, reviews } from '../catalog/catalog.tables.ts';
import { returnRequests, tickets } from '../cs/cs.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orderItems, sellerOrders } from '../orders/orders.tables.ts';
import { promotionalRequests } from '../promotions/promotions.tables.ts';
import { productQuestions } from '../questions/questions.tables.ts';
import { sellerNotifications, sellerProfiles } from '../sellers/sellers.tables.ts';

/**
 * Issue 16: every route of the OpenAPI description, called by every kind of account, answers as its
 * declaration beside the route says (`config.access`, and `config.reach` where an object is named:
 * see http/access.ts). Path and body ids name objects of the first buyer and the first seller, so the
 * other buyer and the other sellers show that ownership holds.
 * Issue 22: staff accounts with the dashboard permission off and suspended shops are refused wherever
 * their staff or seller type would let them in, and the desk's profile routes find only their kind of
 * account.
 */

interface Identity {
  name: string;
  userId?: string;
  /** A visitor keeps its cart and wish list under a guest id. */
  guestId?: string;
  types: string[];
  /** The first buyer and the first seller own the objects the ids name. */
  owns?: 'buyer' | 'seller';
  /** Accounts with no business seeing the first buyer's or seller's things: nothing of theirs may show. */
  stranger?: boolean;
  /** A staff account whose dashboard permission is off, or a seller whose shop is suspended. */
  barred?: 'dashboard' | 'suspended';
}

/** The seller routes a suspended shop still reaches: its page shows its status and how to reach Souk. */
const OPEN_TO_SUSPENDED_SHOP = [
  'GET /api/auth/seller-details',
  'GET /api/seller/contact-info',
  'GET /api/seller/profile',
];

/** The desk's profile routes each name one kind of account; no other account is found there. */
const PROFILE_ROUTES = [
  { prefix: '/api/dashboard/buyer-profile-management/', kind: 'buyer' },
  { prefix: '/api/dashboard/seller-profile-management/', kind: 'seller' },
] as const;
/** One account of each kind, by id and by phone (the 8 digits), for the profile routes. */
const profileTargets: { kind: 'buyer' | 'seller' | 'staff'; id: string; phone: string }[] = [];

let t: TestApp;
const identities: Identity[] = [];
/** Ids of the first buyer's and first seller's objects, by route (Fastify form) and then by parameter or body field. */
const owned: Record<string, Record<string, string>> = {};
/** Bodies of owner routes that the least valid value of their schema does not pass. */
const bodies: Record<string, unknown> = {};
/** Objects anyone may name: the first seller's live product. */
const common: Record<string, string> = {};
/** What only the first buyer, its seller and staff may read. */
const secrets: string[] = [];

const address = DELIVERY_ADDRESS;

async function call(method: Method, url: string, cookie?: string, body?: unknown, guestId?: string) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { ...(cookie ? { cookie } : {}), ...(guestId ? { [GUEST_ID_HEADER]: guestId } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, text: response.body, json: () => response.json() };
}
// A new session for every cell: logging out or changing a password ends the one a request came with.
const cookieOf = async (identity: Identity) =>
  identity.userId && `souk_session=${(await createSession(t.db, identity.userId, false, {})).token}`;

beforeAll(async () => {
  // The development outbox lists every message: off, as in production.
  t = await createTestApp({ DEV_OUTBOX: 'false' });
  const idOf = async (userName: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
  const [buyer, otherBuyer, otherSeller, plainStaff] = await makeBuyers(t.db, 4, 'matrix');
  await t.db
    .update(users)
    .set({ accountTypes: ['buyer', 'seller_self_managed'] })
    .where(eq(users.id, otherSeller!.id));
  await t.db.insert(sellerProfiles).values({
    userId: otherSeller!.id,
    fullName: 'Other Seller',
    businessName: 'Other Shop',
    dataEntryChoice: 'self_managed',
    status: 'active',
  });
  await t.db
    .update(users)
    .set({ accountTypes: ['staff'] })
    .where(eq(users.id, plainStaff!.id));
  const seller = await idOf('seller.self');
  // A barred twin of every staff and seller type: each with the dashboard permission off or its shop suspended.
  const barred = await makeBuyers(t.db, STAFF_TYPES.length + SELLER_TYPES.length, 'barred');
  for (const [index, type] of [...STAFF_TYPES, ...SELLER_TYPES].entries()) {
    const userId = barred[index]!.id;
    const staff = index < STAFF_TYPES.length;
    await t.db
      .update(users)
      .set({ accountTypes: staff ? [type] : ['buyer', type], canViewDashboard: false })
      .where(eq(users.id, userId));
    if (!staff) {
      await t.db.insert(sellerProfiles).values({
        userId,
        fullName: 'Barred Seller',
        businessName: `Suspended ${type}`,
        dataEntryChoice: type === 'seller_self_managed' ? 'self_managed' : 'product_managed',
        status: 'suspended',
      });
    }
    identities.push({
      name: `${type} ${staff ? 'without the dashboard permission' : 'of a suspended shop'}`,
      userId,
      types: staff ? [type] : ['buyer', type],
      stranger: true,
      barred: staff ? 'dashboard' : 'suspended',
    });
  }
  await t.db.update(users).set({ phone: '+96171999001' }).where(eq(users.userName, 'superadmin'));
  profileTargets.push(
    { kind: 'buyer', id: await idOf('buyer'), phone: '71000001' },
    { kind: 'seller', id: seller, phone: '71000002' },
    { kind: 'staff', id: await idOf('superadmin'), phone: '71999001' },
  );
  identities.push(
    { name: 'anonymous', guestId: randomUUID(), types: [], stranger: true },
    { name: 'other buyer', userId: otherBuyer!.id, types: ['buyer'], stranger: true },
    {
      name: 'seller_managed',
      userId: await idOf('seller.managed'),
      types: ['buyer', 'seller_managed'],
      stranger: true,
    },
    {
      name: 'other seller_self_managed',
      userId: otherSeller!.id,
      types: ['buyer', 'seller_self_managed'],
      stranger: true,
    },
  );
  for (const type of STAFF_TYPES) {
    const userId = type === 'staff' ? plainStaff!.id : await idOf(DEMO_USER_NAMES[type]);
    identities.push({ name: type, userId, types: [type] });
  }
  identities.push(
    { name: 'buyer', userId: buyer!.id, types: ['buyer'], owns: 'buyer' },
    { name: 'seller_self_managed', userId: seller, types: ['buyer', 'seller_self_managed'], owns: 'seller' },
  );

  const [line] = await t.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.sellerId, seller), eq(products.status, 'published'), gt(productVariants.quantity, 20)))
    .orderBy(productVariants.sku)
    .limit(1);
  const [spare] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, seller), ne(products.id, line!.productId)))
    .limit(1);
  common.productId = line!.productId;
  common.variantId = line!.variantId;
  // A shop's public page (issue 40), by its slug: anyone reaches it.
  const [shop] = await t.db
    .select({ slug: sellerProfiles.slug })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, seller));
  common.slug = shop!.slug;
  const addLine = async () =>
    (await call('POST', '/api/cart/add', buyer!.cookie, { ...line, quantity: 1 })).json().data.cart._id as string;
  // One order of the first seller's product, delivered, so that every order route has something to act on.
  const placed = await call('POST', `/api/checkout/${await addLine()}/proceed-to-payment`, buyer!.cookie, {
    shippingAddress: address,
  });
  const orderId = placed.json().data.order._id as string;
  const orderNumber = placed.json().data.order.orderNumber as string;
  const cartId = await addLine();
  const [part] = await t.db.select({ id: sellerOrders.id }).from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  const sellerCookie = await cookieOf(identities.at(-1)!);
  for (const status of ['processing', 'shipped', 'delivered']) {
    await call('PATCH', `/api/seller/orders/${part!.id}/status`, sellerCookie, { status, ownDelivery: true });
  }
  const [item] = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  // The buyer asks for a return and the desk sends it to the seller, for the seller's Returns routes.
  await call('POST', `/api/orders/${orderId}/items/${item!.id}/return`, buyer!.cookie, { reason: 'Too small' });
  const [ticket] = await t.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderItemId, item!.id));
  const desk = identities.find((who) => who.name === 'cs_manager')!;
  await call('POST', '/api/cs/returns/create-and-notify', await cookieOf(desk), {
    _id: ticket!.id,
    title: 'Other',
    customTitle: 'Return request',
    sellerId: seller,
    relatedItems: [{ _id: item!.id, quantity: 1 }],
    returnType: 'standard_return',
  });
  await call('POST', `/api/products/product/${line!.productId}/reviews`, buyer!.cookie, { rating: 5, comment: 'Good' });
  const [review] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, buyer!.id));
  // A question on the first seller's product, for the seller's answer route (issue 40).
  await call('POST', `/api/products/product/${line!.productId}/questions`, buyer!.cookie, { question: 'In blue?' });
  const [question] = await t.db
    .select({ id: productQuestions.id })
    .from(productQuestions)
    .where(eq(productQuestions.askerId, buyer!.id));
  const [notice] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, buyer!.id));
  const [sellerNotice] = await t.db
    .select({ id: sellerNotifications.id })
    .from(sellerNotifications)
    .where(eq(sellerNotifications.sellerId, seller));
  const promotionBody = {
    productId: line!.productId,
    kind: 'featured',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  };
  const promotion = await call('POST', '/api/promotional-requests', sellerCookie, promotionBody);
  bodies['POST /api/promotional-requests'] = { ...promotionBody, kind: 'todays_deal' };
  const [returned] = await t.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId));
  const [request] = await t.db
    .select({ id: promotionalRequests.id })
    .from(promotionalRequests)
    .where(eq(promotionalRequests.sellerId, seller));

  // Two addresses in the first buyer's book (issue 41): one for the routes that change it, one to delete.
  const savedAddress = {
    location: 'Beirut - Hamra',
    city: 'Beirut',
    streetAddress: 'Sursock Street 7',
    phone: '71123456',
  };
  const bookAddress = async () =>
    (await call('POST', '/api/addresses', buyer!.cookie, savedAddress)).json().data.address._id as string;
  const [addressId, spareAddressId] = [await bookAddress(), await bookAddress()];
  bodies['PUT /api/addresses/:id'] = savedAddress;

  const order = { id: orderId };
  Object.assign(owned, {
    '/api/cart/:cartId/update-quantity': { cartId },
    '/api/cart/:cartId/items/:variantId': { cartId },
    '/api/cart/:cartId/clear': { cartId },
    '/api/checkout/:cartId': { cartId },
    '/api/checkout/:cartId/apply-coupon': { cartId },
    '/api/checkout/:cartId/remove-coupon': { cartId },
    '/api/checkout/:cartId/proceed-to-payment': { cartId },
    '/api/notifications/:id/read': { id: notice?.id },
    '/api/notifications/:id': { id: notice?.id },
    '/api/payment/bobsal/session': { orderId },
    '/api/payment/confirm': { orderId },
    '/api/payment/attach-method': { orderId },
    '/api/orders/:id': order,
    '/api/order-by-number/:orderNumber': { orderNumber },
    '/api/orders/:id/invoice': order,
    '/api/orders/:id/cancel': order,
    // Issue 41: the owner's order no longer waits for a code, so it answers 409; others 404.
    '/api/orders/:id/cash-confirmation': order,
    '/api/orders/:id/confirm-cash': order,
    '/api/orders/:id/confirm-cash/resend': order,
    '/api/orders/:orderId/items/:itemId/return': { orderId, itemId: item!.id },
    '/api/orders/:orderId/parts/:partId/rating': { orderId, partId: part!.id },
    '/api/products/product/:productId/reviews/:reviewId/like': { reviewId: review?.id },
    '/api/products/product/:productId/reviews/:reviewId': { reviewId: review?.id },
    '/api/seller/orders/:id': { id: part!.id },
    '/api/seller/orders/:id/status': { id: part!.id },
    '/api/seller/orders/:id/cancel': { id: part!.id },
    '/api/seller/issue-requests/orders/:id/items': { id: orderId },
    '/api/seller/issue-requests': { orderId, itemId: item!.id },
    '/api/seller/products/:id': { id: line!.productId },
    '/api/seller/products/self-managed/:id': { id: line!.productId },
    '/api/products/seller/:id/products': { id: seller },
    '/api/seller/notifications/:id/read': { id: sellerNotice?.id },
    '/api/seller/questions/:id/answer': { id: question?.id },
    '/api/promotional-requests/:id': { id: request?.id },
    '/api/seller/returns/:id/decision': { id: returned?.id },
    '/api/addresses/:id': { id: addressId },
    '/api/addresses/:id/default': { id: addressId },
  });
  // Deleting gets an object of its own: the spare product, so the other routes keep theirs.
  owned['DELETE /api/seller/products/:id'] = { id: spare!.id };
  owned['DELETE /api/addresses/:id'] = { id: spareAddressId };
  secrets.push('matrix0@example.com', cartId, orderId, part!.id, addressId, 'Sursock Street 7');
  if (notice) secrets.push(notice.id);
  if (sellerNotice) secrets.push(sellerNotice.id);
  expect(promotion.status, promotion.text).toBeLessThan(300);
}, 120_000);
afterAll(() => t.close());

const METHOD_ORDER: Record<Method, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
/** Values for path parameters that are no ids, on routes where anyone allowed reaches the object. */
const PLAIN_PARAMETERS: Record<string, string> = { phone: '71000001', plan: 'premium', '*': 'none.png' };

type Expected = number | 'reached' | 'owner';
/** What a cell should answer, from the route's declarations alone. */
function expected(route: DeclaredRoute, who: Identity): Expected {
  const { access, reach } = route;
  if (access !== 'public') {
    if (!who.userId) return 401;
    if (access !== 'user' && !hasAnyRole(who.types, access)) return 403;
  }
  if (reach === undefined || reach === 'any') return 'reached';
  if (who.owns === reach.owner) return 'owner';
  if (hasAnyRole(who.types, reach.staff ?? [])) return 'reached';
  return reach.others;
}

/** The 403 message a barred account gets where its staff or seller type alone lets it in; undefined elsewhere. */
function barredBy(route: DeclaredRoute, who: Identity): string | undefined {
  const { access } = route;
  if (!who.barred || access === 'public' || access === 'user') return undefined;
  const grantedBy = who.types.filter((type) => access.includes(type));
  if (grantedBy.length === 0) return undefined;
  if (who.barred === 'dashboard' && grantedBy.every((type) => isStaff([type]))) return MESSAGES.dashboardPermissionOff;
  if (who.barred === 'suspended' && grantedBy.every((type) => isSeller([type])) && !route.openToSuspendedShop)
    return MESSAGES.shopSuspended;
  return undefined;
}

/** A route a buyer, seller or visitor may call that names an object must say whose it is. */
function needsReach(route: DeclaredRoute, spec: SpecRoute): boolean {
  const { access } = route;
  const open = access === 'public' || access === 'user' || hasAnyRole(access, SELLER_TYPES);
  const namesId = (schema: Schema | undefined): boolean =>
    !!schema &&
    (schema.format === 'uuid' ||
      Object.values(schema.properties ?? {}).some(namesId) ||
      namesId(schema.items) ||
      (schema.anyOf ?? []).some(namesId));
  return open && (spec.url.includes(':') || namesId(bodySchemaOf(spec.operation)));
}

describe('the authorization matrix of every route', () => {
  it(
    'answers every account as the route declares, and shows no one the things of another',
    { timeout: 240_000 },
    async () => {
      // The route table, not only the description: a route hidden from the description (the description
      // itself, the challenge) is held to account too.
      const described = new Map((await specRoutes(t.app)).map((route) => [`${route.method} ${route.url}`, route]));
      const routes = [...t.app.accessTable].sort(
        (a, b) => METHOD_ORDER[a.method as Method] - METHOD_ORDER[b.method as Method],
      );
      expect(routes.length).toBeGreaterThan(200);
      expect(
        routes
          .filter((route) => route.openToSuspendedShop)
          .map((route) => `${route.method} ${route.url}`)
          .sort(),
      ).toEqual(OPEN_TO_SUSPENDED_SHOP);
      const desk = await cookieOf(identities.find((who) => who.name === 'cs_manager')!);

      const failures: string[] = [];
      let cells = 0;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const spec = described.get(key) ?? { ...route, path: route.url, method: route.method as Method, operation: {} };
        if (route.reach === undefined && needsReach(route, spec)) {
          failures.push(`${key}: names an object and declares no config.reach (see http/access.ts)`);
          continue;
        }
        const ownerRoute = typeof route.reach === 'object';
        const ids = owned[key] ?? owned[spec.url] ?? {};
        const idOf = (name: string) => ids[name] ?? common[name] ?? (ownerRoute ? `missing ${name}` : randomUUID());
        const parameters = spec.operation.parameters ?? [];
        let url = spec.url;
        for (const { name } of parameters.filter((parameter) => parameter.in === 'path')) {
          const value = PLAIN_PARAMETERS[name] ?? idOf(name);
          url = url.replace(`:${name}`, name === '*' ? value : encodeURIComponent(value));
        }
        const query = new URLSearchParams();
        for (const { name, schema } of parameters.filter(
          (parameter) => parameter.in === 'query' && parameter.required,
        )) {
          query.append(name, String(validValue(name, schema, idOf)));
        }
        if (query.size > 0) url = `${url}?${query}`;
        if (url.includes('missing')) {
          failures.push(`${key}: no id of the owner's object for ${url} (add it to \`owned\`)`);
          continue;
        }
        // Owner routes get a body the schema accepts, so that the handler (where ownership is checked) runs.
        const bodySchema = bodySchemaOf(spec.operation);
        const body = bodies[key] ?? (ownerRoute && bodySchema ? validValue('body', bodySchema, idOf) : undefined);
        // The owners come last, so that what they do to their objects happens after every other cell.
        const owner = typeof route.reach === 'object' ? route.reach.owner : undefined;
        const row = [...identities].sort((a, b) => Number(a.owns === owner) - Number(b.owns === owner));
        for (const who of row) {
          // A barred account is asked only where its type lets it in: elsewhere it answers as its unbarred twin.
          if (
            who.barred &&
            (route.access === 'public' || route.access === 'user' || !hasAnyRole(who.types, route.access))
          )
            continue;
          const refusal = barredBy(route, who);
          cells += 1;
          const want = expected(route, who);
          const answer = await call(spec.method, url, await cookieOf(who), body, who.guestId);
          const label = `${spec.method} ${url} as ${who.name}: ${answer.status}`;
          const fine = refusal
            ? answer.status === 403 && answer.json().message === refusal
            : typeof want === 'number'
              ? answer.status === want
              : answer.status !== 401 && answer.status !== 403 && (want === 'reached' || answer.status !== 404);
          if (!fine)
            failures.push(`${label}, expected ${refusal ? `403 ${refusal}` : want} ${answer.text.slice(0, 120)}`);
          const leaked = who.stranger && secrets.find((secret) => answer.text.includes(secret));
          if (leaked) failures.push(`${label} shows ${leaked}`);
        }
        // The desk's profile routes: every account not of the route's kind is not found, by id or by phone.
        const profile = PROFILE_ROUTES.find((rule) => spec.url.startsWith(rule.prefix));
        if (profile && /:(id|phone)\b/.test(spec.url)) {
          for (const target of profileTargets.filter((candidate) => candidate.kind !== profile.kind)) {
            cells += 1;
            const targetUrl = spec.url.replace(':id', target.id).replace(':phone', target.phone);
            const answer = await call(
              spec.method,
              targetUrl,
              desk,
              bodySchema ? validValue('body', bodySchema, idOf) : undefined,
            );
            if (answer.status !== 404)
              failures.push(
                `${spec.method} ${targetUrl} (a ${target.kind}) as cs_manager: ${answer.status}, expected 404 ${answer.text.slice(0, 120)}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
      expect(cells).toBeGreaterThan(routes.length * 14);
    },
  );
});
