import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { SELLER_TYPES } from '@souk/shared/roles';
import { sellerDashboard } from './seller-dashboard.service.ts';

/** Spec 2 section 7, orders/seller-dashboard: the seller area's home figures. */
export async function sellerDashboardRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db } = options;
  app.get(
    '/api/orders/seller-dashboard',
    { config: { access: SELLER_TYPES }, schema: { tags: ['seller orders'] } },
    async (request) => ok(await sellerDashboard(db, request.auth!.user.id)),
  );
}
