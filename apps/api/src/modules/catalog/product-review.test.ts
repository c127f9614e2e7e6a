import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sellerNotifications } from '../sellers/sellers.tables.ts';
import { productRevisions, products, productVariants } from './catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

const QUEUE = '/api/dashboard/review/products?limit=50';
const approve = (id: string, who = 'dataentry.admin', revisionId?: string) =>
  f.call('POST', `/api/dashboard/review/products/${id}/approve`, f.cookies[who], revisionId ? { revisionId } : {});
const reject = (id: string, reason: string, revisionId?: string) =>
  f.call('POST', `/api/dashboard/review/products/${id}/reject`, f.cookies.admin, {
    reason,
    ...(revisionId ? { revisionId } : {}),
  });
type QueueItem = {
  kind: 'new' | 'edit';
  revisionId: string | null;
  submittedAt: string;
  product: { _id: string; name: string };
  proposed: Record<string, unknown> | null;
};
const queue = async (): Promise<QueueItem[]> => (await f.call('GET', QUEUE, f.cookies.admin)).data.items;
/** The newest e-mail to the Cedar Crafts shop (the seller's business e-mail). */
const lastMailToSeller = async () =>
  (
    await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'hello@cedarcrafts.test'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
  )[0];
const noticesOf = (productId: string, kind: string) =>
  t.db
    .select()
    .from(sellerNotifications)
    .where(and(eq(sellerNotifications.productId, productId), eq(sellerNotifications.kind, kind)));
const storefrontName = async (id: string) => (await f.storefront(id)).data?.product?.name;

