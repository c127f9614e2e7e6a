import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { DESK_ISSUE_TYPES, issueTypeNameKey } from '@souk/shared/schemas/cs';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { csNotifications, faqs, tickets } from './cs.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

const NIL = '00000000-0000-4000-8000-000000000000';
const DESK = ['cs.agent', 'cs.manager', 'cs.supervisor'];
const OUTSIDERS = ['buyer', 'seller.self', 'admin', 'dataentry'];

/** The demo buyer (phone 71000001), one of their orders and an item of it. */
async function buyerCase() {
  const user = (await f.call('GET', '/api/cs/lookup-user/71000001', f.cookies['cs.agent'])).data.user as {
    id: string;
    name: string;
    phone: string;
  };
  const orders = (await f.call('GET', `/api/cs/user/${user.id}/orders`, f.cookies['cs.agent'])).data.orders as {
    id: string;
    orderNumber: string;
    items: { _id: string; name: string; product: { seller: string } }[];
  }[];
  const order = orders[0]!;
  return { user, order, item: order.items[0]! };
}

describe('the desk is the customer-service roles’ own', () => {
  const reads = [
    '/api/cs/lookup-user/71000001',
    '/api/cs/sellers/all',
    `/api/cs/user/${NIL}/orders`,
    `/api/cs/order/${NIL}/items`,
    `/api/cs/seller/${NIL}/orders`,
    `/api/cs/orders/${NIL}/details`,
    '/api/cs/issue-types?userType=client',
    '/api/cs/seller-issue-types',
    '/api/cs/tickets?ticketType=buyer',
    '/api/cs/agents/mention',
    '/api/cs/faqs?type=buyer',
    '/api/cs/notifications/unread-count',
    '/api/cs/notifications?category=buyer_related',
    '/api/cs/manager/issue-types',
    '/api/cs/support-messages',
    `/api/cs/tickets/${NIL}/return-details`,
    `/api/cs/tickets/${NIL}/refund-preview`,
    '/api/dashboard/buyer-profile-management/search-by-phone/71000001',
    `/api/dashboard/buyer-profile-management/user-orders/${NIL}`,
    '/api/dashboard/seller-profile-management/search-by-phone/71000002',
  ];
  const writes: [method: 'POST' | 'PUT' | 'DELETE', path: string][] = [
    ['POST', '/api/cs/tickets'],
    ['POST', '/api/cs/seller-tickets'],
    ['PUT', `/api/cs/tickets/${NIL}/close`],
    ['PUT', `/api/cs/tickets/${NIL}/escalate`],
    ['PUT', `/api/cs/tickets/${NIL}/status`],
    ['POST', `/api/cs/tickets/${NIL}/mention`],
    ['POST', '/api/cs/faqs'],
    ['PUT', `/api/cs/faqs/${NIL}`],
    ['DELETE', `/api/cs/faqs/${NIL}`],
    ['PUT', '/api/cs/faqs/reorder'],
    ['POST', '/api/cs/manager/issue-types'],
    ['DELETE', `/api/cs/manager/issue-types/${NIL}`],
    ['PUT', '/api/cs/notifications/mark-all-read'],
    ['POST', '/api/cs/returns/create-and-notify'],
    ['PUT', `/api/cs/support-messages/${NIL}`],
    ['PUT', `/api/dashboard/buyer-profile-management/update-user/${NIL}`],
    ['PUT', `/api/dashboard/seller-profile-management/update-seller/${NIL}`],
  ];

  it('visitors get 401; buyers, sellers, admins and data entry 403; the desk gets in', async () => {
    for (const path of reads) {
      expect((await f.call('GET', path)).status, path).toBe(401);
      for (const who of OUTSIDERS)
        expect((await f.call('GET', path, f.cookies[who])).status, `${who} ${path}`).toBe(403);
      for (const who of DESK.slice(1))
        expect((await f.call('GET', path, f.cookies[who])).status, `${who} ${path}`).not.toBeOneOf([401, 403]);
    }
    for (const [method, path] of writes) {
      expect((await f.call(method, path, undefined, {})).status, path).toBe(401);
      for (const who of OUTSIDERS)
        expect((await f.call(method, path, f.cookies[who], {})).status, `${who} ${method} ${path}`).toBe(403);
    }
  });

  it("the sellers' own paths: sellers in, the desk and buyers out", async () => {
    for (const path of [
      '/api/seller/returns',
      '/api/seller/returns/count/pending',
      '/api/seller/issue-requests',
      '/api/seller/issue-requests/orders',
      '/api/seller/issue-requests/issue-types',
      '/api/seller/faqs',
    ]) {
      expect((await f.call('GET', path)).status, path).toBe(401);
      for (const who of ['buyer', 'cs.agent', 'cs.manager', 'admin'])
        expect((await f.call('GET', path, f.cookies[who])).status, `${who} ${path}`).toBe(403);
      for (const who of ['seller.self', 'seller.managed'])
        expect((await f.call('GET', path, f.cookies[who])).status, `${who} ${path}`).toBe(200);
    }
    expect(
      (await f.call('POST', `/api/seller/returns/${NIL}/decision`, f.cookies['cs.agent'], { decision: 'accept' }))
        .status,
    ).toBe(403);
    expect((await f.call('POST', `/api/orders/${NIL}/items/${NIL}/return`, undefined, { reason: 'x' })).status).toBe(
      401,
    );
  });

  it('bad input to the desk is a 4xx, never a 5xx', async () => {
    const huge = 'x'.repeat(100_000);
    const cases: [method: 'GET' | 'POST' | 'PUT', path: string, body?: object][] = [
      ['GET', `/api/cs/tickets?ticketType=buyer&page=1e308&limit=NaN`],
      ['GET', `/api/cs/tickets?ticketType=buyer&search=${huge.slice(0, 5000)}`],
      ['GET', '/api/cs/lookup-user/99999999999999999999'],
      ['POST', '/api/cs/tickets', { userId: 'not-a-uuid', orderId: NIL, selectedItems: [NIL], issueType: huge }],
      ['POST', '/api/cs/faqs', { type: 'buyer', question: 'q\u0000', answer: 'a', category: 'general' }],
      ['PUT', `/api/cs/tickets/${NIL}/close`, { actionTaken: 'account', note: huge }],
      [
        'POST',
        '/api/cs/returns/create-and-notify',
        { _id: NIL, title: 'Other', sellerId: NIL, relatedItems: [{ _id: NIL, quantity: 1e308 }] },
      ],
      ['PUT', `/api/cs/support-messages/${NIL}`, { answer: huge }],
      ['PUT', '/api/cs/faqs/reorder', { type: 'buyer', ids: [NIL, 'nope'] }],
    ];
    for (const [method, path, body] of cases) {
      const { status } = await f.call(method, path.slice(0, 6000), f.cookies['cs.manager'], body);
      expect(status, `${method} ${path.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(status, `${method} ${path.slice(0, 60)}`).toBeLessThan(500);
    }
  });

  it('issue types are kept by managers (cs_supervisor too); an agent is told why not', async () => {
    const refused = await f.call('POST', '/api/cs/manager/issue-types', f.cookies['cs.agent'], {
      userType: 'client',
      value: 'Broken seal',
    });
    expect(refused).toMatchObject({ status: 403, message: MESSAGES.csManagerOnly });
    expect((await f.call('GET', '/api/cs/manager/issue-types', f.cookies['cs.agent'])).status).toBe(403);

    const added = await f.call('POST', '/api/cs/manager/issue-types', f.cookies['cs.supervisor'], {
      userType: 'client',
      value: 'Broken seal',
    });
    expect(added).toMatchObject({
      status: 201,
      message: MESSAGES.csIssueSaved,
      data: { issueType: { userType: 'client', value: 'Broken seal', label: 'Broken seal' } },
    });
    expect(
      (
        await f.call('POST', '/api/cs/manager/issue-types', f.cookies['cs.manager'], {
          userType: 'client',
          value: 'broken SEAL',
        })
      ).status,
    ).toBe(409);
    expect((await f.call('GET', '/api/cs/issue-types?userType=client', f.cookies['cs.agent'])).data).toContainEqual({
      value: 'Broken seal',
      label: 'Broken seal',
      labelAr: '',
    });
    const edited = await f.call(
      'PUT',
      `/api/cs/manager/issue-types/${added.data.issueType._id}`,
      f.cookies['cs.manager'],
      { value: 'Seal broken' },
    );
    expect(edited.data.issueType).toMatchObject({ value: 'Seal broken', label: 'Seal broken' });
    const grouped = (await f.call('GET', '/api/cs/manager/issue-types', f.cookies['cs.manager'])).data.issueTypes;
    expect(grouped.client.map((issue: { value: string }) => issue.value)).toContain('Seal broken');
    expect(grouped.seller.length).toBeGreaterThan(0);
    expect(
      (
        await f.call('POST', '/api/cs/manager/issue-types', f.cookies['cs.manager'], {
          userType: 'client',
          value: 'x'.repeat(401),
        })
      ).message,
    ).toBe(MESSAGES.csTextTooLong);
    expect(
      (await f.call('DELETE', `/api/cs/manager/issue-types/${added.data.issueType._id}`, f.cookies['cs.manager']))
        .message,
    ).toBe(MESSAGES.csIssueDeleted);
    expect(
      await f.call('DELETE', `/api/cs/manager/issue-types/${added.data.issueType._id}`, f.cookies['cs.manager']),
    ).toMatchObject({ status: 404, message: MESSAGES.csInvalidIssueId });
  });
});

describe('tickets', () => {
  it('a buyer ticket: looked up by phone, numbered in sequence, assigned to its agent, in the list and the drawer', async () => {
    expect(await f.call('GET', '/api/cs/lookup-user/70999999', f.cookies['cs.agent'])).toMatchObject({
      status: 404,
      message: MESSAGES.csNoUserFound,
    });
    expect((await f.call('GET', '/api/cs/lookup-user/71a', f.cookies['cs.agent'])).message).toBe(
      MESSAGES.csPhoneInvalid,
    );
    const { user, order, item } = await buyerCase();
    expect(user).toMatchObject({ name: 'Rami Haddad', phone: '+96171000001' });
    expect(
      (await f.call('GET', `/api/cs/order/${order.id}/items`, f.cookies['cs.agent'])).data.items.map(
        (row: { _id: string }) => row._id,
      ),
    ).toContain(item._id);

    const noItem = await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], {
      userId: user.id,
      orderId: order.id,
      selectedItems: [],
      issueType: 'Damaged item',
      priority: 'false',
    });
    expect(noItem).toMatchObject({ status: 400, message: MESSAGES.csSelectItem });
    const before = await t.db.select().from(tickets);
    const body = {
      customerPhone: '71000001',
      customerName: user.name,
      ticketType: 'buyer',
      userId: user.id,
      orderId: order.id,
      selectedItems: [item._id],
      issueType: 'Damaged item',
      notes: 'Cracked lid',
      priority: 'true',
    };
    const first = await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], body);
    const second = await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], {
      ...body,
      priority: 'false',
      issueType: 'Late delivery',
    });
    expect(first).toMatchObject({ status: 201, message: MESSAGES.ticketCreated });
    expect(second.data.ticketNumber).toBe(first.data.ticketNumber + 1);
    expect(Math.max(...before.map((row) => row.ticketNumber))).toBeLessThan(first.data.ticketNumber);

    const list = await f.call('GET', '/api/cs/tickets?ticketType=buyer&search=71000001', f.cookies['cs.manager']);
    const mine = list.data.tickets.find(
      (row: { ticketNumber: number }) => row.ticketNumber === first.data.ticketNumber,
    );
    expect(mine).toMatchObject({
      status: 'pending',
      priority: true,
      orderId: order.orderNumber,
      phoneNumber: '+96171000001',
      item: item.name,
      clientIssue: 'Damaged item',
      assignedTo: { id: f.ids['cs.agent'], name: 'Lina Fares', isManager: false },
      seller: { id: item.product.seller },
    });
    expect(
      (
        await f.call('GET', `/api/cs/tickets?ticketType=buyer&search=${first.data.ticketNumber}`, f.cookies['cs.agent'])
      ).data.tickets.map((row: { ticketNumber: number }) => row.ticketNumber),
    ).toEqual([first.data.ticketNumber]);
    expect(
      (await f.call('GET', '/api/cs/tickets?ticketType=seller&search=71000001', f.cookies['cs.agent'])).data.tickets,
    ).toEqual([]);

    const drawer = (await f.call('GET', '/api/cs/notifications?category=buyer_related', f.cookies['cs.supervisor']))
      .data.notifications;
    expect(drawer.find((row: { ticketNumber: number }) => row.ticketNumber === first.data.ticketNumber)).toMatchObject({
      read: false,
      issueType: 'Damaged item',
      customerInfo: { phone: '+96171000001' },
      orderNumber: order.orderNumber,
    });
  });

  it('filters, pages of 6 and date rules', async () => {
    const { user, order, item } = await buyerCase();
    const body = {
      userId: user.id,
      orderId: order.id,
      selectedItems: [item._id],
      issueType: 'Wrong item received',
      priority: 'false',
    };
    for (let index = 0; index < 7; index++) await f.call('POST', '/api/cs/tickets', f.cookies['cs.manager'], body);
    const page1 = await f.call(
      'GET',
      '/api/cs/tickets?ticketType=buyer&issueType=Wrong%20item%20received',
      f.cookies['cs.agent'],
    );
    expect(page1.data.tickets).toHaveLength(6);
    expect(page1.data.pagination.pages).toBeGreaterThanOrEqual(2);
    const page2 = await f.call(
      'GET',
      '/api/cs/tickets?ticketType=buyer&issueType=Wrong%20item%20received&page=2',
      f.cookies['cs.agent'],
    );
    expect(page2.data.tickets.length).toBeGreaterThanOrEqual(1);
    expect(
      page2.data.tickets.some((row: { _id: string }) =>
        page1.data.tickets.some((other: { _id: string }) => other._id === row._id),
      ),
    ).toBe(false);
    const byManager = await f.call(
      'GET',
      `/api/cs/tickets?ticketType=buyer&agentId=${f.ids['cs.manager']}`,
      f.cookies['cs.agent'],
    );
    expect(
      byManager.data.tickets.every((row: { assignedTo: { id: string } }) => row.assignedTo.id === f.ids['cs.manager']),
    ).toBe(true);
    // The desk's days are Beirut's (+02:00): after 22:00 UTC the UTC date is already yesterday there.
    const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (
        await f.call(
          'GET',
          `/api/cs/tickets?ticketType=buyer&dateFrom=${today}&dateTo=${today}&priority=false`,
          f.cookies['cs.agent'],
        )
      ).data.pagination.total,
    ).toBeGreaterThanOrEqual(7);
    expect(
      (await f.call('GET', '/api/cs/tickets?ticketType=buyer&dateFrom=2099-01-01', f.cookies['cs.agent'])).data.tickets,
    ).toEqual([]);
    expect(
      await f.call(
        'GET',
        '/api/cs/tickets?ticketType=buyer&dateFrom=2026-02-01&dateTo=2026-01-01',
        f.cookies['cs.agent'],
      ),
    ).toMatchObject({ status: 400, message: MESSAGES.csDatesInvalid });
  });

  it('status rules: an agent escalates to the manager and cannot reopen; only a manager closes with a refund or reopens', async () => {
    const { user, order, item } = await buyerCase();
    const made = await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], {
      userId: user.id,
      orderId: order.id,
      selectedItems: [item._id],
      issueType: 'Refund request',
      priority: 'false',
    });
    const id = made.data.ticketId as string;
    const row = async () => (await t.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/escalate`, f.cookies['cs.manager'], { escalationNote: 'mine' }),
    ).toMatchObject({ status: 409, message: MESSAGES.csCannotEscalate });
    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/escalate`, f.cookies['cs.agent'], {
        escalationNote: 'Buyer insists on a refund',
      }),
    ).toMatchObject({ status: 200, message: MESSAGES.ticketEscalated });
    expect(await row()).toMatchObject({ status: 'escalated', escalatedTo: f.ids['cs.manager'] });
    expect((await f.call('PUT', `/api/cs/tickets/${id}/escalate`, f.cookies['cs.agent'], {})).status).toBe(409);
    const managerTab = (
      await f.call('GET', '/api/cs/notifications?category=management_related', f.cookies['cs.manager'])
    ).data.notifications;
    expect(
      managerTab.some((note: { ticketId: string; kind: string }) => note.ticketId === id && note.kind === 'escalation'),
    ).toBe(true);
    const agentTab = (await f.call('GET', '/api/cs/notifications?category=management_related', f.cookies['cs.agent']))
      .data.notifications;
    expect(agentTab.some((note: { ticketId: string }) => note.ticketId === id)).toBe(false);

    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/close`, f.cookies['cs.agent'], {
        actionTaken: 'refund',
        refundPercentage: 50,
      }),
    ).toMatchObject({ status: 403, message: MESSAGES.csRefundManagerOnly });
    expect(
      (
        await f.call('PUT', `/api/cs/tickets/${id}/close`, f.cookies['cs.manager'], {
          actionTaken: 'refund',
          refundPercentage: 101,
        })
      ).message,
    ).toBe(MESSAGES.csRefundPercentage);
    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/close`, f.cookies['cs.agent'], { actionTaken: 'account' }),
    ).toMatchObject({ status: 200, message: MESSAGES.ticketClosed });
    expect(await row()).toMatchObject({
      status: 'closed',
      closedBy: f.ids['cs.agent'],
      actionTaken: 'account',
      refundPercentage: null,
    });
    expect(
      (await f.call('PUT', `/api/cs/tickets/${id}/close`, f.cookies['cs.agent'], { actionTaken: 'account' })).status,
    ).toBe(409);

    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/status`, f.cookies['cs.agent'], { status: 'pending' }),
    ).toMatchObject({ status: 403, message: MESSAGES.csPendingManagerOnly });
    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/status`, f.cookies['cs.supervisor'], { status: 'pending' }),
    ).toMatchObject({ status: 200, message: MESSAGES.ticketStatusChanged });
    expect(await row()).toMatchObject({ status: 'pending', closedBy: null });
    // The demo buyer's newest order is cash on delivery and not delivered: a refund is refused, the ticket stays open.
    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/close`, f.cookies['cs.manager'], {
        actionTaken: 'refund',
        refundPercentage: 40,
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.csRefundNothingPaid });
    expect(await row()).toMatchObject({ status: 'pending', actionTaken: null, refundPercentage: null });
    expect(
      await f.call('PUT', `/api/cs/tickets/${id}/close`, f.cookies['cs.manager'], { actionTaken: 'return' }),
    ).toMatchObject({ status: 200 });
    const listed = (
      await f.call('GET', `/api/cs/tickets?ticketType=buyer&search=${made.data.ticketNumber}`, f.cookies['cs.agent'])
    ).data.tickets[0];
    expect(listed.resolution).toMatchObject({
      closedByName: 'Omar Daher',
      actionType: 'return',
      refundPercentage: null,
    });
  });

  it('mentions reach only the mentioned agent; read marks and the unread count follow', async () => {
    const { user, order, item } = await buyerCase();
    const made = await f.call('POST', '/api/cs/tickets', f.cookies['cs.manager'], {
      userId: user.id,
      orderId: order.id,
      selectedItems: [item._id],
      issueType: 'Missing item',
      priority: 'false',
    });
    const agents = (await f.call('GET', '/api/cs/agents/mention', f.cookies['cs.manager'])).data as {
      _id: string;
      userName: string;
    }[];
    expect(agents.map((agent) => agent.userName)).toEqual(expect.arrayContaining(['cs.agent', 'cs.supervisor']));
    expect(agents.map((agent) => agent.userName)).not.toContain('cs.manager');
    expect(
      (
        await f.call('POST', `/api/cs/tickets/${made.data.ticketId}/mention`, f.cookies['cs.manager'], {
          mentionNote: '',
          mentionedAgentId: f.ids['cs.agent'],
        })
      ).message,
    ).toBe(MESSAGES.csMentionNoteRequired);
    expect(
      (
        await f.call('POST', `/api/cs/tickets/${made.data.ticketId}/mention`, f.cookies['cs.manager'], {
          mentionNote: 'Call the buyer',
          mentionedAgentId: f.ids.admin,
        })
      ).message,
    ).toBe(MESSAGES.csAgentNotFound);

    const before = (await f.call('GET', '/api/cs/notifications/unread-count', f.cookies['cs.agent'])).data;
    expect(
      await f.call('POST', `/api/cs/tickets/${made.data.ticketId}/mention`, f.cookies['cs.manager'], {
        mentionNote: 'Call the buyer',
        mentionedAgentId: f.ids['cs.agent'],
      }),
    ).toMatchObject({ status: 200, message: MESSAGES.ticketMentioned });
    const after = (await f.call('GET', '/api/cs/notifications/unread-count', f.cookies['cs.agent'])).data;
    expect(after.management).toBe(before.management + 1);
    const [mention] = (await f.call('GET', '/api/cs/notifications?category=management_related', f.cookies['cs.agent']))
      .data.notifications;
    expect(mention).toMatchObject({
      kind: 'mention',
      notes: 'Call the buyer',
      ticketNumber: made.data.ticketNumber,
      read: false,
    });
    // Someone else's mention cannot be marked by another agent.
    expect(
      (await f.call('PUT', `/api/cs/notifications/${mention._id}/mark-read`, f.cookies['cs.supervisor'])).status,
    ).toBe(404);
    const marked = await f.call('PUT', `/api/cs/notifications/${mention._id}/mark-read`, f.cookies['cs.agent']);
    expect(marked.data.totalUnread).toBe(after.totalUnread - 1);
    await f.call('PUT', '/api/cs/notifications/mark-all-read', f.cookies['cs.agent'], { category: 'buyer_related' });
    expect((await f.call('GET', '/api/cs/notifications/unread-count', f.cookies['cs.agent'])).data.buyers).toBe(0);
    const [shared] = await t.db.select().from(csNotifications).where(eq(csNotifications.ticketId, made.data.ticketId));
    expect(shared!.readAt).not.toBeNull();
  });

  it('a seller ticket is about an order the seller has a part of', async () => {
    const seller = (await f.call('GET', '/api/cs/sellers/all', f.cookies['cs.agent'])).data.sellers.find(
      (row: { _id: string }) => row._id === f.ids['seller.self'],
    );
    expect(seller).toMatchObject({ businessName: expect.any(String) });
    const orders = (await f.call('GET', `/api/cs/seller/${f.ids['seller.self']}/orders`, f.cookies['cs.agent'])).data
      .orders;
    const foreign = (await f.call('GET', `/api/cs/seller/${f.ids.other}/orders`, f.cookies['cs.agent'])).status;
    expect(foreign).toBe(404);
    const made = await f.call('POST', '/api/cs/seller-tickets', f.cookies['cs.agent'], {
      ticketType: 'seller',
      sellerId: f.ids['seller.self'],
      orderId: orders[0].id,
      issueType: 'Payout question',
      description: 'Asks when the payout comes',
      priority: 'false',
    });
    expect(made).toMatchObject({ status: 201, message: MESSAGES.ticketCreated });
    const listed = (
      await f.call('GET', `/api/cs/tickets?ticketType=seller&search=${made.data.ticketNumber}`, f.cookies['cs.agent'])
    ).data.tickets[0];
    expect(listed).toMatchObject({
      ticketType: 'seller',
      clientIssue: 'Payout question',
      businessName: seller.businessName,
      orderId: orders[0].orderNumber,
    });
    const sellerTab = (await f.call('GET', '/api/cs/notifications?category=seller_related', f.cookies['cs.agent'])).data
      .notifications;
    expect(sellerTab.some((note: { ticketNumber: number }) => note.ticketNumber === made.data.ticketNumber)).toBe(true);
    // An order the seller has no part of is refused (the other shop has sold nothing).
    const wrong = await f.call('POST', '/api/cs/seller-tickets', f.cookies['cs.agent'], {
      sellerId: f.ids.other,
      orderId: orders[0].id,
      issueType: 'Order dispute',
    });
    expect(wrong).toMatchObject({ status: 400, message: MESSAGES.csOrderMismatch });
  });

  it("only the desk's issue types of the ticket's side are taken, in the desk's spelling (issue 24)", async () => {
    const { user, order, item } = await buyerCase();
    const buyerTicket = { userId: user.id, orderId: order.id, selectedItems: [item._id], priority: 'false' };
    const before = (await t.db.select().from(tickets)).length;
    const refused = {
      status: 400,
      message: MESSAGES.csIssueUnknown,
      errors: [{ path: 'issueType', msg: MESSAGES.csIssueUnknown }],
    };
    // Not on the list, or the other side's.
    for (const issueType of ['damaged_item', 'Payout question'])
      expect(
        await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], { ...buyerTicket, issueType }),
        issueType,
      ).toMatchObject(refused);
    const orders = (await f.call('GET', `/api/cs/seller/${f.ids['seller.self']}/orders`, f.cookies['cs.agent'])).data
      .orders as { id: string }[];
    const sellerTicket = {
      ticketType: 'seller',
      sellerId: f.ids['seller.self'],
      orderId: orders[0]!.id,
      priority: 'false',
    };
    for (const issueType of ['payout', 'Damaged item'])
      expect(
        await f.call('POST', '/api/cs/seller-tickets', f.cookies['cs.agent'], { ...sellerTicket, issueType }),
        issueType,
      ).toMatchObject(refused);
    const own = (await f.call('GET', '/api/seller/issue-requests/orders', f.cookies['seller.self'])).data.orders as {
      id: string;
    }[];
    expect(
      await f.call('POST', '/api/seller/issue-requests', f.cookies['seller.self'], {
        orderId: own[0]!.id,
        issueType: 'damaged_item',
        description: 'Made up',
      }),
    ).toMatchObject(refused);
    expect((await t.db.select().from(tickets)).length).toBe(before);

    // Another case is the same issue type, kept as the desk writes it.
    const made = await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], {
      ...buyerTicket,
      issueType: '  damaged ITEM ',
    });
    expect(made.status).toBe(201);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.ticketNumber, made.data.ticketNumber));
    expect(row!.issueType).toBe('Damaged item');
    // One a manager adds is taken; once removed, it is not.
    const added = await f.call('POST', '/api/cs/manager/issue-types', f.cookies['cs.manager'], {
      userType: 'client',
      value: 'Broken zipper',
    });
    expect(
      (await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], { ...buyerTicket, issueType: 'Broken zipper' }))
        .status,
    ).toBe(201);
    await f.call('DELETE', `/api/cs/manager/issue-types/${added.data.issueType._id}`, f.cookies['cs.manager']);
    expect(
      await f.call('POST', '/api/cs/tickets', f.cookies['cs.agent'], { ...buyerTicket, issueType: 'Broken zipper' }),
    ).toMatchObject(refused);
  });
});

