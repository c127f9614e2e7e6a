import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sellerNotifications, sellerProfiles } from './sellers.tables.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
let category: { id: string; subId: string; otherSubId: string };

const cookieOf = async (userName: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return `souk_session=${(await createSession(t.db, user!.id, false, {})).token}`;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['seller.self', 'seller.managed', 'admin', 'dataentry', 'superadmin'])
    cookies[name] = await cookieOf(name);
  const subs = await t.db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(isNotNull(categories.parentId));
  const first = subs[0]!;
  category = {
    id: first.parentId!,
    subId: first.id,
    otherSubId: subs.find((sub) => sub.parentId !== first.parentId)!.id,
  };
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  cookie?: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(body ? { payload: body } : {}),
  });
  const json = response.json();
  return {
    status: response.statusCode,
    message: json.message as string,
    data: json.data,
    errors: json.errors as { msg: string; path: string }[] | undefined,
  };
}

const signup = () => ({
  fullName: 'Rania Haddad',
  businessName: 'Haddad Ceramics',
  businessPhone: '71555123',
  businessEmail: '',
  businessDescription: 'Hand-thrown ceramics from Batroun.',
  communicationMethod: 'whatsapp',
  productCategory: category.id,
  productSubCategory: category.subId,
  businessLocation: 'North Lebanon - Batroun',
  businessAddress: 'Old souk, Batroun',
});

describe('seller onboarding', () => {
  it('every page-one to page-three rule answers in the spec words', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'onbval');
    const bad = await call('POST', '/api/auth/onboarding', buyer!.cookie, {
      fullName: ' ',
      businessName: '',
      businessPhone: '7155',
      businessEmail: 'not-an-email',
      businessDescription: 'x'.repeat(256),
      productCategory: '',
      productSubCategory: '',
      businessLocation: 'Atlantis',
    });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries((bad.errors ?? []).map((error) => [error.path, error.msg]));
    expect(byPath).toMatchObject({
      fullName: MESSAGES.fullNameRequired,
      businessName: MESSAGES.businessNameRequired,
      businessPhone: MESSAGES.businessPhoneEightDigits,
      businessEmail: MESSAGES.loginEmailInvalid,
      businessDescription: MESSAGES.businessDescriptionMax,
      communicationMethod: MESSAGES.communicationMethodRequired,
      productCategory: MESSAGES.productCategoryRequired,
      productSubCategory: MESSAGES.productSubCategoryRequired,
      businessLocation: MESSAGES.sellerLocationRequired,
    });
    const missingDescription = await call('POST', '/api/auth/onboarding', buyer!.cookie, {
      ...signup(),
      businessDescription: '',
    });
    expect(missingDescription.errors?.[0]).toEqual({
      path: 'businessDescription',
      msg: MESSAGES.businessDescriptionRequired,
    });
    const wrongSub = await call('POST', '/api/auth/onboarding', buyer!.cookie, {
      ...signup(),
      productSubCategory: category.otherSubId,
    });
    expect(wrongSub).toMatchObject({ status: 400, message: MESSAGES.subCategoryNotInCategory });
    expect(await t.db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, buyer!.id))).toHaveLength(0);
  });

  it('a buyer opens a pending shop, chooses self-managed, and stays a buyer; a second signup is refused', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'onbok');
    const created = await call('POST', '/api/auth/onboarding', buyer!.cookie, signup());
    expect(created.status).toBe(201);
    expect(created.data.seller).toMatchObject({
      businessName: 'Haddad Ceramics',
      businessPhone: '71555123',
      status: 'pending',
      plan: 'regular',
      businessLocation: 'North Lebanon - Batroun',
    });
    // An empty business e-mail falls back to the account's.
    expect(created.data.seller.businessEmail).toBe('onbok0@example.com');
    expect(created.data.seller.productSubCategory._id).toBe(category.subId);
    // The account had only a user name: it now goes by the person's name the application gave.
    expect((await call('GET', '/api/auth/profile', buyer!.cookie)).data.user).toMatchObject({
      firstName: 'Rania',
      lastName: 'Haddad',
      fullName: 'Rania Haddad',
    });

    const choice = await call('PUT', '/api/seller/onboarding/choice', buyer!.cookie, {
      dataEntryChoice: 'self_managed',
      preferredCommunication: 'email',
    });
    expect(choice).toMatchObject({ status: 200, data: { userRoles: ['buyer', 'seller_self_managed'] } });
    const profile = await call('GET', '/api/seller/profile', buyer!.cookie);
    expect(profile.data.seller).toMatchObject({
      dataEntryChoice: 'self_managed',
      preferredCommunication: 'email',
      status: 'pending',
    });
    // The choice ends onboarding: from then on only staff change the seller type.
    expect(
      await call('PUT', '/api/seller/onboarding/choice', buyer!.cookie, { preferredCommunication: 'phone' }),
    ).toMatchObject({ status: 409, message: MESSAGES.sellerTypeByStaff });
    expect((await call('GET', '/api/seller/profile', buyer!.cookie)).data.seller).toMatchObject({
      dataEntryChoice: 'self_managed',
      preferredCommunication: 'email',
    });

    expect((await call('POST', '/api/auth/onboarding', buyer!.cookie, signup())).status).toBe(409);
  });

  it('an approved managed seller cannot make itself self-managed and list products', async () => {
    const seller = cookies['seller.managed']!;
    expect(
      await call('PUT', '/api/seller/onboarding/choice', seller, {
        dataEntryChoice: 'self_managed',
        preferredCommunication: 'email',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.sellerTypeByStaff });
    const [account] = await t.db
      .select({ accountTypes: users.accountTypes })
      .from(users)
      .where(eq(users.userName, 'seller.managed'));
    expect(account!.accountTypes).toEqual(['buyer', 'seller_managed']);
    expect((await call('GET', '/api/seller/profile', seller)).data.seller.dataEntryChoice).toBe('product_managed');
    expect((await call('POST', '/api/seller/products', seller, {})).status).toBe(403);
  });

  it("staff change a seller's type: admins only, audited, and the seller's rights follow at once", async () => {
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'seller.managed'));
    const path = `/api/admin/sellers/${account!.id}/management`;
    for (const who of ['seller.managed', 'dataentry'])
      expect((await call('PUT', path, cookies[who], { dataEntryChoice: 'self_managed' })).status).toBe(403);
    expect((await call('PUT', path, cookies.admin, { dataEntryChoice: 'anything' })).status).toBe(400);
    const changed = await call('PUT', path, cookies.admin, { dataEntryChoice: 'self_managed' });
    expect(changed).toMatchObject({
      status: 200,
      message: MESSAGES.sellerManagementUpdated,
      data: { seller: { dataEntryChoice: 'self_managed' } },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, account!.id), eq(auditLog.action, 'change_management')));
    expect(entry).toMatchObject({
      before: { dataEntryChoice: 'product_managed' },
      after: { dataEntryChoice: 'self_managed', accountTypes: ['buyer', 'seller_self_managed'] },
    });
    // The seller's own session reads its new type on the next request.
    expect((await call('POST', '/api/seller/products', cookies['seller.managed'], {})).status).toBe(400);
    await call('PUT', path, cookies.admin, { dataEntryChoice: 'product_managed' });
    expect((await call('POST', '/api/seller/products', cookies['seller.managed'], {})).status).toBe(403);
  });

  it('the choice needs a shop first; onboarding needs a session', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'onbnone');
    expect(
      await call('PUT', '/api/seller/onboarding/choice', buyer!.cookie, {
        dataEntryChoice: 'self_managed',
        preferredCommunication: 'email',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.onboardingFirst });
    expect((await call('POST', '/api/auth/onboarding', undefined, signup())).status).toBe(401);
    expect(
      (
        await call('PUT', '/api/seller/onboarding/choice', buyer!.cookie, {
          dataEntryChoice: 'x'.repeat(5000),
          preferredCommunication: 'fax',
        })
      ).status,
    ).toBe(400);
  });
});

