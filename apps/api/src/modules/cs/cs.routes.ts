import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { CS_MANAGER_TYPES, CS_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import {
  CS_NOTIFICATION_CATEGORIES,
  FAQ_TYPES,
  ISSUE_USER_TYPES,
  buyerProfileEditSchema,
  buyerReturnSchema,
  buyerTicketSchema,
  closeTicketSchema,
  escalateTicketSchema,
  faqPatchSchema,
  faqReorderSchema,
  faqSchema,
  issueTypePatchSchema,
  issueTypeSchema,
  lookupPhoneSchema,
  mentionSchema,
  returnDecisionSchema,
  sellerIssueSchema,
  sellerProfileEditSchema,
  sendToSellerSchema,
  sellerTicketSchema,
  ticketListQuerySchema,
  ticketStatusSchema,
} from '@souk/shared/schemas/cs';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { BUYERS_OWN, SELLERS_OWN } from '../../http/access.ts';
import { requestRefunds } from '../payments/refund-ledger.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import {
  buyerProfileOrders,
  lookupBuyer,
  lookupSellerAccount,
  updateBuyerProfile,
  updateSellerProfile,
} from './profiles.service.ts';
import {
  askForReturn,
  decideReturn,
  pendingReturnCount,
  returnDetails,
  sellerReturns,
  sendToSeller,
} from './returns.service.ts';
import {
  addFaq,
  addIssueType,
  deleteFaq,
  deleteIssueType,
  editFaq,
  editIssueType,
  groupedIssueTypes,
  issueChoices,
  listFaqs,
  reorderFaqs,
} from './cs-content.service.ts';
import {
  allSellers,
  lookupUser,
  orderDetails,
  orderItemsFor,
  sellerOrdersFor,
  sellerParts,
  userOrders,
} from './cs-lookup.service.ts';
import {
  listCsNotifications,
  markAllCsRead,
  markCsNotificationRead,
  unreadCounts,
} from './cs-notifications.service.ts';
import {
  closeTicket,
  refundPreview,
  createBuyerTicket,
  createSellerIssue,
  sellerIssueRequests,
  createSellerTicket,
  csAgents,
  escalateTicket,
  listTickets,
  mentionAgent,
  reopenTicket,
  type Agent,
} from './tickets.service.ts';

const id = (message: string) => z.object({ id: z.uuid(message) });
const phoneParams = z.object({ phone: lookupPhoneSchema });

