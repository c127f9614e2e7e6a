import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { commissionKey, commissionRates, setSetting, type SellerPlan } from '../settings/settings.service.ts';
import { listPayouts, markPayoutPaid, salesFigures, sellerLedger } from './payouts.service.ts';

/** Spec 2 section 7 (business/sales/*): a seller's figures and payout ledger; staff pay payouts and set commissions. */
export async function salesRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sellers = { access: SELLER_TYPES } as const;
  const admins = { access: ADMIN_TYPES } as const;
  const tags = ['seller sales'];
  const me = (request: FastifyRequest) => request.auth!.user.id;

  api.get('/api/business/sales/total-sales', { config: sellers, schema: { tags } }, async (request) => {
    const figures = await salesFigures(db, me(request));
    return ok({ ...figures.totalSales, plan: figures.plan, commissionRate: figures.commissionRate });
  });
  api.get('/api/business/sales/revenue', { config: sellers, schema: { tags } }, async (request) =>
    ok((await salesFigures(db, me(request))).revenue),
  );
  api.get('/api/business/sales/next-payment', { config: sellers, schema: { tags } }, async (request) =>
    ok((await salesFigures(db, me(request))).nextPayment),
  );
  api.get('/api/seller/payouts', { config: sellers, schema: { tags } }, async (request) =>
    ok({ payouts: await sellerLedger(db, me(request)) }),
  );

  api.get(
    '/api/admin/payouts',
    {
      config: admins,
      schema: { tags, querystring: z.object({ status: z.enum(['scheduled', 'paid', 'nothing_due']).optional() }) },
    },
    async (request) => ok({ payouts: await listPayouts(db, request.query.status) }),
  );
  api.put(
    '/api/admin/payouts/:id/paid',
    {
      config: admins,
      schema: {
        tags,
        params: z.object({ id: z.uuid(MESSAGES.payoutNotFound) }),
        body: z.object({ reference: z.string().trim().max(120).optional() }).optional(),
      },
    },
    async (request) =>
      ok(
        {
          payout: await markPayoutPaid(db, {
            id: request.params.id,
            staffId: me(request),
            reference: request.body?.reference,
          }),
        },
        MESSAGES.payoutMarkedPaid,
      ),
  );

  api.put(
    '/api/admin/settings/commission/:plan',
    {
      config: admins,
      schema: {
        tags,
        params: z.object({ plan: z.enum(['regular', 'premium', 'gold']) }),
        body: z.object({ rate: z.number().min(0).max(0.5) }),
      },
    },
    async (request) => {
      await setSetting(db, commissionKey(request.params.plan as SellerPlan), request.body.rate, me(request));
      return ok({ commissionRates: await commissionRates(db) }, MESSAGES.settingSaved);
    },
  );
}
