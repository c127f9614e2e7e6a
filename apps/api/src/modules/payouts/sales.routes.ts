import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';

/** Routes for a seller's sales figures and payout ledger; staff mark payouts paid (issue 13). */
export async function salesRoutes(_app: FastifyInstance, _options: { db: Db; config: Config; storage: ObjectStorage; gateway: PaymentGateway }) {}
