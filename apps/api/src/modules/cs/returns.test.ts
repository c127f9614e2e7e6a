import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, returnWindowClosedMessage } from '@souk/shared/messages';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { linesOfSellers, type SellerLine } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS } from '../../integrations/payments/sandbox-gateway.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { refunds, sandboxCharges } from '../payments/payments.tables.ts';
import { itemPaidCents } from '../payments/refund-ledger.ts';
import { csNotifications, returnRequests, tickets } from './cs.tables.ts';

let t: TestApp;
let lines: [SellerLine, SellerLine];
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const sellers = await linesOfSellers(t.db, 2);
  lines = [sellers.lines[0]!, sellers.lines[1]!];
  for (const [sellerId, cookie] of sellers.sellerCookies) cookies.set(sellerId, cookie);
  for (const name of ['cs.agent', 'cs.manager', 'admin']) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
    cookies.set(name, `souk_session=${(await createSession(t.db, user!.id, false, {})).token}`);
  }
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

/** A buyer's order of one unit from each seller, paid (card) or not (cash), the first seller's part delivered. */
async function deliveredOrder(prefix: string, paymentMethod: 'credit_card' | 'cash_on_delivery') {
  const [buyer] = await makeBuyers(t.db, 1, prefix);
  for (const line of lines)
    await call('POST', '/api/cart/add', buyer!.cookie, {
      productId: line.productId,
      variantId: line.variantId,
      quantity: 1,
    });
  const cartId = (await call('GET', '/api/cart', buyer!.cookie)).data.cart._id;
  const order = (
    await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod,
    })
  ).data.order as { _id: string; orderNumber: string };
  let chargeId: string | null = null;
  if (paymentMethod === 'credit_card') {
    const session = (await call('POST', '/api/payment/bobsal/session', buyer!.cookie, { orderId: order._id })).data;
    chargeId = session.transactionId;
    await t.app.inject({
      method: 'POST',
      url: session.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `instrument=${SANDBOX_CARDS.success}&action=pay`,
    });
  }
  const seller = lines[0].sellerId;
  const [part] = await t.db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.orderId, order._id), eq(sellerOrders.sellerId, seller)));
  for (const status of ['processing', 'shipped', 'delivered'])
    await call('PATCH', `/api/seller/orders/${part!.id}/status`, cookies.get(seller)!, { status });
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.sellerOrderId, part!.id));
  const [other] = await t.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order._id), eq(orderItems.productId, lines[1].productId)));
  return { buyer: buyer!, order, item: item!, otherItem: other!, seller, chargeId };
}

const kindsFor = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);
const itemRefunds = (orderItemId: string) => t.db.select().from(refunds).where(eq(refunds.orderItemId, orderItemId));