describe('shop approval', () => {
  const managedSellerId = async () =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'seller.managed')))[0]!.id;

  it('only admins change a shop status; a suspended shop leaves the storefront at once and comes back when approved', async () => {
    const sellerId = await managedSellerId();
    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.status, 'published')))
      .limit(1);
    const detail = () => call('GET', `/api/products/product-details/${product!.id}`);
    // Listings are cached for a few seconds per query: each look asks a query of its own.
    let look = 50;
    const listed = async () => {
      const { data } = await call(
        'GET',
        `/api/products/getallproducts?limit=${look++}&subCategory=${product!.subCategoryId}`,
      );
      return (data.products as { _id: string }[]).some((candidate) => candidate._id === product!.id);
    };
    expect((await detail()).status).toBe(200);
    expect(await listed()).toBe(true);

    for (const who of ['seller.managed', 'dataentry'])
      expect(
        (await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies[who], { status: 'suspended' })).status,
      ).toBe(403);
    expect(
      (await call('PUT', `/api/admin/sellers/${sellerId}/status`, undefined, { status: 'suspended' })).status,
    ).toBe(401);
    expect(
      (await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.admin, { status: 'pending' })).status,
    ).toBe(400);

    const suspended = await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.admin, {
      status: 'suspended',
    });
    expect(suspended.data.seller.status).toBe('suspended');
    expect((await detail()).status).toBe(404);
    expect(await listed()).toBe(false);

    const approved = await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.superadmin, {
      status: 'active',
    });
    expect(approved.data.seller.status).toBe('active');
    expect((await detail()).status).toBe(200);
    expect(await listed()).toBe(true);
    const notices = await t.db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.sellerId, sellerId))
      .orderBy(desc(sellerNotifications.createdAt));
    expect(notices.map((notice) => notice.kind).slice(0, 2)).toEqual(['shop_approved', 'shop_suspended']);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'sales@saabelectronics.test'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('Souk: Your shop is approved');
    // The suspension ended the seller's sessions.
    cookies['seller.managed'] = await cookieOf('seller.managed');
  });

  it('a suspended seller is out at once: sessions end, every seller route refuses it but its suspended page; its orders stay visible; reactivation restores it', async () => {
    const sellerId = (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'seller.self')))[0]!.id;
    const [part] = await t.db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.sellerId, sellerId))
      .orderBy(desc(sellerOrders.createdAt))
      .limit(1);
    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.status, 'published')))
      .limit(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, part!.orderId));
    const buyer = `souk_session=${(await createSession(t.db, order!.userId, false, {})).token}`;
    const desk = await cookieOf('cs.agent');
    const old = cookies['seller.self']!;
    expect((await call('GET', '/api/seller/orders', old)).status).toBe(200);

    await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.admin, { status: 'suspended' });
    expect((await call('GET', '/api/seller/orders', old)).status).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'seller.self@souk.test',
      password: 'Souk@2026',
    });
    expect(login.status).toBe(200);
    const fresh = `souk_session=${login.data.token}`;
    const promotion = {
      productId: product!.id,
      kind: 'featured',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    const refused: [method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object][] = [
      ['GET', '/api/seller/orders'],
      ['GET', `/api/seller/orders/${part!.id}`],
      ['PATCH', `/api/seller/orders/${part!.id}/status`, { status: 'processing' }],
      ['POST', '/api/promotional-requests', promotion],
      ['GET', '/api/seller/products'],
      ['GET', '/api/orders/seller-dashboard'],
    ];
    for (const [method, url, body] of refused) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { cookie: fresh },
        ...(body ? { payload: body } : {}),
      });
      expect({ status: answer.statusCode, message: answer.json().message }, `${method} ${url}`).toEqual({
        status: 403,
        message: MESSAGES.shopSuspended,
      });
    }
    expect(
      await call('PUT', '/api/seller/onboarding/choice', fresh, {
        dataEntryChoice: 'product_managed',
        preferredCommunication: 'email',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.sellerTypeByStaff });
    // What the suspended page reads: the shop's status and how to reach Souk.
    expect((await call('GET', '/api/seller/profile', fresh)).data.seller.status).toBe('suspended');
    expect((await call('GET', '/api/seller/contact-info', fresh)).data.support).toMatchObject({
      email: t.config.mail.support,
    });
    // Orders already placed with the shop stay visible to their buyer and to the desk.
    expect((await call('GET', `/api/orders/${order!.id}`, buyer)).status).toBe(200);
    expect((await call('GET', `/api/cs/orders/${order!.id}/details`, desk)).status).toBe(200);

    await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.admin, { status: 'active' });
    expect((await call('GET', '/api/seller/orders', fresh)).status).toBe(200);
    cookies['seller.self'] = fresh;
  });

  it("a suspended shop's products cannot be added to a cart", async () => {
    const sellerId = await managedSellerId();
    const [buyer] = await makeBuyers(t.db, 1, 'susp');
    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.status, 'published')))
      .limit(1);
    const { data } = await call('GET', `/api/products/product-details/${product!.id}`);
    const variantId = data.product?.defaultVariant?.variantId ?? data.defaultVariant?.variantId;
    await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.admin, { status: 'suspended' });
    const added = await call('POST', '/api/cart/add', buyer!.cookie, {
      productId: product!.id,
      variantId,
      quantity: 1,
    });
    expect(added.status).toBeGreaterThanOrEqual(400);
    expect(added.status).toBeLessThan(500);
    await call('PUT', `/api/admin/sellers/${sellerId}/status`, cookies.admin, { status: 'active' });
    expect(
      (await call('POST', '/api/cart/add', buyer!.cookie, { productId: product!.id, variantId, quantity: 1 })).status,
    ).toBeLessThan(300);
    cookies['seller.managed'] = await cookieOf('seller.managed');
  });

  it('admins list shops by status and set a plan', async () => {
    const list = await call('GET', '/api/admin/sellers?status=active', cookies.admin);
    expect(list.status).toBe(200);
    expect((list.data.sellers as { businessName: string }[]).map((seller) => seller.businessName)).toContain(
      'Cedar Crafts',
    );
    expect((await call('GET', '/api/admin/sellers', cookies['seller.self'])).status).toBe(403);
    const sellerId = await managedSellerId();
    expect(
      (await call('PUT', `/api/admin/sellers/${sellerId}/plan`, cookies.admin, { plan: 'gold' })).data.seller.plan,
    ).toBe('gold');
    expect((await call('PUT', `/api/admin/sellers/${sellerId}/plan`, cookies.admin, { plan: 'diamond' })).status).toBe(
      400,
    );
    expect(
      (
        await call('PUT', '/api/admin/sellers/00000000-0000-4000-8000-000000000000/plan', cookies.admin, {
          plan: 'gold',
        })
      ).status,
    ).toBe(404);
  });
});

