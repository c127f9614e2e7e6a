import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { linesOfSellers, submitSandboxPage } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS } from '../../integrations/payments/sandbox-gateway.ts';
import { users } from '../auth/auth.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { cancelUnpaidOrders } from '../orders/orders.service.ts';
import { orders } from '../orders/orders.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { buyerAddresses } from './addresses.tables.ts';

let t: TestApp;
let line: { productId: string; variantId: string; sellerId: string };
let sellerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const sellers = await linesOfSellers(t.db, 1);
  line = sellers.lines[0]!;
  sellerCookie = sellers.sellerCookies.get(line.sellerId)!;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  return { status: response.statusCode, json: response.json(), response };
}

const HOME = {
  label: 'Home',
  location: 'Beirut - Achrafieh',
  city: 'Beirut',
  streetAddress: 'Sursock Street 7',
  building: 'Nour building',
  floor: '3',
  notes: 'Ring twice',
  phone: '71222333',
};
const WORK = {
  label: 'Work',
  location: 'Mount Lebanon - Jal el Dib',
  city: 'Jal el Dib',
  streetAddress: 'Highway 2',
  phone: '03444555',
};

/** The buyer's cart with one unit of the line, and its id. */
async function cartWithLine(cookie: string) {
  await call('POST', '/api/cart/add', cookie, { productId: line.productId, variantId: line.variantId, quantity: 1 });
  return (await call('GET', '/api/cart', cookie)).json.data.cart._id as string;
}

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('address book', () => {
  it('a buyer keeps several addresses, the first the default, and moves the default', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'book');
    const home = await call('POST', '/api/addresses', buyer!.cookie, HOME);
    expect(home.status).toBe(201);
    expect(home.json.message).toBe(MESSAGES.addressSaved);
    expect(home.json.data.address).toMatchObject({ ...HOME, isDefault: true });
    const work = await call('POST', '/api/addresses', buyer!.cookie, WORK);
    expect(work.json.data.address).toMatchObject({ ...WORK, building: '', floor: '', notes: '', isDefault: false });
    // Kept with +961, shown as the 8 digits the form takes.
    const [stored] = await t.db.select().from(buyerAddresses).where(eq(buyerAddresses.id, home.json.data.address._id));
    expect(stored!.phone).toBe('+96171222333');

    const moved = await call('PUT', `/api/addresses/${work.json.data.address._id}/default`, buyer!.cookie);
    expect(moved.json.message).toBe(MESSAGES.defaultAddressSet);
    expect(
      moved.json.data.addresses.map((row: { label: string; isDefault: boolean }) => [row.label, row.isDefault]),
    ).toEqual([
      ['Work', true],
      ['Home', false],
    ]);

    const edited = await call('PUT', `/api/addresses/${home.json.data.address._id}`, buyer!.cookie, {
      ...HOME,
      floor: '5',
    });
    expect(edited.json.data.address).toMatchObject({ floor: '5', isDefault: false });

    // Deleting the default hands it to the address left.
    const left = await call('DELETE', `/api/addresses/${work.json.data.address._id}`, buyer!.cookie);
    expect(left.json.message).toBe(MESSAGES.addressDeleted);
    expect(left.json.data.addresses).toMatchObject([{ label: 'Home', isDefault: true }]);
  });

  it("refuses the form's missing fields in the spec's words, and an eleventh address", async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'bookfull');
    const empty = await call('POST', '/api/addresses', buyer!.cookie, { phone: '123' });
    expect(empty.status).toBe(400);
    const messages = (empty.json.errors as { msg: string; path: string }[]).map((error) => [error.path, error.msg]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['location', MESSAGES.locationRequired],
        ['city', MESSAGES.cityRequired],
        ['streetAddress', MESSAGES.streetRequired],
        ['phone', MESSAGES.phoneEightDigits],
      ]),
    );
    for (let index = 0; index < 10; index++)
      expect((await call('POST', '/api/addresses', buyer!.cookie, { ...WORK, label: `Place ${index}` })).status).toBe(
        201,
      );
    const eleventh = await call('POST', '/api/addresses', buyer!.cookie, WORK);
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.message).toBe(MESSAGES.addressBookFull);
  });

  it("another buyer neither reads, changes, defaults nor deletes a buyer's address", async () => {
    const [owner, other] = await makeBuyers(t.db, 2, 'bookowner');
    const id = (await call('POST', '/api/addresses', owner!.cookie, HOME)).json.data.address._id as string;
    expect((await call('GET', '/api/addresses', other!.cookie)).json.data.addresses).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/addresses/${id}`, { ...HOME, streetAddress: 'Taken' }],
      ['PUT', `/api/addresses/${id}/default`, undefined],
      ['DELETE', `/api/addresses/${id}`, undefined],
    ] as const) {
      const answer = await call(method, url, other!.cookie, body);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(MESSAGES.addressNotFound);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/addresses' });
    expect(anonymous.statusCode).toBe(401);
    const [kept] = await t.db.select().from(buyerAddresses).where(eq(buyerAddresses.id, id));
    expect(kept).toMatchObject({ streetAddress: HOME.streetAddress, isDefault: true });
  });

  it("checkout with a saved address delivers there, and the order's copy stays when the address changes", async () => {
    const [buyer, other] = await makeBuyers(t.db, 2, 'bookcheckout');
    const id = (await call('POST', '/api/addresses', buyer!.cookie, HOME)).json.data.address._id as string;
    // Another buyer cannot deliver to this buyer's address.
    const refused = await call(
      'POST',
      `/api/checkout/${await cartWithLine(other!.cookie)}/proceed-to-payment`,
      other!.cookie,
      {
        shippingAddress: SHIPPING_ADDRESS,
        addressId: id,
      },
    );
    expect(refused.status).toBe(404);

    const placed = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: SHIPPING_ADDRESS,
        addressId: id,
      },
    );
    expect(placed.status).toBe(201);
    const copy = {
      firstName: SHIPPING_ADDRESS.firstName,
      email: SHIPPING_ADDRESS.email,
      location: HOME.location,
      city: HOME.city,
      streetAddress: HOME.streetAddress,
      building: HOME.building,
      floor: HOME.floor,
      notes: HOME.notes,
      phone: '+96171222333',
    };
    const orderId = placed.json.data.order._id as string;
    expect((await orderRow(orderId)).shippingAddress).toMatchObject(copy);
    // Priced by the saved address's governorate.
    expect((await orderRow(orderId)).governorate).toBe('Beirut');

    await call('PUT', `/api/addresses/${id}`, buyer!.cookie, { ...HOME, streetAddress: 'Moved away 1', floor: '9' });
    await call('DELETE', `/api/addresses/${id}`, buyer!.cookie);
    expect((await orderRow(orderId)).shippingAddress).toMatchObject(copy);
  });

  it('checkout keeps a typed address when asked, once, not as the default over an existing one', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'bookkeep');
    await call('POST', '/api/addresses', buyer!.cookie, WORK);
    const typed = { ...SHIPPING_ADDRESS, building: 'Cedar tower', floor: '2', notes: 'Next to the bakery' };
    const placed = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: typed,
        saveAddress: true,
      },
    );
    expect(placed.json.data.addressSaved).toBe(true);
    expect((await orderRow(placed.json.data.order._id)).shippingAddress).toMatchObject({
      building: 'Cedar tower',
      floor: '2',
      notes: 'Next to the bakery',
    });
    // The same place typed again is not kept twice.
    const again = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: typed,
        saveAddress: true,
      },
    );
    expect(again.json.data.addressSaved).toBe(false);
    const book = (await call('GET', '/api/addresses', buyer!.cookie)).json.data.addresses;
    expect(book).toMatchObject([
      { label: 'Work', isDefault: true },
      {
        location: SHIPPING_ADDRESS.location,
        streetAddress: SHIPPING_ADDRESS.streetAddress,
        building: 'Cedar tower',
        phone: SHIPPING_ADDRESS.phone,
        isDefault: false,
      },
    ]);
  });
});

describe('updates by WhatsApp and SMS', () => {
  const sentTo = (phone: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, phone), like(outboxMessages.dedupeKey, 'update:%')));

  it("a buyer chooses a channel per step; each chosen step is sent once, in the buyer's language", async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'updates');
    await t.db.update(users).set({ phone: '+96170111222', language: 'ar' }).where(eq(users.id, buyer!.id));
    expect((await call('GET', '/api/update-preferences', buyer!.cookie)).json.data.preferences).toEqual({
      shipped: 'none',
      out_for_delivery: 'none',
      delivered: 'none',
      refund: 'none',
    });
    const saved = await call('PUT', '/api/update-preferences', buyer!.cookie, { shipped: 'whatsapp', refund: 'sms' });
    expect(saved.json.message).toBe(MESSAGES.updatePreferencesSaved);
    expect(saved.json.data.preferences).toEqual({
      shipped: 'whatsapp',
      out_for_delivery: 'none',
      delivered: 'none',
      refund: 'sms',
    });
    expect((await call('PUT', '/api/update-preferences', buyer!.cookie, { shipped: 'pigeon' })).status).toBe(400);

    const placed = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: SHIPPING_ADDRESS,
      },
    );
    const order = placed.json.data.order;
    const params = { orderNumber: order.orderNumber, seller: 'Cedar Shop' };
    // The shipped step reported twice (a retried request, two instances) is sent once.
    for (let time = 0; time < 2; time++)
      await notify(t.db, { userId: buyer!.id, kind: 'order_shipped', params, orderId: order._id });
    // Delivered was not chosen: the bell only.
    await notify(t.db, { userId: buyer!.id, kind: 'order_delivered', params, orderId: order._id });
    await notify(t.db, {
      userId: buyer!.id,
      kind: 'refund',
      params: { orderNumber: order.orderNumber, amount: '$5.00', refundTo: 'cash_on_delivery' },
      orderId: order._id,
    });
    const sent = await sentTo('+96170111222');
    expect(sent.map((row) => row.channel).sort()).toEqual(['sms', 'whatsapp']);
    const shipped = sent.find((row) => row.channel === 'whatsapp')!;
    expect(shipped.body).toContain(`تم شحن الطلب \u2068${order.orderNumber}\u2069`);
    expect(shipped.body).toContain('Cedar Shop');
    expect(sent.find((row) => row.channel === 'sms')!.body).toContain('$5.00');
  });

  it("without a phone on the account, the update goes to the order's delivery phone, in English", async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'updatesnophone');
    await call('PUT', '/api/update-preferences', buyer!.cookie, { delivered: 'sms' });
    const placed = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: { ...SHIPPING_ADDRESS, phone: '81555666' },
      },
    );
    const order = placed.json.data.order;
    await notify(t.db, {
      userId: buyer!.id,
      kind: 'order_delivered',
      params: { orderNumber: order.orderNumber },
      orderId: order._id,
    });
    const [sent] = await sentTo('+96181555666');
    expect(sent).toMatchObject({ channel: 'sms' });
    expect(sent!.body).toContain(`Order ${order.orderNumber} delivered`);
    // A link to tap, to the order's own page.
    expect(sent!.body).toMatch(new RegExp(`https?://\\S+/order-history/${order.orderNumber}$`));
  });
});

