import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';

/** Routes for the seller area's home figures (issue 13). */
export async function sellerDashboardRoutes(_app: FastifyInstance, _options: { db: Db; config: Config; storage: ObjectStorage; gateway: PaymentGateway }) {}