describe('seller issue requests', () => {
  it('a seller files one about an order; an agent answers it by closing; the seller reads the answer', async () => {
    const seller = f.cookies['seller.self']!;
    expect((await f.call('GET', '/api/seller/issue-requests/orders', f.cookies.buyer)).status).toBe(403);
    const orders = (await f.call('GET', '/api/seller/issue-requests/orders', seller)).data.orders as {
      id: string;
      orderNumber: string;
    }[];
    const items = (await f.call('GET', `/api/seller/issue-requests/orders/${orders[0]!.id}/items`, seller)).data
      .items as { _id: string }[];
    const [issue] = (await f.call('GET', '/api/seller/issue-requests/issue-types', seller)).data as { value: string }[];
    expect(
      (
        await f.call('POST', '/api/seller/issue-requests', seller, {
          orderId: orders[0]!.id,
          issueType: issue!.value,
          description: '',
        })
      ).message,
    ).toBe(MESSAGES.issueDescriptionRequired);
    expect(
      (
        await f.call('POST', '/api/seller/issue-requests', f.cookies.other, {
          orderId: orders[0]!.id,
          issueType: issue!.value,
          description: 'Not mine',
        })
      ).status,
    ).toBe(404);
    const sent = await f.call('POST', '/api/seller/issue-requests', seller, {
      orderId: orders[0]!.id,
      itemId: items[0]!._id,
      issueType: issue!.value,
      description: 'The courier never picked it up.',
    });
    expect(sent).toMatchObject({ status: 201, message: MESSAGES.issueRequestSent });

    const listed = (
      await f.call('GET', `/api/cs/tickets?ticketType=seller&search=${sent.data.ticketNumber}`, f.cookies['cs.agent'])
    ).data.tickets[0];
    expect(listed).toMatchObject({
      ticketType: 'seller',
      clientIssue: issue!.value,
      assignedTo: null,
      orderId: orders[0]!.orderNumber,
    });
    expect(
      (
        await f.call('PUT', `/api/cs/tickets/${listed._id}/close`, f.cookies['cs.agent'], {
          actionTaken: 'account',
          note: 'The courier comes tomorrow at 10.',
        })
      ).status,
    ).toBe(200);
    const mine = (await f.call('GET', '/api/seller/issue-requests', seller)).data.requests.find(
      (request: { ticketNumber: number }) => request.ticketNumber === sent.data.ticketNumber,
    );
    expect(mine).toMatchObject({
      status: 'closed',
      answer: 'The courier comes tomorrow at 10.',
      description: 'The courier never picked it up.',
    });
    const notices = (await f.call('GET', '/api/seller/notifications', seller)).data.notifications as {
      title: string;
      message: string;
    }[];
    expect(
      notices.some(
        (notice) =>
          notice.title === `Request #${sent.data.ticketNumber} answered` &&
          notice.message === 'The courier comes tomorrow at 10.',
      ),
    ).toBe(true);
  });
});