/** Spec 3 section 7, customer service: the desk's calls, for cs_agent, cs_manager and cs_supervisor. */
export async function csRoutes(app: FastifyInstance, options: { db: Db; gateway: PaymentGateway }) {
  const { db, gateway } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const desk = { access: CS_TYPES } as const;
  // Manager-only actions: an agent is told why they cannot.
  const managers = { config: { access: CS_MANAGER_TYPES, refusal: MESSAGES.csManagerOnly } } as const;
  const tags = ['customer service'];
  const agent = (request: FastifyRequest): Agent => ({
    id: request.auth!.user.id,
    accountTypes: request.auth!.user.accountTypes,
  });

  // Finding the person and their orders.
  api.get('/api/cs/lookup-user/:phone', { config: desk, schema: { tags, params: phoneParams } }, async (request) =>
    ok({ user: await lookupUser(db, request.params.phone) }),
  );
  api.get('/api/cs/sellers/all', { config: desk, schema: { tags } }, async () => ok({ sellers: await allSellers(db) }));
  api.get(
    '/api/cs/user/:id/orders',
    { config: desk, schema: { tags, params: id(MESSAGES.csNoUserFound) } },
    async (request) => ok({ orders: await userOrders(db, request.params.id) }),
  );
  api.get(
    '/api/cs/order/:id/items',
    { config: desk, schema: { tags, params: id(MESSAGES.orderNotFound) } },
    async (request) => ok({ items: await orderItemsFor(db, request.params.id) }),
  );
  api.get(
    '/api/cs/seller/:id/orders',
    { config: desk, schema: { tags, params: id(MESSAGES.csNoSellerFound) } },
    async (request) => ok({ orders: await sellerOrdersFor(db, request.params.id) }),
  );
  api.get(
    '/api/cs/seller/order/:id/items',
    {
      config: desk,
      schema: { tags, params: id(MESSAGES.orderNotFound), querystring: z.object({ sellerId: z.uuid().optional() }) },
    },
    async (request) => ok({ items: await orderItemsFor(db, request.params.id, request.query.sellerId) }),
  );
  api.get(
    '/api/cs/orders/:id/details',
    { config: desk, schema: { tags, params: id(MESSAGES.orderNotFound) } },
    async (request) => ok({ order: await orderDetails(db, request.params.id) }),
  );

  // Profile management: lookups, the buyer's orders by stage, and staff edits.
  api.get(
    '/api/dashboard/buyer-profile-management/search-by-phone/:phone',
    { config: desk, schema: { tags, params: phoneParams } },
    async (request) => ok({ user: await lookupBuyer(db, request.params.phone) }),
  );
  api.get(
    '/api/dashboard/buyer-profile-management/user-orders/:id',
    { config: desk, schema: { tags, params: id(MESSAGES.csNoUserFound) } },
    async (request) => ok({ orders: await buyerProfileOrders(db, request.params.id) }),
  );
  api.put(
    '/api/dashboard/buyer-profile-management/update-user/:id',
    { config: desk, schema: { tags, params: id(MESSAGES.csNoUserFound), body: buyerProfileEditSchema } },
    async (request) =>
      ok(
        { user: await updateBuyerProfile(db, request.auth!.user.id, request.params.id, request.body) },
        MESSAGES.csProfileUpdated,
      ),
  );
  api.put(
    '/api/dashboard/seller-profile-management/update-seller/:id',
    { config: desk, schema: { tags, params: id(MESSAGES.csNoSellerFound), body: sellerProfileEditSchema } },
    async (request) =>
      ok(
        { seller: await updateSellerProfile(db, request.auth!.user.id, request.params.id, request.body) },
        MESSAGES.csProfileUpdated,
      ),
  );
  api.get(
    '/api/dashboard/seller-profile-management/search-by-phone/:phone',
    { config: desk, schema: { tags, params: phoneParams } },
    async (request) => ok({ seller: await lookupSellerAccount(db, request.params.phone) }),
  );

  // Issue types: the forms read them; managers keep them.
  api.get(
    '/api/cs/issue-types',
    { config: desk, schema: { tags, querystring: z.object({ userType: z.enum(ISSUE_USER_TYPES).default('client') }) } },
    async (request) => ok(await issueChoices(db, request.query.userType)),
  );
  api.get('/api/cs/seller-issue-types', { config: desk, schema: { tags } }, async () =>
    ok(await issueChoices(db, 'seller')),
  );
  api.get('/api/cs/manager/issue-types', { ...managers, schema: { tags } }, async () =>
    ok({ issueTypes: await groupedIssueTypes(db) }),
  );
  api.post(
    '/api/cs/manager/issue-types',
    { ...managers, schema: { tags, body: issueTypeSchema } },
    async (request, reply) =>
      reply.status(201).send(ok({ issueType: await addIssueType(db, request.body) }, MESSAGES.csIssueSaved)),
  );
  api.put(
    '/api/cs/manager/issue-types/:id',
    { ...managers, schema: { tags, params: id(MESSAGES.csInvalidIssueId), body: issueTypePatchSchema } },
    async (request) =>
      ok({ issueType: await editIssueType(db, request.params.id, request.body) }, MESSAGES.csIssueSaved),
  );
  api.delete(
    '/api/cs/manager/issue-types/:id',
    { ...managers, schema: { tags, params: id(MESSAGES.csInvalidIssueId) } },
    async (request) => {
      await deleteIssueType(db, request.params.id);
      return ok(null, MESSAGES.csIssueDeleted);
    },
  );

  // Tickets.
  api.post('/api/cs/tickets', { config: desk, schema: { tags, body: buyerTicketSchema } }, async (request, reply) => {
    const ticket = await createBuyerTicket(db, agent(request), request.body);
    return reply
      .status(201)
      .send(ok({ ticketNumber: ticket.ticketNumber, ticketId: ticket.id }, MESSAGES.ticketCreated));
  });
  api.post(
    '/api/cs/seller-tickets',
    { config: desk, schema: { tags, body: sellerTicketSchema } },
    async (request, reply) => {
      const ticket = await createSellerTicket(db, agent(request), request.body);
      return reply
        .status(201)
        .send(ok({ ticketNumber: ticket.ticketNumber, ticketId: ticket.id }, MESSAGES.ticketCreated));
    },
  );
  api.get('/api/cs/tickets', { config: desk, schema: { tags, querystring: ticketListQuerySchema } }, async (request) =>
    ok(await listTickets(db, request.query)),
  );
  const ticketParams = id(MESSAGES.csTicketNotFound);
  api.put(
    '/api/cs/tickets/:id/close',
    { config: desk, schema: { tags, params: ticketParams, body: closeTicketSchema } },
    async (request) => {
      const { refundIds } = await closeTicket(db, agent(request), request.params.id, request.body);
      app.metrics.refunds('customer_service', refundIds.length);
      await requestRefunds(db, gateway, { refundIds }, request.log);
      return ok(null, MESSAGES.ticketClosed);
    },
  );
  // What a close with a refund would give back: the close dialog says it before the manager confirms.
  api.get(
    '/api/cs/tickets/:id/refund-preview',
    { config: desk, schema: { tags, params: ticketParams } },
    async (request) => ok(await refundPreview(db, request.params.id)),
  );
  api.put(
    '/api/cs/tickets/:id/escalate',
    { config: desk, schema: { tags, params: ticketParams, body: escalateTicketSchema } },
    async (request) => {
      await escalateTicket(db, agent(request), request.params.id, request.body);
      return ok(null, MESSAGES.ticketEscalated);
    },
  );
  api.put(
    '/api/cs/tickets/:id/status',
    { config: desk, schema: { tags, params: ticketParams, body: ticketStatusSchema } },
    async (request) => {
      await reopenTicket(db, agent(request), request.params.id);
      return ok(null, MESSAGES.ticketStatusChanged);
    },
  );
  api.post(
    '/api/cs/tickets/:id/mention',
    { config: desk, schema: { tags, params: ticketParams, body: mentionSchema } },
    async (request) => {
      await mentionAgent(db, agent(request), request.params.id, request.body);
      return ok(null, MESSAGES.ticketMentioned);
    },
  );
  api.get('/api/cs/agents/mention', { config: desk, schema: { tags } }, async (request) =>
    ok((await csAgents(db)).filter((person) => person._id !== request.auth!.user.id)),
  );

  // Returns and refunds through sellers.
  api.post(
    '/api/cs/returns/create-and-notify',
    { config: desk, schema: { tags, body: sendToSellerSchema } },
    async (request, reply) => {
      const created = await sendToSeller(db, agent(request), request.body);
      return reply.status(201).send(ok({ returnRequest: { _id: created.id } }, MESSAGES.noticeSent));
    },
  );
  api.get(
    '/api/cs/tickets/:id/return-details',
    { config: desk, schema: { tags, params: ticketParams } },
    async (request) => ok({ ticket: await returnDetails(db, request.params.id) }),
  );
  const sellers = { access: SELLER_TYPES } as const;
  api.get('/api/seller/returns', { config: sellers, schema: { tags } }, async (request) =>
    ok({ returns: await sellerReturns(db, request.auth!.user.id) }),
  );
  api.get('/api/seller/returns/count/pending', { config: sellers, schema: { tags } }, async (request) =>
    ok({ count: await pendingReturnCount(db, request.auth!.user.id) }),
  );
  api.post(
    '/api/seller/returns/:id/decision',
    {
      config: { ...sellers, reach: SELLERS_OWN },
      schema: { tags, params: id(MESSAGES.returnNotFound), body: returnDecisionSchema },
    },
    async (request) => {
      const decided = await decideReturn(db, request.auth!.user.id, request.params.id, request.body);
      if (decided.refundId) {
        app.metrics.refunds('return');
        await requestRefunds(db, gateway, { refundIds: [decided.refundId] }, request.log);
      }
      return ok(decided, MESSAGES.returnDecisionSaved);
    },
  );
  // A seller's own issue requests (spec 2 section 7).
  api.get('/api/seller/issue-requests', { config: sellers, schema: { tags } }, async (request) =>
    ok({ requests: await sellerIssueRequests(db, request.auth!.user.id) }),
  );
  api.get('/api/seller/issue-requests/orders', { config: sellers, schema: { tags } }, async (request) =>
    ok({ orders: await sellerParts(db, request.auth!.user.id) }),
  );
  api.get(
    '/api/seller/issue-requests/orders/:id/items',
    { config: { ...sellers, reach: SELLERS_OWN }, schema: { tags, params: id(MESSAGES.orderNotFound) } },
    async (request) => ok({ items: await orderItemsFor(db, request.params.id, request.auth!.user.id) }),
  );
  api.get('/api/seller/issue-requests/issue-types', { config: sellers, schema: { tags } }, async () =>
    ok(await issueChoices(db, 'seller')),
  );
  api.post(
    '/api/seller/issue-requests',
    { config: { ...sellers, reach: SELLERS_OWN }, schema: { tags, body: sellerIssueSchema } },
    async (request, reply) => {
      const ticket = await createSellerIssue(db, request.auth!.user.id, request.body);
      return reply.status(201).send(ok({ ticketNumber: ticket.ticketNumber }, MESSAGES.issueRequestSent));
    },
  );
  api.post(
    '/api/orders/:orderId/items/:itemId/return',
    {
      config: { access: 'user', reach: BUYERS_OWN },
      schema: {
        tags,
        params: z.object({ orderId: z.uuid(MESSAGES.orderNotFound), itemId: z.uuid(MESSAGES.orderNotFound) }),
        body: buyerReturnSchema,
      },
    },
    async (request, reply) => {
      const ticket = await askForReturn(
        db,
        request.auth!.user.id,
        request.params.orderId,
        request.params.itemId,
        request.body,
      );
      return reply.status(201).send(ok({ ticketNumber: ticket.ticketNumber }, MESSAGES.returnRequested));
    },
  );

  // FAQs: the desk keeps them; buyers read theirs on the Help Center, sellers theirs in their area.
  const faqType = z.object({ type: z.enum(FAQ_TYPES).default('buyer') });
  api.get('/api/cs/faqs', { config: desk, schema: { tags, querystring: faqType } }, async (request) =>
    ok({ faqs: await listFaqs(db, request.query.type) }),
  );
  api.post('/api/cs/faqs', { config: desk, schema: { tags, body: faqSchema } }, async (request, reply) =>
    reply.status(201).send(ok({ faq: await addFaq(db, request.body) }, MESSAGES.faqSaved)),
  );
  api.put('/api/cs/faqs/reorder', { config: desk, schema: { tags, body: faqReorderSchema } }, async (request) =>
    ok({ faqs: await reorderFaqs(db, request.body.type, request.body.ids) }, MESSAGES.faqsReordered),
  );
  api.put(
    '/api/cs/faqs/:id',
    { config: desk, schema: { tags, params: id(MESSAGES.faqNotFound), body: faqPatchSchema } },
    async (request) => ok({ faq: await editFaq(db, request.params.id, request.body) }, MESSAGES.faqSaved),
  );
  api.delete(
    '/api/cs/faqs/:id',
    { config: desk, schema: { tags, params: id(MESSAGES.faqNotFound) } },
    async (request) => {
      await deleteFaq(db, request.params.id);
      return ok(null, MESSAGES.faqDeleted);
    },
  );
  api.get('/api/faqs', { config: { access: 'public' }, schema: { tags } }, async () =>
    ok({ faqs: await listFaqs(db, 'buyer') }),
  );
  api.get('/api/seller/faqs', { config: { access: SELLER_TYPES }, schema: { tags } }, async () =>
    ok({ faqs: await listFaqs(db, 'seller') }),
  );

  // The drawer.
  const categoryQuery = z.object({ category: z.enum(CS_NOTIFICATION_CATEGORIES).default('buyer_related') });
  api.get('/api/cs/notifications/unread-count', { config: desk, schema: { tags } }, async (request) =>
    ok(await unreadCounts(db, request.auth!.user.id)),
  );
  api.get('/api/cs/notifications', { config: desk, schema: { tags, querystring: categoryQuery } }, async (request) =>
    ok({ notifications: await listCsNotifications(db, request.auth!.user.id, request.query.category) }),
  );
  api.put(
    '/api/cs/notifications/mark-all-read',
    {
      config: desk,
      schema: { tags, body: z.object({ category: z.enum(CS_NOTIFICATION_CATEGORIES).optional() }).optional() },
    },
    async (request) => {
      await markAllCsRead(db, request.auth!.user.id, request.body?.category);
      return ok(
        { totalUnread: (await unreadCounts(db, request.auth!.user.id)).totalUnread },
        MESSAGES.csNotificationsRead,
      );
    },
  );
  api.put(
    '/api/cs/notifications/:id/mark-read',
    { config: desk, schema: { tags, params: id(MESSAGES.notificationNotFound) } },
    async (request) => {
      await markCsNotificationRead(db, request.auth!.user.id, request.params.id);
      return ok({ totalUnread: (await unreadCounts(db, request.auth!.user.id)).totalUnread });
    },
  );
}
