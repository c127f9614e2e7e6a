import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, pickLanguage } from '@souk/shared/languages';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { requestRefund } from '../payments/payments.service.ts';
import { renderInvoice } from './invoice.ts';
import { cancelOrder, invoiceParts, orderHistory, orderView, ownOrder } from './orders.service.ts';
import { orderPage } from './order-page.ts';

const orderParams = z.object({ id: z.uuid(MESSAGES.orderNotFound) });
const invoiceQuery = z.object({ lang: z.string().optional() });

export async function orderRoutes(app: FastifyInstance, options: { db: Db; gateway: PaymentGateway }) {
  const { db, gateway } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'user' } as const;
  const tags = ['orders'];
  const userId = (request: FastifyRequest) => request.auth!.user.id;

  api.get('/api/orders/history', { config: access, schema: { tags } }, async (request) =>
    ok({ orders: await orderHistory(db, userId(request)) }),
  );

  // Issue 41: the buyer's page of one order, by the number the buyer knows (SK100123).
  api.get(
    '/api/order-by-number/:orderNumber',
    {
      config: { ...access, reach: BUYERS_OWN },
      schema: { tags, params: z.object({ orderNumber: z.string().trim().max(20, MESSAGES.orderNotFound) }) },
    },
    async (request) => ok(await orderPage(db, userId(request), request.params.orderNumber)),
  );

  api.get(
    '/api/orders/:id',
    { config: { ...access, reach: BUYERS_OWN }, schema: { tags, params: orderParams } },
    async (request) => {
      const { order, items } = await ownOrder(db, userId(request), request.params.id);
      return ok({ order: orderView(order, items) });
    },
  );

  api.get(
    '/api/orders/:id/invoice',
    { config: { ...access, reach: BUYERS_OWN }, schema: { tags, params: orderParams, querystring: invoiceQuery } },
    async (request, reply) => {
      const { order } = await ownOrder(db, userId(request), request.params.id);
      // The reader's language, as for a page: ?lang=, else the kept choice, else the browser's.
      const language = pickLanguage({
        query: request.query.lang,
        cookie: request.cookies[LANGUAGE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
      });
      const parts = await invoiceParts(db, order.id, language);
      const pdf = await renderInvoice(order, parts, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="souk-invoice-${order.orderNumber}.pdf"`)
        .send(pdf);
    },
  );

  api.post(
    '/api/orders/:id/cancel',
    { config: { ...access, reach: BUYERS_OWN }, schema: { tags, params: orderParams } },
    async (request) => {
      const { order, items, refundDue } = await cancelOrder(db, userId(request), request.params.id);
      if (refundDue) {
        app.metrics.refunds('order_cancelled');
        await requestRefund(db, gateway, order.id, request.log);
      }
      const { order: current } = await ownOrder(db, userId(request), order.id);
      return ok({ order: orderView(current, items) }, MESSAGES.orderCancelled);
    },
  );
}