describe('the support inbox', () => {
  it('checkout and contact messages wait in the desk; an answer is e-mailed once; one turned into a ticket leaves the list', async () => {
    await f.call('POST', '/api/contact-us', undefined, {
      name: 'Hala',
      email: 'hala@example.com',
      phone: '71222333',
      message: 'Do you ship to Zahle?',
    });
    await f.call('POST', '/api/cs/support-request', undefined, {
      name: 'Karim',
      phone: '71444555',
      message: 'My card was charged twice.',
    });
    expect((await f.call('GET', '/api/cs/support-messages', f.cookies.buyer)).status).toBe(403);
    const open = (await f.call('GET', '/api/cs/support-messages', f.cookies['cs.agent'])).data.messages as {
      _id: string;
      name: string;
      source: string;
      email: string | null;
    }[];
    const hala = open.find((message) => message.name === 'Hala')!;
    const karim = open.find((message) => message.name === 'Karim')!;
    expect(hala).toMatchObject({ source: 'contact', email: 'hala@example.com' });
    expect(karim).toMatchObject({ source: 'support', email: null });
    expect(
      (await f.call('PUT', `/api/cs/support-messages/${hala._id}`, f.cookies['cs.agent'], { answer: '' })).message,
    ).toBe(MESSAGES.supportAnswerRequired);
    expect(
      await f.call('PUT', `/api/cs/support-messages/${hala._id}`, f.cookies['cs.agent'], {
        answer: 'Yes, in two days.',
      }),
    ).toMatchObject({ status: 200, message: MESSAGES.supportAnswered });
    expect(
      (await f.call('PUT', `/api/cs/support-messages/${hala._id}`, f.cookies['cs.agent'], { answer: 'Again' })).message,
    ).toBe(MESSAGES.supportMessageNotFound);
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'hala@example.com'));
    expect(mails.map((mail) => mail.body.includes('Yes, in two days.'))).toEqual([true]);
    expect(
      (await f.call('PUT', `/api/cs/support-messages/${karim._id}`, f.cookies['cs.agent'], { ticketed: true })).status,
    ).toBe(200);
    const stillOpen = (await f.call('GET', '/api/cs/support-messages', f.cookies['cs.agent'])).data.messages as {
      _id: string;
    }[];
    expect(stillOpen.map((message) => message._id)).not.toEqual(expect.arrayContaining([hala._id]));
    expect(stillOpen.some((message) => message._id === karim._id)).toBe(false);
    const handled = (await f.call('GET', '/api/cs/support-messages?status=handled', f.cookies['cs.agent'])).data
      .messages as { _id: string; status: string }[];
    expect(
      handled
        .filter((message) => [hala._id, karim._id].includes(message._id))
        .map((message) => message.status)
        .sort(),
    ).toEqual(['answered', 'ticketed']);
  });
});

