import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { listMessages } from './outbox.service.ts';

/**
 * GET /api/dev/outbox: what the server would have sent, for finishing a sign-up locally. It exists
 * only with DEV_OUTBOX=true and no real sender configured; otherwise it is a 404.
 */
export async function outboxRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['development'], querystring: z.object({ to: z.string().trim().max(254).optional() }) },
    },
    async (request) => {
      if (!config.devOutbox)
        throw new HttpError(
          404,
          'The development outbox is off (DEV_OUTBOX is not set, or a real sender is configured).',
        );
      const to = request.query.to ? normaliseRecipient(request.query.to) : undefined;
      const rows = await listMessages(db, to);
      return ok({
        messages: rows.map((row) => ({
          to: row.recipient,
          channel: row.channel,
          subject: row.subject,
          body: row.body,
          html: row.html,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    },
  );
}

/** People type 71123456 or +961 71 123 456 or an e-mail in any case; the outbox stores E.164 and lower case. */
function normaliseRecipient(value: string): string {
  if (value.includes('@')) return value.toLowerCase();
  const digits = value.replace(/[^\d]/g, '');
  return digits.length === 8 ? `+961${digits}` : `+${digits}`;
}