describe('returns and refunds through the seller', () => {
  it('a buyer asks within 14 days; the desk sends a 50% refund to the seller; two accepts at once refund once, through the gateway', async () => {
    const { buyer, order, item, otherItem, seller, chargeId } = await deliveredOrder('ret', 'credit_card');
    const returnPath = `/api/orders/${order._id}/items/${item.id}/return`;
    expect((await call('POST', returnPath, buyer.cookie, { reason: '' })).message).toBe(MESSAGES.returnReasonRequired);
    expect(
      (
        await call('POST', `/api/orders/${order._id}/items/${otherItem.id}/return`, buyer.cookie, {
          reason: 'Too small',
        })
      ).message,
    ).toBe(MESSAGES.returnNotDelivered);
    const [stranger] = await makeBuyers(t.db, 1, 'retstranger');
    expect((await call('POST', returnPath, stranger!.cookie, { reason: 'Mine?' })).status).toBe(404);
    const asked = await call('POST', returnPath, buyer.cookie, {
      reason: 'The colour is not as pictured',
      quantity: 1,
    });
    expect(asked).toMatchObject({ status: 201, message: MESSAGES.returnRequested });
    expect((await call('POST', returnPath, buyer.cookie, { reason: 'Again' })).message).toBe(
      MESSAGES.returnAlreadyAsked,
    );
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.ticketNumber, asked.data.ticketNumber));
    expect(ticket).toMatchObject({
      ticketType: 'buyer',
      issueType: 'Return request',
      orderItemId: item.id,
      sellerId: seller,
    });
    expect(
      (await t.db.select().from(csNotifications).where(eq(csNotifications.ticketId, ticket!.id))).map(
        (row) => row.kind,
      ),
    ).toEqual(['buyer_return']);

    const details = await call('GET', `/api/cs/tickets/${ticket!.id}/return-details`, cookies.get('cs.agent')!);
    expect(details.data.ticket).toMatchObject({
      relatedItems: [{ _id: item.id, quantity: 1 }],
      seller: { id: seller },
    });
    const body = {
      _id: ticket!.id,
      title: 'Item Under Review',
      message: 'Please refund half: the colour differs.',
      sellerId: seller,
      relatedItems: [{ _id: item.id, quantity: 5 }],
      returnType: 'refund',
      refundPercentage: 50,
    };
    expect(
      await call('POST', '/api/cs/returns/create-and-notify', cookies.get('cs.agent')!, {
        ...body,
        title: 'Warnings due to Buyers Complaints',
      }),
    ).toMatchObject({ status: 403, message: MESSAGES.csManagerOnly });
    expect(
      await call('POST', '/api/cs/returns/create-and-notify', cookies.get('cs.agent')!, {
        ...body,
        sellerId: lines[1].sellerId,
      }),
    ).toMatchObject({ status: 400, message: MESSAGES.csSellerMismatch });
    expect(
      (await call('POST', '/api/cs/returns/create-and-notify', cookies.get('cs.agent')!, { ...body, title: '' }))
        .message,
    ).toBe(MESSAGES.csSelectTitle);
    const sent = await call('POST', '/api/cs/returns/create-and-notify', cookies.get('cs.agent')!, body);
    expect(sent).toMatchObject({ status: 201, message: MESSAGES.noticeSent });
    const [request] = await t.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, sent.data.returnRequest._id));
    // The quantity is clamped to the item's; half of what the buyer paid for it, VAT included (decision 0012).
    expect(item.vatCents).toBeGreaterThan(0);
    expect(request).toMatchObject({
      quantity: 1,
      refundPercentage: 50,
      refundCents: Math.round(itemPaidCents(item) / 2),
      noticeType: 'item_under_review',
      source: 'cs_agent',
      status: 'pending',
    });
    expect((await t.db.select().from(tickets).where(eq(tickets.id, ticket!.id)))[0]!.returnKind).toBe('REF');

    const sellerCookie = cookies.get(seller)!;
    expect((await call('GET', '/api/seller/returns/count/pending', sellerCookie)).data.count).toBeGreaterThanOrEqual(1);
    const listed = (await call('GET', '/api/seller/returns', sellerCookie)).data.returns.find(
      (row: { _id: string }) => row._id === request!.id,
    );
    expect(listed).toMatchObject({
      status: 'pending',
      orderNumber: order.orderNumber,
      ticketNumber: ticket!.ticketNumber,
      refundAmount: request!.refundCents / 100,
    });
    expect(
      (
        await call('POST', `/api/seller/returns/${request!.id}/decision`, cookies.get(lines[1].sellerId)!, {
          decision: 'accept',
        })
      ).status,
    ).toBe(404);

    const decisions = await Promise.all(
      [1, 2].map(() =>
        call('POST', `/api/seller/returns/${request!.id}/decision`, sellerCookie, {
          decision: 'accept',
          note: 'Sorry about that',
        }),
      ),
    );
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409]);
    expect(decisions.find((decision) => decision.status === 409)!.message).toBe(MESSAGES.updateRequestDecided);
    const given = await itemRefunds(item.id);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amountCents: request!.refundCents, method: 'gateway', status: 'succeeded' });
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId!));
    expect(charge).toMatchObject({ status: 'succeeded', refundedCents: request!.refundCents });
    expect((await kindsFor(buyer.id)).filter((kind) => kind === 'refund')).toHaveLength(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.paymentStatus).toBe('captured');
    const decided = (await t.db.select().from(csNotifications).where(eq(csNotifications.ticketId, ticket!.id))).find(
      (row) => row.kind === 'seller_decision',
    );
    expect(decided).toMatchObject({ category: 'seller_related', decision: 'accept', notes: 'Sorry about that' });

    // The buyer's history shows the refund on the item.
    const history = (await call('GET', '/api/orders/history', buyer.cookie)).data.orders[0];
    expect(history.items.find((line: { _id: string }) => line._id === item.id).refund).toMatchObject({
      amount: request!.refundCents / 100,
      status: 'succeeded',
    });

    // A manager's close with a full refund gives back only what the seller's refund left.
    expect(
      (
        await call('PUT', `/api/cs/tickets/${ticket!.id}/close`, cookies.get('cs.manager')!, {
          actionTaken: 'refund',
          refundPercentage: 100,
        })
      ).status,
    ).toBe(200);
    const both = await itemRefunds(item.id);
    expect(both.map((refund) => refund.amountCents).sort((a, b) => a - b)).toEqual(
      [request!.refundCents, itemPaidCents(item) - request!.refundCents].sort((a, b) => a - b),
    );
    const [after] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId!));
    expect(after!.refundedCents).toBe(itemPaidCents(item));
  });

  it("the seller's list shows beside the amount asked the amount finally given back, and whether it reached the buyer (issue 38)", async () => {
    const { buyer, order, item, seller } = await deliveredOrder('retgiven', 'credit_card');
    const ticketId = (
      await call('POST', '/api/cs/tickets', cookies.get('cs.agent')!, {
        userId: buyer.id,
        orderId: order._id,
        selectedItems: [item.id],
        issueType: 'Damaged item',
        priority: 'false',
      })
    ).data.ticketId as string;
    const sent = await call('POST', '/api/cs/returns/create-and-notify', cookies.get('cs.agent')!, {
      _id: ticketId,
      title: 'Item Under Review',
      message: 'Please refund it: it came broken.',
      sellerId: seller,
      relatedItems: [{ _id: item.id, quantity: 1 }],
      returnType: 'refund',
      refundPercentage: 100,
    });
    expect(sent.status).toBe(201);
    const requestId = sent.data.returnRequest._id as string;
    const listed = async () =>
      (await call('GET', '/api/seller/returns', cookies.get(seller)!)).data.returns.find(
        (row: { _id: string }) => row._id === requestId,
      );
    expect(await listed()).toMatchObject({ status: 'pending', refundAmount: itemPaidCents(item) / 100, refund: null });
    // The seller gives back a dollar less than asked.
    const given = itemPaidCents(item) - 100;
    expect(
      (
        await call('POST', `/api/seller/returns/${requestId}/decision`, cookies.get(seller)!, {
          decision: 'accept',
          note: 'The box is missing',
          amount: given / 100,
        })
      ).status,
    ).toBe(200);
    expect(await listed()).toMatchObject({
      status: 'accepted',
      refundAmount: itemPaidCents(item) / 100,
      refund: { amount: given / 100, status: 'succeeded' },
    });
  });

  it('a manager closes a cash ticket with a refund: recorded once, never twice for the item', async () => {
    const { buyer, order, item } = await deliveredOrder('cashret', 'cash_on_delivery');
    const made = await call('POST', '/api/cs/tickets', cookies.get('cs.agent')!, {
      userId: buyer.id,
      orderId: order._id,
      selectedItems: [item.id],
      issueType: 'Damaged item',
      priority: 'false',
    });
    const id = made.data.ticketId as string;
    const paid = itemPaidCents(item);
    expect(await call('GET', `/api/cs/tickets/${id}/refund-preview`, cookies.get('cs.manager')!)).toMatchObject({
      data: { outcome: 'refund', paymentMethod: 'cash_on_delivery', paid: paid / 100, refunded: 0 },
    });
    expect(
      (
        await call('PUT', `/api/cs/tickets/${id}/close`, cookies.get('cs.manager')!, {
          actionTaken: 'refund',
          refundPercentage: 40,
        })
      ).status,
    ).toBe(200);
    const [refund] = await itemRefunds(item.id);
    expect(refund).toMatchObject({ method: 'cash', status: 'recorded', amountCents: Math.round((paid * 40) / 100) });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'refund')));
    expect(notice!.message).toContain('in cash');
    // Reopened and closed at 100%: what is left of the item, then nothing more.
    await call('PUT', `/api/cs/tickets/${id}/status`, cookies.get('cs.manager')!, { status: 'pending' });
    expect(
      (
        await call('PUT', `/api/cs/tickets/${id}/close`, cookies.get('cs.manager')!, {
          actionTaken: 'refund',
          refundPercentage: 100,
        })
      ).status,
    ).toBe(200);
    expect((await itemRefunds(item.id)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(paid);
    await call('PUT', `/api/cs/tickets/${id}/status`, cookies.get('cs.manager')!, { status: 'pending' });
    expect(
      await call('PUT', `/api/cs/tickets/${id}/close`, cookies.get('cs.manager')!, {
        actionTaken: 'refund',
        refundPercentage: 100,
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.itemAlreadyRefunded });
    expect(await itemRefunds(item.id)).toHaveLength(2);
    expect((await t.db.select().from(tickets).where(eq(tickets.id, id)))[0]!.status).toBe('pending');

    // The other seller's part is not delivered: its cash was never paid, so the close is refused and the ticket stays open.
    const { otherItem } = await deliveredOrder('unpaidret', 'cash_on_delivery');
    const unpaid = await call('POST', '/api/cs/tickets', cookies.get('cs.agent')!, {
      userId: (await t.db.select().from(orders).where(eq(orders.id, otherItem.orderId)))[0]!.userId,
      orderId: otherItem.orderId,
      selectedItems: [otherItem.id],
      issueType: 'Late delivery',
      priority: 'false',
    });
    expect(
      (await call('GET', `/api/cs/tickets/${unpaid.data.ticketId}/refund-preview`, cookies.get('cs.manager')!)).data,
    ).toMatchObject({ outcome: 'nothing_paid', message: MESSAGES.csRefundNothingPaid });
    expect(
      await call('PUT', `/api/cs/tickets/${unpaid.data.ticketId}/close`, cookies.get('cs.manager')!, {
        actionTaken: 'refund',
        refundPercentage: 40,
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.csRefundNothingPaid });
    expect((await t.db.select().from(tickets).where(eq(tickets.id, unpaid.data.ticketId)))[0]).toMatchObject({
      status: 'pending',
      refundPercentage: null,
    });
    expect(await itemRefunds(otherItem.id)).toHaveLength(0);
  });

  it('a rejected return tells the buyer why; a return after 14 days is refused', async () => {
    const { buyer, order, item, seller } = await deliveredOrder('rejret', 'cash_on_delivery');
    const asked = await call('POST', `/api/orders/${order._id}/items/${item.id}/return`, buyer.cookie, {
      reason: 'Changed my mind',
    });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.ticketNumber, asked.data.ticketNumber));
    const sent = await call('POST', '/api/cs/returns/create-and-notify', cookies.get('cs.manager')!, {
      _id: ticket!.id,
      title: 'Other',
      customTitle: 'Return request',
      sellerId: seller,
      relatedItems: [{ _id: item.id, quantity: 1 }],
      returnType: 'standard_return',
    });
    expect(sent.status).toBe(201);
    const rejected = await call(
      'POST',
      `/api/seller/returns/${sent.data.returnRequest._id}/decision`,
      cookies.get(seller)!,
      { decision: 'reject', note: 'Worn and washed' },
    );
    expect(rejected).toMatchObject({ status: 200, data: { status: 'rejected', refundId: null } });
    expect(await itemRefunds(item.id)).toHaveLength(0);
    const [declined] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'return_declined')));
    expect(declined!.message).toContain('Worn and washed');

    const late = await deliveredOrder('lateret', 'cash_on_delivery');
    await t.db
      .update(sellerOrders)
      .set({ deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(sellerOrders.id, late.item.sellerOrderId));
    expect(
      (
        await call('POST', `/api/orders/${late.order._id}/items/${late.item.id}/return`, late.buyer.cookie, {
          reason: 'Late',
        })
      ).message,
    ).toBe(returnWindowClosedMessage(14));
  });

  it('the return window is the setting admins choose (14 days unless they set another), and the refusal names it (issue 24)', async () => {
    const setWindow = async (days: number) =>
      expect((await call('PUT', '/api/admin/settings', cookies.get('admin')!, { returnWindowDays: days })).status).toBe(
        200,
      );
    const deliveredDaysAgo = async (prefix: string, days: number) => {
      const delivered = await deliveredOrder(prefix, 'cash_on_delivery');
      await t.db
        .update(sellerOrders)
        .set({ deliveredAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(sellerOrders.id, delivered.item.sellerOrderId));
      return (reason: string) =>
        call('POST', `/api/orders/${delivered.order._id}/items/${delivered.item.id}/return`, delivered.buyer.cookie, {
          reason,
        });
    };
    try {
      expect((await call('GET', '/api/config', '')).data.returnWindowDays).toBe(14);
      const fifteen = await deliveredDaysAgo('window15', 15);
      expect((await fifteen('Too late at 14 days')).message).toBe('Returns are accepted within 14 days of delivery.');
      await setWindow(20);
      expect((await call('GET', '/api/config', '')).data.returnWindowDays).toBe(20);
      expect((await fifteen('Within 20 days')).status).toBe(201);
      const twelve = await deliveredDaysAgo('window12', 12);
      await setWindow(10);
      expect((await twelve('Too late at 10 days')).message).toBe('Returns are accepted within 10 days of delivery.');
      await setWindow(1);
      expect((await twelve('Too late at 1 day')).message).toBe('Returns are accepted within 1 day of delivery.');
    } finally {
      await setWindow(14);
    }
  });
});