describe('FAQs', () => {
  it('limits, order, delete; buyers read theirs on the Help Center and sellers theirs', async () => {
    const bad = await f.call('POST', '/api/cs/faqs', f.cookies['cs.agent'], {
      type: 'buyer',
      question: 'q'.repeat(101),
      answer: 'a'.repeat(401),
      category: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { msg: MESSAGES.faqQuestionTooLong, path: 'question' },
        { msg: MESSAGES.faqAnswerTooLong, path: 'answer' },
        { msg: MESSAGES.faqCategoryRequired, path: 'category' },
      ]),
    );
    expect(
      (
        await f.call('POST', '/api/cs/faqs', f.cookies['cs.agent'], {
          type: 'buyer',
          question: '  ',
          answer: 'x',
          category: 'general',
        })
      ).message,
    ).toBe(MESSAGES.faqQuestionRequired);
    const count = (await f.call('GET', '/api/cs/faqs?type=buyer', f.cookies['cs.agent'])).data.faqs.length as number;
    const made = await f.call('POST', '/api/cs/faqs', f.cookies['cs.agent'], {
      type: 'buyer',
      question: 'Do you deliver to Tyre?',
      answer: 'Yes, everywhere in Lebanon.',
      category: 'shipping',
    });
    expect(made).toMatchObject({ status: 201, message: MESSAGES.faqSaved, data: { faq: { displayOrder: count + 1 } } });
    expect((await f.call('GET', '/api/faqs')).data.faqs.at(-1)).toMatchObject({ question: 'Do you deliver to Tyre?' });
    expect(
      (await f.call('GET', '/api/seller/faqs', f.cookies['seller.self'])).data.faqs.some(
        (faq: { question: string }) => faq.question === 'Do you deliver to Tyre?',
      ),
    ).toBe(false);
    expect((await f.call('GET', '/api/seller/faqs', f.cookies.buyer)).status).toBe(403);

    const ids = (
      (await f.call('GET', '/api/cs/faqs?type=buyer', f.cookies['cs.agent'])).data.faqs as { _id: string }[]
    ).map((faq) => faq._id);
    const reordered = await f.call('PUT', '/api/cs/faqs/reorder', f.cookies['cs.agent'], {
      type: 'buyer',
      ids: [ids.at(-1), ...ids.slice(0, -1)],
    });
    expect(reordered.data.faqs[0]).toMatchObject({ _id: made.data.faq._id, displayOrder: 1 });
    const sellerIds = (
      (await f.call('GET', '/api/cs/faqs?type=seller', f.cookies['cs.agent'])).data.faqs as { _id: string }[]
    ).map((faq) => faq._id);
    expect(
      (await f.call('PUT', '/api/cs/faqs/reorder', f.cookies['cs.agent'], { type: 'buyer', ids: sellerIds })).status,
    ).toBe(404);

    expect(
      (await f.call('PUT', `/api/cs/faqs/${made.data.faq._id}`, f.cookies['cs.agent'], { answer: 'Yes, in two days.' }))
        .data.faq,
    ).toMatchObject({ answer: 'Yes, in two days.', question: 'Do you deliver to Tyre?' });
    expect((await f.call('DELETE', `/api/cs/faqs/${made.data.faq._id}`, f.cookies['cs.agent'])).message).toBe(
      MESSAGES.faqDeleted,
    );
    expect(await t.db.select().from(faqs).where(eq(faqs.id, made.data.faq._id))).toHaveLength(0);
  });
});