describe('seller profile changes', () => {
  const latestCode = async (to: string) => {
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return /Your code\s+(\S+)/.exec(mail!.body)![1]!;
  };

  it('a code e-mailed to the shop, used once, sends the change to an admin who approves it', async () => {
    const seller = cookies['seller.self']!;
    expect((await call('GET', '/api/seller/profile', seller)).data.seller.businessName).toBe('Cedar Crafts');
    expect((await call('GET', '/api/seller/contact-info', seller)).data.support.email).toBe(t.config.mail.support);
    expect((await call('POST', '/api/seller-update/request-update', seller)).message).toBe(MESSAGES.updateTokenSent);
    const code = await latestCode('hello@cedarcrafts.test');

    expect(
      (await call('POST', '/api/seller-update/submit-form', seller, { businessName: 'Cedar Crafts & Co' })).status,
    ).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/api/seller-update/submit-form',
          seller,
          { businessName: 'Cedar Crafts & Co' },
          { 'x-update-token': 'wrong' },
        )
      ).message,
    ).toBe(MESSAGES.updateTokenInvalid);
    expect((await call('POST', '/api/seller-update/submit-form', seller, {}, { 'x-update-token': code })).status).toBe(
      400,
    );
    // Another seller cannot use this seller's code.
    expect(
      (
        await call(
          'POST',
          '/api/seller-update/submit-form',
          cookies['seller.managed'],
          { businessName: 'Stolen' },
          { 'x-update-token': code },
        )
      ).status,
    ).toBe(401);

    const sent = await call(
      'POST',
      '/api/seller-update/submit-form',
      seller,
      { businessName: 'Cedar Crafts & Co', businessPhone: '71000009' },
      { 'x-update-token': code },
    );
    expect(sent).toMatchObject({ status: 200, data: { request: { status: 'pending' } } });
    expect(
      (
        await call(
          'POST',
          '/api/seller-update/submit-form',
          seller,
          { businessName: 'Again' },
          { 'x-update-token': code },
        )
      ).status,
    ).toBe(401);
    // Nothing changes before an admin approves.
    expect((await call('GET', '/api/seller/profile', seller)).data.seller.businessName).toBe('Cedar Crafts');
    expect((await call('GET', '/api/seller-update/my-requests', seller)).data.requests[0].status).toBe('pending');

    const pending = await call('GET', '/api/admin/seller-update-requests', cookies.admin);
    const request = (pending.data.requests as { _id: string; businessName: string }[]).find(
      (candidate) => candidate._id === sent.data.request._id,
    )!;
    expect(request.businessName).toBe('Cedar Crafts');
    expect(
      (
        await call('PUT', `/api/admin/seller-update-requests/${request._id}`, cookies.dataentry, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/admin/seller-update-requests/${request._id}`, cookies.admin, { decision: 'approve' }))
        .status,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/seller-update-requests/${request._id}`, cookies.admin, { decision: 'decline' }))
        .status,
    ).toBe(409);
    const after = (await call('GET', '/api/seller/profile', seller)).data.seller;
    expect(after).toMatchObject({ businessName: 'Cedar Crafts & Co', businessPhone: '71000009' });
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.kind, 'profile_update_approved'));
    expect(notice?.title).toBe('Profile change approved');
  });

  it('an expired code is refused; buyers and staff have no seller profile paths', async () => {
    const seller = cookies['seller.managed']!;
    await call('POST', '/api/seller-update/request-update', seller);
    const code = await latestCode('sales@saabelectronics.test');
    const { sellerUpdateRequests } = await import('./sellers.tables.ts');
    await t.db.update(sellerUpdateRequests).set({ tokenExpiresAt: new Date(Date.now() - 1000) });
    expect(
      (
        await call(
          'POST',
          '/api/seller-update/submit-form',
          seller,
          { businessName: 'Late' },
          { 'x-update-token': code },
        )
      ).status,
    ).toBe(401);
    const [buyer] = await makeBuyers(t.db, 1, 'noprof');
    for (const path of ['/api/seller/profile', '/api/seller/contact-info', '/api/seller-update/my-requests']) {
      expect((await call('GET', path, buyer!.cookie)).status).toBe(403);
      expect((await call('GET', path, cookies.admin)).status).toBe(403);
      expect((await call('GET', path)).status).toBe(401);
    }
  });
});
