import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { listAudit } from './audit.service.ts';

const day = z.iso.date('Use a date such as 2026-11-24.');
const auditQuerySchema = z
  .object({
    actorId: z.uuid().optional(),
    entity: z.string().trim().min(1).max(40).optional(),
    entityId: z.string().trim().min(1).max(80).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  });

/** Admins read every staff change, by person, entity and date (whole days, UTC, the end day included). */
export async function auditRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/audit-log',
    { config: { access: ADMIN_TYPES }, schema: { tags: ['administration'], querystring: auditQuerySchema } },
    async (request) => {
      const { from, to, ...rest } = request.query;
      const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
      return ok(
        await listAudit(options.db, {
          ...rest,
          from: from ? new Date(`${from}T00:00:00Z`) : undefined,
          to: to ? nextDay(to) : undefined,
        }),
      );
    },
  );
}
