import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { predictive } from './search.service.ts';

const predictiveQuery = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'query is required')
    .max(100, 'The search text is too long (100 characters at most).'),
});

export async function searchRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/api/search/predictive', '/api/search/suggestions']) {
    api.get(
      path,
      { config: { access: 'public' }, schema: { tags: ['search'], querystring: predictiveQuery } },
      async (request) => ok(await predictive(db, storage, request.query.query)),
    );
  }
}
