import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, CS_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import {
  answerQuestionSchema,
  askQuestionSchema,
  hideQuestionSchema,
  questionPageSchema,
  staffQuestionQuerySchema,
} from '@souk/shared/schemas/questions';
import type { Db } from '../../db/client.ts';
import { SELLERS_OWN } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import {
  answerQuestion,
  askQuestion,
  hideQuestion,
  myQuestions,
  publicQuestions,
  sellerQuestions,
  staffQuestions,
} from './questions.service.ts';

const productParams = z.object({ productId: z.uuid(MESSAGES.invalidProductId) });
const questionParams = z.object({ id: z.uuid(MESSAGES.questionNotFound) });

/** Who hides questions among staff: admins and the customer-service desk. */
const QUESTION_STAFF = [...ADMIN_TYPES, ...CS_TYPES] as const;

/** Issue 40: buyers ask about a product, its shop answers, everyone reads the answers, staff hide. */
export async function questionRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];
  const userId = (request: FastifyRequest) => request.auth!.user.id;
  const base = '/api/products/product/:productId/questions';

  api.get(
    base,
    {
      config: { access: 'public', reach: 'any' },
      schema: { tags, params: productParams, querystring: questionPageSchema },
    },
    async (request) => ok(await publicQuestions(db, request.params.productId, request.query.page)),
  );

  // The reader's own questions waiting for an answer: never in the cached page, asked for after it loads.
  api.get(
    `${base}/mine`,
    { config: { access: 'user', reach: 'any' }, schema: { tags, params: productParams } },
    async (request) => ok(await myQuestions(db, request.params.productId, userId(request))),
  );

  api.post(
    base,
    { config: { access: 'user', reach: 'any' }, schema: { tags, params: productParams, body: askQuestionSchema } },
    async (request, reply) => {
      const result = await askQuestion(db, {
        productId: request.params.productId,
        askerId: userId(request),
        question: request.body.question,
      });
      return reply.status(201).send(ok(result, MESSAGES.questionPosted));
    },
  );

  api.get(
    '/api/seller/questions',
    { config: { access: SELLER_TYPES }, schema: { tags, querystring: questionPageSchema } },
    async (request) => ok(await sellerQuestions(db, userId(request), request.query.page)),
  );

  api.post(
    '/api/seller/questions/:id/answer',
    {
      config: { access: SELLER_TYPES, reach: SELLERS_OWN },
      schema: { tags, params: questionParams, body: answerQuestionSchema },
    },
    async (request) =>
      ok(
        await answerQuestion(db, {
          questionId: request.params.id,
          sellerId: userId(request),
          answer: request.body.answer,
        }),
        MESSAGES.questionAnswered,
      ),
  );

  api.get(
    '/api/staff/questions',
    { config: { access: QUESTION_STAFF }, schema: { tags, querystring: staffQuestionQuerySchema } },
    async (request) => ok(await staffQuestions(db, request.query)),
  );

  api.post(
    '/api/staff/questions/:id/hide',
    { config: { access: QUESTION_STAFF }, schema: { tags, params: questionParams, body: hideQuestionSchema } },
    async (request) =>
      ok(
        await hideQuestion(db, {
          questionId: request.params.id,
          staffId: userId(request),
          reason: request.body.reason,
        }),
        MESSAGES.questionHidden,
      ),
  );
}
