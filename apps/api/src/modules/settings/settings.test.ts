import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { SETTINGS_MESSAGES } from '@souk/shared/schemas/settings';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

describe('site settings', () => {
  it('only admins read and change them', async () => {
    expect((await f.call('GET', '/api/admin/settings')).status).toBe(401);
    expect((await f.call('PUT', '/api/admin/settings', undefined, { vatRate: 0.1 })).status).toBe(401);
    for (const who of ['buyer', 'seller.self', 'dataentry', 'dataentry.admin']) {
      expect((await f.call('GET', '/api/admin/settings', f.cookies[who])).status, who).toBe(403);
      expect((await f.call('PUT', '/api/admin/settings', f.cookies[who], { vatRate: 0.1 })).status, who).toBe(403);
    }
    const read = await f.call('GET', '/api/admin/settings', f.cookies.superadmin);
    expect(read.data.settings).toMatchObject({
      lbpPerUsd: 89000,
      vatRate: 0.11,
      siteMode: 'live',
      deliveryFees: { Beirut: 3, Bekaa: 5 },
      commissionRates: { regular: 0.15, premium: 0.12, gold: 0.1 },
      returnWindowDays: 14,
    });
  });

  it('bad values get a clear 400 and change nothing', async () => {
    const cases: [object, string][] = [
      [{ lbpPerUsd: 12.5 }, SETTINGS_MESSAGES.lbpRate],
      [{ lbpPerUsd: -1 }, SETTINGS_MESSAGES.lbpRate],
      [{ vatRate: 0.9 }, SETTINGS_MESSAGES.vatRate],
      [{ deliveryFees: { Beirut: -2 } }, SETTINGS_MESSAGES.deliveryFee],
      [{ commissionRates: { gold: 2 } }, SETTINGS_MESSAGES.commission],
      [{ supportEmail: 'nope' }, SETTINGS_MESSAGES.supportEmail],
      [{ hotline: '12' }, SETTINGS_MESSAGES.hotline],
      [{ returnWindowDays: 0 }, SETTINGS_MESSAGES.returnWindow],
      [{ returnWindowDays: 91 }, SETTINGS_MESSAGES.returnWindow],
      [{ returnWindowDays: 2.5 }, SETTINGS_MESSAGES.returnWindow],
      [{ returnWindowDays: '7' }, SETTINGS_MESSAGES.returnWindow],
    ];
    for (const [body, message] of cases)
      expect(await f.call('PUT', '/api/admin/settings', f.cookies.admin, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        message,
      });
    expect(
      (await f.call('PUT', '/api/admin/settings', f.cookies.admin, { deliveryFees: { Atlantis: 3 } })).status,
    ).toBe(400);
    expect((await f.call('PUT', '/api/admin/settings', f.cookies.admin, { unknown: 1 })).status).toBe(400);
    expect((await f.call('GET', '/api/admin/settings', f.cookies.admin)).data.settings).toMatchObject({
      lbpPerUsd: 89000,
      vatRate: 0.11,
    });
  });

  it('a change applies on the next request, without a restart, and is audited', async () => {
    const [line] = await t.db
      .select({ productId: products.id, variantId: productVariants.id, priceCents: productVariants.priceCents })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(gt(productVariants.quantity, 5), eq(products.status, 'published')))
      .limit(1);
    await f.call('POST', '/api/cart/add', f.cookies.buyer, {
      productId: line!.productId,
      variantId: line!.variantId,
      quantity: 1,
    });
    const cartId = (await f.call('GET', '/api/cart', f.cookies.buyer)).data.cart._id as string;

    const saved = await f.call('PUT', '/api/admin/settings', f.cookies.admin, {
      lbpPerUsd: 90000,
      vatRate: 0.05,
      deliveryFees: { Beirut: 2.5 },
      supportEmail: 'help@souk.test',
      hotline: '71 123 456',
      commissionRates: { premium: 0.2 },
    });
    expect(saved).toMatchObject({ status: 200, message: MESSAGES.settingSaved });
    expect(saved.data.settings).toMatchObject({
      lbpPerUsd: 90000,
      vatRate: 0.05,
      deliveryFees: { Beirut: 2.5, Bekaa: 5 },
      supportEmail: 'help@souk.test',
      hotline: '+96171123456',
      commissionRates: { premium: 0.2, gold: 0.1 },
    });

    const config = await f.call('GET', '/api/config');
    expect(config.data).toMatchObject({ lbpPerUsd: 90000, social: { whatsapp: 'https://wa.me/96171123456' } });
    const { pricing } = (
      await f.call('GET', `/api/checkout/${cartId}?location=${encodeURIComponent('Beirut - Hamra')}`, f.cookies.buyer)
    ).data;
    const vat = Math.round(line!.priceCents * 0.05);
    expect(pricing).toMatchObject({
      shippingFee: 2.5,
      vatRate: 0.05,
      vatAmount: vat / 100,
      total: (line!.priceCents + 250 + vat) / 100,
    });
    expect(pricing.totalLbp).toBe(Math.round(((line!.priceCents + 250 + vat) * 90000) / 100));
    expect((await f.call('GET', '/api/business/sales/total-sales', f.cookies['seller.self'])).status).toBe(200);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(entry).toMatchObject({
      actorId: f.ids.admin,
      action: 'update',
      after: { lbpPerUsd: 90000, vatRate: 0.05, 'delivery.Beirut': 250, 'commission.premium': 0.2 },
    });

    // Prelaunch: the web app reads the mode from the config on its next load.
    await f.call('PUT', '/api/admin/settings', f.cookies.admin, { siteMode: 'prelaunch' });
    expect((await f.call('GET', '/api/config')).data.siteMode).toBe('prelaunch');
    await f.call('PUT', '/api/admin/settings', f.cookies.admin, {
      siteMode: 'live',
      lbpPerUsd: 89000,
      vatRate: 0.11,
      deliveryFees: { Beirut: 3 },
    });
    expect((await f.call('GET', '/api/config')).data).toMatchObject({ siteMode: 'live', lbpPerUsd: 89000 });
  });

  it('the hot line, once set, can be removed with "" or null: then none is shown (issue 24)', async () => {
    for (const removed of ['', null]) {
      expect(
        (await f.call('PUT', '/api/admin/settings', f.cookies.admin, { hotline: '71 123 456' })).data.settings.hotline,
      ).toBe('+96171123456');
      expect((await f.call('GET', '/api/config')).data.social.whatsapp).toBe('https://wa.me/96171123456');
      const cleared = await f.call('PUT', '/api/admin/settings', f.cookies.admin, { hotline: removed });
      expect(cleared, JSON.stringify(removed)).toMatchObject({
        status: 200,
        message: MESSAGES.settingSaved,
        data: { settings: { hotline: null } },
      });
      expect((await f.call('GET', '/api/admin/settings', f.cookies.admin)).data.settings.hotline).toBeNull();
      expect((await f.call('GET', '/api/config')).data.social.whatsapp).toBeNull();
    }
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(trail.at(-1)).toMatchObject({ before: { hotline: '+96171123456' }, after: { hotline: '' } });
    expect(
      (await f.call('PUT', '/api/admin/settings', f.cookies.admin, { hotline: ' ' })).data.settings.hotline,
    ).toBeNull();
    expect((await f.call('PUT', '/api/admin/settings', f.cookies.admin, { hotline: 12 })).message).toBe(
      SETTINGS_MESSAGES.hotline,
    );
  });

  it('an order keeps the LBP rate it was placed at; a new rate changes only later orders', async () => {
    const [line] = await t.db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          gt(productVariants.quantity, 5),
          eq(products.status, 'published'),
          eq(products.sellerId, f.ids['seller.self']!),
        ),
      )
      .limit(1);
    await f.call('POST', '/api/cart/add', f.cookies.buyer, {
      productId: line!.productId,
      variantId: line!.variantId,
      quantity: 1,
    });
    const cartId = (await f.call('GET', '/api/cart', f.cookies.buyer)).data.cart._id as string;
    const address = {
      firstName: 'Rami',
      lastName: 'Haddad',
      email: 'rami@example.com',
      phone: '71123456',
      streetAddress: 'Bliss Street 12',
      city: 'Beirut',
      location: 'Beirut - Hamra',
      state: '',
      zipCode: '',
    };
    const placed = await f.call('POST', `/api/checkout/${cartId}/proceed-to-payment`, f.cookies.buyer, {
      shippingAddress: address,
      paymentMethod: 'cash_on_delivery',
    });
    expect(placed.status).toBe(201);
    const { order } = placed.data as { order: { _id: string; total: number; totalLbp: number } };
    expect(order.totalLbp).toBe(Math.round(order.total * 89000));

    await f.call('PUT', '/api/admin/settings', f.cookies.admin, { lbpPerUsd: 120000 });
    const history = (await f.call('GET', '/api/orders/history', f.cookies.buyer)).data.orders as {
      _id: string;
      totalLbp: number;
    }[];
    expect(history.find((past) => past._id === order._id)!.totalLbp).toBe(order.totalLbp);
    expect((await f.call('GET', `/api/orders/${order._id}`, f.cookies.buyer)).data.order.totalLbp).toBe(order.totalLbp);
    const parts = (await f.call('GET', '/api/seller/orders?limit=50', f.cookies['seller.self'])).data.orders as {
      orderId: string;
      subtotal: number;
      subtotalLbp: number;
    }[];
    const part = parts.find((candidate) => candidate.orderId === order._id)!;
    expect(part.subtotalLbp).toBe(Math.round(part.subtotal * 89000));
    // The next checkout is priced at the new rate.
    await f.call('POST', '/api/cart/add', f.cookies.buyer, {
      productId: line!.productId,
      variantId: line!.variantId,
      quantity: 1,
    });
    const { pricing } = (
      await f.call('GET', `/api/checkout/${cartId}?location=${encodeURIComponent('Beirut - Hamra')}`, f.cookies.buyer)
    ).data;
    expect(pricing.totalLbp).toBe(Math.round(pricing.total * 120000));
    await f.call('PUT', '/api/admin/settings', f.cookies.admin, { lbpPerUsd: 89000 });
  });
});