describe('product review', () => {
  it('only data-entry admins and admins review', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Role matrix bowl' });
    const id = data.product._id as string;
    for (const [who, status] of [
      [undefined, 401],
      ['buyer', 403],
      ['seller.self', 403],
      ['seller.managed', 403],
      ['dataentry', 403],
    ] as const) {
      const cookie = who ? f.cookies[who] : undefined;
      expect((await f.call('GET', QUEUE, cookie)).status, `${who} list`).toBe(status);
      expect(
        (await f.call('POST', `/api/dashboard/review/products/${id}/approve`, cookie, {})).status,
        `${who} approve`,
      ).toBe(status);
      expect(
        (await f.call('POST', `/api/dashboard/review/products/${id}/reject`, cookie, { reason: 'Not for sale here.' }))
          .status,
        `${who} reject`,
      ).toBe(status);
    }
    for (const who of ['dataentry.admin', 'admin', 'superadmin']) {
      expect((await f.call('GET', QUEUE, f.cookies[who])).status, who).toBe(200);
      expect((await approve(randomUUID(), who)).status, who).toBe(404);
    }
    expect(
      (
        await f.call('POST', `/api/dashboard/review/products/${randomUUID()}/reject`, f.cookies.superadmin, {
          reason: 'Not for sale here.',
        })
      ).status,
    ).toBe(404);
    expect((await f.call('POST', '/api/dashboard/review/products/not-an-id/approve', f.cookies.admin, {})).status).toBe(
      400,
    );
    // Still pending: nobody above decided it.
    expect((await queue()).some((item) => item.product._id === id)).toBe(true);
  });

  it('a reviewer publishes a new product: the seller is told by notice and e-mail, and it is on the storefront', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Cedar cutting board' });
    const id = data.product._id as string;
    const items = await queue();
    expect(items.find((item) => item.product._id === id)).toMatchObject({
      kind: 'new',
      revisionId: null,
      proposed: null,
      product: { status: 'pending_review' },
    });
    const times = items.map((item) => item.submittedAt);
    expect(times).toEqual([...times].sort());
    const page = await f.call('GET', '/api/dashboard/review/products?limit=1&page=1', f.cookies.admin);
    expect(page.data.pagination).toMatchObject({ page: 1, limit: 1, hasPrevPage: false, hasNextPage: true });

    const approved = await approve(id);
    expect(approved).toMatchObject({
      status: 200,
      message: 'Item Approved And Published',
      data: { product: { _id: id, status: 'published' } },
    });
    expect((await approve(id, 'admin')).status).toBe(409);
    expect((await approve(id, 'admin', randomUUID())).status).toBe(409);
    expect((await reject(id, 'Too late to reject.')).status).toBe(409);
    expect(await storefrontName(id)).toBe('Cedar cutting board');
    const [notice] = await noticesOf(id, 'item_approved');
    expect(notice?.title).toBe('Item Approved And Published');
    expect((await lastMailToSeller())?.subject).toBe('Souk: Item Approved And Published');
    expect((await queue()).some((item) => item.product._id === id)).toBe(false);
  });

  it('a rejected new product says why; the seller fixes it and it waits again', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Zaatar tin' });
    const id = data.product._id as string;
    expect((await reject(id, 'x')).message).toBe(MESSAGES.rejectReasonRequired);
    expect((await reject(id, 'y'.repeat(501))).message).toBe(MESSAGES.rejectReasonRequired);
    expect((await f.call('POST', `/api/dashboard/review/products/${id}/reject`, f.cookies.admin, {})).status).toBe(400);
    const rejected = await reject(id, 'The photo is blurred.');
    expect(rejected).toMatchObject({
      status: 200,
      message: MESSAGES.itemRejected,
      data: { product: { status: 'rejected', reviewNote: 'The photo is blurred.' } },
    });
    const [notice] = await noticesOf(id, 'item_rejected');
    expect(notice).toMatchObject({
      title: 'Item Rejected',
      message: 'Zaatar tin was not published. Reason: The photo is blurred.',
    });
    const mail = await lastMailToSeller();
    expect(mail).toMatchObject({ subject: 'Souk: Item Rejected' });
    expect(mail!.body).toContain('Reason: The photo is blurred.');
    expect((await f.storefront(id)).status).toBe(404);
    const own = await f.call('GET', `/api/seller/products/${id}`, f.cookies['seller.self']);
    expect(own.data.product).toMatchObject({ status: 'rejected', reviewNote: 'The photo is blurred.' });

    const fixed = await f.send('PUT', `/api/seller/products/self-managed/${id}`, f.cookies['seller.self'], {
      ...f.baseFields(),
      name: 'Zaatar tin, sharp photo',
    });
    expect(fixed.data.product).toMatchObject({
      status: 'pending_review',
      reviewNote: null,
      name: 'Zaatar tin, sharp photo',
      hasPendingEdit: false,
    });
    expect((await queue()).find((item) => item.product._id === id)).toMatchObject({ kind: 'new' });
  });

  it('an edit of a published product keeps the live version until approved; a rejection keeps it and says why', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Olive oil soap' });
    const id = data.product._id as string;
    await approve(id, 'admin');
    const variantIds = data.product.variants.map((variant: { _id: string }) => variant._id);
    const edit = (name: string, price: string, files: Record<string, Buffer[]> = {}) =>
      f.send(
        'PUT',
        `/api/seller/products/self-managed/${id}`,
        f.cookies['seller.self'],
        {
          ...f.baseFields(),
          name,
          'variants[0][_id]': variantIds[0],
          'variants[0][price]': price,
          'variants[1][_id]': variantIds[1],
        },
        files,
      );

    const first = await edit('Olive oil soap, small', '22.00');
    expect(first).toMatchObject({
      status: 200,
      message: MESSAGES.productEditPending,
      data: { product: { hasPendingEdit: true, name: 'Olive oil soap', status: 'published' } },
    });
    // A newer edit, with new photos stored now, replaces the one waiting.
    const edited = await edit('Olive oil soap, large', '23.00', { images: [f.png, f.png] });
    expect(edited.data.product).toMatchObject({
      hasPendingEdit: true,
      name: 'Olive oil soap',
      images: [expect.anything()],
    });
    expect(await storefrontName(id)).toBe('Olive oil soap');
    const revisions = await t.db
      .select()
      .from(productRevisions)
      .where(eq(productRevisions.productId, id))
      .orderBy(productRevisions.createdAt);
    expect(revisions.map((revision) => revision.status)).toEqual(['superseded', 'pending']);
    expect((revisions[1]!.payload as { imageKeys: string[] }).imageKeys).toHaveLength(2);
    // The seller's list shows the live version with its edit waiting.
    const listed = (await f.call('GET', '/api/seller/products?keyword=olive%20oil%20soap', f.cookies['seller.self']))
      .data.products;
    expect(listed.find((product: { _id: string }) => product._id === id)).toMatchObject({
      name: 'Olive oil soap',
      hasPendingEdit: true,
    });

    const items = (await queue()).filter((entry) => entry.product._id === id);
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toMatchObject({
      kind: 'edit',
      revisionId: revisions[1]!.id,
      product: { name: 'Olive oil soap', status: 'published' },
    });
    expect(item.proposed).toMatchObject({
      _id: id,
      name: 'Olive oil soap, large',
      status: 'pending_review',
      newImages: 2,
      category: { _id: f.refs.categoryId, name: expect.any(String) },
      priceRange: { min: 21.1, max: 23 },
      variants: [
        { _id: variantIds[0], price: 23, color: { _id: f.refs.red } },
        { _id: variantIds[1], price: 21.1, color: { _id: f.refs.blue } },
      ],
    });
    expect(item.proposed!.images).toHaveLength(2);

    expect((await reject(id, 'x', item.revisionId!)).message).toBe(MESSAGES.rejectReasonRequired);
    expect((await approve(id, 'admin', revisions[0]!.id)).status).toBe(409);
    expect((await reject(id, 'The photo shows another product.', item.revisionId!)).status).toBe(200);
    const [notice] = await noticesOf(id, 'item_rejected');
    expect(notice?.message).toBe('Olive oil soap was not published. Reason: The photo shows another product.');
    expect((await lastMailToSeller())?.body).toContain('Reason: The photo shows another product.');
    expect(await storefrontName(id)).toBe('Olive oil soap');
    expect((await f.call('GET', `/api/seller/products/${id}`, f.cookies['seller.self'])).data.product).toMatchObject({
      status: 'published',
      hasPendingEdit: false,
      reviewNote: 'The photo shows another product.',
    });
    expect((await approve(id, 'admin', item.revisionId!)).status).toBe(409);

    // Sent again and approved: the variants keep their ids (order history points at them), new price and photos.
    await edit('Olive oil soap, large', '23.00', { images: [f.png, f.png] });
    const again = (await queue()).find((entry) => entry.product._id === id)!;
    expect((await approve(id, 'dataentry.admin', again.revisionId!)).data.product).toMatchObject({
      name: 'Olive oil soap, large',
      hasPendingEdit: false,
      reviewNote: null,
    });
    const live = (await f.call('GET', `/api/seller/products/${id}`, f.cookies['seller.self'])).data.product;
    expect(live.variants.map((variant: { _id: string }) => variant._id)).toEqual(variantIds);
    expect(live.variants[0].price).toBe(23);
    expect(live.images).toHaveLength(2);
    expect(await storefrontName(id)).toBe('Olive oil soap, large');
    const [row] = await t.db
      .select({ min: products.minPriceCents, max: products.maxPriceCents })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ min: 2110, max: 2300 });
    expect(await noticesOf(id, 'item_approved')).toHaveLength(2);
  });

  it('an ordered variant dropped by an edit is switched off, not deleted; an archived product leaves the storefront and stays in order history', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Mountain thyme honey jar' });
    const id = data.product._id as string;
    const [red, blue] = data.product.variants as { _id: string }[];
    await approve(id);
    const [buyer] = await makeBuyers(t.db, 1, 'honeybuyer');
    expect(
      (await f.call('POST', '/api/cart/add', buyer!.cookie, { productId: id, variantId: red!._id, quantity: 1 }))
        .status,
    ).toBe(200);
    const cartId = (await f.call('GET', '/api/cart', buyer!.cookie)).data.cart._id;
    const placed = await f.call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: 'cash_on_delivery',
    });
    expect(placed.status).toBe(201);

    // The edit keeps only the blue variant; the red one was ordered.
    const fields = f.baseFields();
    const onlyBlue = Object.fromEntries(
      Object.entries(fields)
        .filter(([key]) => !key.startsWith('variants[0]'))
        .map(([key, value]) => [key.replace('variants[1]', 'variants[0]'), value]),
    );
    await f.send(
      'PUT',
      `/api/seller/products/self-managed/${id}`,
      f.cookies['seller.self'],
      { ...onlyBlue, 'variants[0][_id]': blue!._id },
      {},
    );
    const edit = (await queue()).find((entry) => entry.product._id === id)!;
    await approve(id, 'admin', edit.revisionId!);
    const variants = await t.db
      .select({ id: productVariants.id, isActive: productVariants.isActive })
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    expect(variants).toHaveLength(2);
    expect(variants.find((variant) => variant.id === red!._id)?.isActive).toBe(false);
    const [row] = await t.db
      .select({ total: products.totalQuantity, min: products.minPriceCents })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ total: 3, min: 2110 });

    expect((await f.call('DELETE', `/api/seller/products/${id}`, f.cookies['seller.self'])).message).toBe(
      MESSAGES.productDeleted,
    );
    expect((await f.storefront(id)).status).toBe(404);
    const search = await f.call('GET', '/api/products/getallproducts?query=mountain%20thyme%20honey');
    expect(search.data.products.map((product: { _id: string }) => product._id)).not.toContain(id);
    expect(
      (await f.call('GET', '/api/seller/products?limit=50', f.cookies['seller.self'])).data.products.map(
        (product: { _id: string }) => product._id,
      ),
    ).not.toContain(id);
    const history = await f.call('GET', '/api/orders/history', buyer!.cookie);
    expect(history.data.orders[0].items).toMatchObject([
      { name: 'Mountain thyme honey jar', product: { _id: id }, variantId: red!._id },
    ]);
    expect((await f.call('GET', `/api/orders/${placed.data.order._id}`, buyer!.cookie)).status).toBe(200);
  });
});