describe('profiles', () => {
  it("a buyer's orders by stage; staff edit name and phone at once: unverified, audited, e-mailed", async () => {
    const { user } = await buyerCase();
    const stages = (
      (await f.call('GET', `/api/dashboard/buyer-profile-management/user-orders/${user.id}`, f.cookies['cs.agent']))
        .data.orders as { stage: string }[]
    ).map((order) => order.stage);
    expect(stages).toEqual(expect.arrayContaining(['pending_dispatch', 'in_transit', 'delivery_paid']));
    const path = `/api/dashboard/buyer-profile-management/update-user/${user.id}`;
    expect((await f.call('PUT', path, f.cookies.buyer, { name: 'X', phone: '71000099' })).status).toBe(403);
    expect(await f.call('PUT', path, f.cookies['cs.agent'], { name: 'Rami Haddad', phone: '71000002' })).toMatchObject({
      status: 409,
      message: MESSAGES.phoneTaken,
    });
    expect((await f.call('PUT', path, f.cookies['cs.agent'], { name: '', phone: '7100' })).errors).toEqual(
      expect.arrayContaining([
        { msg: MESSAGES.fullNameRequired, path: 'name' },
        { msg: MESSAGES.phoneEightDigits, path: 'phone' },
      ]),
    );
    const edited = await f.call('PUT', path, f.cookies['cs.agent'], { name: 'Rami Haddad Saad', phone: '71000099' });
    expect(edited).toMatchObject({
      status: 200,
      message: MESSAGES.csProfileUpdated,
      data: { user: { name: 'Rami Haddad Saad', phone: '+96171000099', phoneVerified: false } },
    });
    expect((await f.call('GET', '/api/cs/lookup-user/71000001', f.cookies['cs.agent'])).status).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'buyer'), eq(auditLog.entityId, user.id)));
    expect(entry).toMatchObject({
      actorId: f.ids['cs.agent'],
      before: { phone: '+96171000001' },
      after: { phone: '+96171000099', lastName: 'Haddad Saad' },
    });
    expect(
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'buyer@souk.test'))).some((mail) =>
        mail.body.includes('+96171000099'),
      ),
    ).toBe(true);
    await f.call('PUT', path, f.cookies['cs.agent'], { name: 'Rami Haddad', phone: '71000001' });
  });

  it("a seller's business details: the sub-category must be the category's; saved at once and audited", async () => {
    const seller = (
      await f.call('GET', '/api/dashboard/seller-profile-management/search-by-phone/71000002', f.cookies['cs.agent'])
    ).data.seller;
    expect(seller).toMatchObject({ id: f.ids['seller.self'], businessName: expect.any(String) });
    expect(
      (await f.call('GET', '/api/dashboard/seller-profile-management/search-by-phone/70000000', f.cookies['cs.agent']))
        .message,
    ).toBe(MESSAGES.csNoSellerFound);
    const [other] = await t.db
      .select()
      .from(categories)
      .where(and(isNotNull(categories.parentId), ne(categories.parentId, f.refs.categoryId)))
      .limit(1);
    const body = {
      communicationMethod: 'whatsapp',
      productCategory: f.refs.categoryId,
      productSubCategory: f.refs.subCategoryId,
      businessLocation: 'Beirut - Hamra',
      businessAddress: 'Hamra Street 10',
      businessDescription: 'Olive wood and linen.',
    };
    const path = `/api/dashboard/seller-profile-management/update-seller/${f.ids['seller.self']}`;
    expect((await f.call('PUT', path, f.cookies['cs.agent'], { ...body, productSubCategory: other!.id })).message).toBe(
      MESSAGES.subCategoryNotInCategory,
    );
    expect((await f.call('PUT', path, f.cookies['cs.agent'], { ...body, businessAddress: '' })).message).toBe(
      MESSAGES.businessAddressRequired,
    );
    const saved = await f.call('PUT', path, f.cookies['cs.manager'], body);
    expect(saved.data.seller).toMatchObject({
      communicationMethod: 'whatsapp',
      businessAddress: 'Hamra Street 10',
      productSubCategory: { _id: f.refs.subCategoryId },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'seller'),
          eq(auditLog.entityId, f.ids['seller.self']!),
          eq(auditLog.actorId, f.ids['cs.manager']!),
        ),
      );
    expect(entry).toMatchObject({ action: 'update', after: { communicationMethod: 'whatsapp' } });
  });

  it('the buyer routes reach buyers only and the seller routes sellers only: never a staff account', async () => {
    const nameOf = async (id: string) =>
      (await t.db.select({ firstName: users.firstName, phone: users.phone }).from(users).where(eq(users.id, id)))[0];
    const edit = { name: 'Taken Over', phone: '71000098' };
    for (const target of ['superadmin', 'cs.manager', 'seller.self']) {
      const id = f.ids[target]!;
      const before = await nameOf(id);
      const answer = await f.call(
        'PUT',
        `/api/dashboard/buyer-profile-management/update-user/${id}`,
        f.cookies['cs.agent'],
        edit,
      );
      expect(answer, target).toMatchObject({ status: 404, message: MESSAGES.csNoUserFound });
      expect(await nameOf(id), target).toEqual(before);
      expect(
        (await f.call('GET', `/api/dashboard/buyer-profile-management/user-orders/${id}`, f.cookies['cs.agent']))
          .status,
        target,
      ).toBe(404);
    }
    // The seller's own phone finds no buyer on the buyer profile page.
    expect(
      await f.call('GET', '/api/dashboard/buyer-profile-management/search-by-phone/71000002', f.cookies['cs.agent']),
    ).toMatchObject({ status: 404, message: MESSAGES.csNoUserFound });
    // A staff account that somehow holds a shop profile is still run from administration only.
    await t.db.insert(sellerProfiles).values({
      userId: f.ids.superadmin!,
      fullName: 'Super Admin',
      businessName: 'Not A Shop',
      businessPhone: '+96171999002',
      dataEntryChoice: 'product_managed',
      status: 'active',
    });
    const body = {
      communicationMethod: 'email',
      productCategory: f.refs.categoryId,
      productSubCategory: f.refs.subCategoryId,
      businessLocation: 'Beirut - Hamra',
      businessAddress: 'Hamra Street 1',
      businessDescription: 'None.',
    };
    const answers = [
      await f.call(
        'PUT',
        `/api/dashboard/seller-profile-management/update-seller/${f.ids.superadmin}`,
        f.cookies['cs.agent'],
        body,
      ),
      await f.call('GET', '/api/dashboard/seller-profile-management/search-by-phone/71999002', f.cookies['cs.agent']),
    ];
    await t.db.delete(sellerProfiles).where(eq(sellerProfiles.userId, f.ids.superadmin!));
    for (const answer of answers) expect(answer).toMatchObject({ status: 404, message: MESSAGES.csNoSellerFound });
  });
});