describe('card payments left on the payment page', () => {
  const pay = (checkoutUrl: string, instrument: string, action = 'pay') =>
    submitSandboxPage(t.app, checkoutUrl, instrument, action);
  const sellerSees = async (orderNumber: string) =>
    (await call('GET', `/api/seller/orders?search=${orderNumber}`, sellerCookie)).json.data.orders.length;
  const thanks = (email: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), like(outboxMessages.subject, '%Thank you for your order%')));

  it('closed and paid again: one order, hidden from the seller and unthanked until paid, the page naming SK...', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'cardretry');
    const email = 'cardretry0@example.com';
    const placed = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'credit_card',
      },
    );
    const order = placed.json.data.order;
    expect(order.orderNumber).toMatch(/^SK\d+$/);
    const first = (await call('POST', '/api/payment/bobsal/session', buyer!.cookie, { orderId: order._id })).json.data;
    const page = await t.app.inject({ method: 'GET', url: first.checkoutUrl });
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).not.toContain(order._id.slice(0, 8));
    const arabic = await t.app.inject({ method: 'GET', url: `${first.checkoutUrl}?lang=ar` });
    expect(arabic.body).toContain(`الطلب <bdi dir="ltr">${order.orderNumber}</bdi>`);
    expect(await sellerSees(order.orderNumber)).toBe(0);
    expect(await thanks(email)).toHaveLength(0);

    // The buyer closes the page (its cancel), comes back and pays the same order.
    expect((await pay(first.checkoutUrl, '', 'cancel')).statusCode).toBe(303);
    expect(await sellerSees(order.orderNumber)).toBe(0);
    const second = (await call('POST', '/api/payment/bobsal/session', buyer!.cookie, { orderId: order._id })).json.data;
    expect((await pay(second.checkoutUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);

    const history = (await call('GET', '/api/orders/history', buyer!.cookie)).json.data;
    const mine = history.orders as { orderNumber: string }[];
    expect(mine.map((row) => row.orderNumber)).toEqual([order.orderNumber]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'captured', status: 'confirmed' });
    expect(await sellerSees(order.orderNumber)).toBe(1);
    const thanked = await thanks(email);
    expect(thanked.map((mail) => mail.subject)).toEqual([expect.stringContaining(order.orderNumber)]);
  });

  it('left unpaid past the hold, it is cancelled once, its stock back once, never shown to the seller', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'cardleft');
    const stock = async () =>
      (await t.db.select().from(productVariants).where(eq(productVariants.id, line.variantId)))[0]!.quantity;
    const before = await stock();
    const placed = await call(
      'POST',
      `/api/checkout/${await cartWithLine(buyer!.cookie)}/proceed-to-payment`,
      buyer!.cookie,
      {
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'whish_money',
      },
    );
    const order = placed.json.data.order;
    expect(await stock()).toBe(before - 1);
    const later = new Date(Date.now() + 24 * 3_600_000);
    const [one, two] = await Promise.all([cancelUnpaidOrders(t.db, 60, later), cancelUnpaidOrders(t.db, 60, later)]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled' });
    expect(await stock()).toBe(before);
    expect(await cancelUnpaidOrders(t.db, 60, later)).toBe(0);
    expect(await stock()).toBe(before);
    expect(await sellerSees(order.orderNumber)).toBe(0);
    expect(await thanks('cardleft0@example.com')).toHaveLength(0);
  });
});