describe('FAQs and issue types in both languages (issue 38)', () => {
  it('staff write the Arabic beside the English; readers get both, the English where no Arabic was written', async () => {
    const made = await f.call('POST', '/api/cs/faqs', f.cookies['cs.agent'], {
      type: 'buyer',
      question: 'Do you deliver to Zahle?',
      answer: 'Yes, in two to four days.',
      questionAr: 'هل توصلون إلى زحلة؟',
      answerAr: 'نعم، خلال يومين إلى أربعة أيام.',
      category: 'shipping',
    });
    expect(made.data.faq).toMatchObject({ questionAr: 'هل توصلون إلى زحلة؟' });
    const english = await f.call('POST', '/api/cs/faqs', f.cookies['cs.agent'], {
      type: 'buyer',
      question: 'Is there a shop in Tripoli?',
      answer: 'Not yet.',
      category: 'general',
    });
    const published = (await f.call('GET', '/api/faqs')).data.faqs as { _id: string }[];
    expect(published.find((faq) => faq._id === made.data.faq._id)).toMatchObject({
      translations: {
        en: { question: 'Do you deliver to Zahle?', answer: 'Yes, in two to four days.' },
        ar: { question: 'هل توصلون إلى زحلة؟', answer: 'نعم، خلال يومين إلى أربعة أيام.' },
      },
    });
    expect(published.find((faq) => faq._id === english.data.faq._id)).toMatchObject({
      translations: { ar: { question: 'Is there a shop in Tripoli?', answer: 'Not yet.' } },
    });
    // An edit may add the Arabic later, and only the Arabic.
    const edited = await f.call('PUT', `/api/cs/faqs/${english.data.faq._id}`, f.cookies['cs.agent'], {
      questionAr: 'هل من متجر في طرابلس؟',
    });
    expect(edited.data.faq).toMatchObject({
      question: 'Is there a shop in Tripoli?',
      questionAr: 'هل من متجر في طرابلس؟',
      translations: { ar: { question: 'هل من متجر في طرابلس؟', answer: 'Not yet.' } },
    });
    for (const id of [made.data.faq._id, english.data.faq._id])
      await f.call('DELETE', `/api/cs/faqs/${id}`, f.cookies['cs.agent']);

    const issue = await f.call('POST', '/api/cs/manager/issue-types', f.cookies['cs.manager'], {
      userType: 'client',
      value: 'Wrong size',
      labelAr: 'مقاس غير مناسب',
    });
    expect(issue.data.issueType).toMatchObject({
      label: 'Wrong size',
      labelAr: 'مقاس غير مناسب',
      translations: { en: { label: 'Wrong size' }, ar: { label: 'مقاس غير مناسب' } },
    });
    expect((await f.call('GET', '/api/cs/issue-types?userType=client', f.cookies['cs.agent'])).data).toContainEqual({
      value: 'Wrong size',
      label: 'Wrong size',
      labelAr: 'مقاس غير مناسب',
    });
    // Renaming the English keeps the Arabic.
    const renamed = await f.call(
      'PUT',
      `/api/cs/manager/issue-types/${issue.data.issueType._id}`,
      f.cookies['cs.manager'],
      {
        value: 'Size does not fit',
      },
    );
    expect(renamed.data.issueType).toMatchObject({ label: 'Size does not fit', labelAr: 'مقاس غير مناسب' });
    await f.call('DELETE', `/api/cs/manager/issue-types/${issue.data.issueType._id}`, f.cookies['cs.manager']);
  });

  it('the demo seeds every FAQ and issue type with its Arabic', async () => {
    for (const type of ['buyer', 'seller']) {
      // FAQs other tests add are removed by them.
      const rows = (await f.call('GET', `/api/cs/faqs?type=${type}`, f.cookies['cs.agent'])).data.faqs as {
        questionAr: string;
        answerAr: string;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const faq of rows) {
        expect(faq.questionAr).toMatch(/[\u0600-\u06FF]/);
        expect(faq.answerAr).toMatch(/[\u0600-\u06FF]/);
      }
    }
    const grouped = (await f.call('GET', '/api/cs/manager/issue-types', f.cookies['cs.manager'])).data
      .issueTypes as Record<string, { value: string; labelAr: string }[]>;
    // The starting ones (other tests here add their own, in English only).
    const seeded = [...grouped.client!, ...grouped.seller!].filter((issue) => issueTypeNameKey(issue.value));
    expect(seeded).toHaveLength(Object.values(DESK_ISSUE_TYPES).flatMap((names) => Object.keys(names)).length);
    for (const issue of seeded) expect(issue.labelAr, issue.value).toMatch(/[\u0600-\u06FF]/);
  });
});
