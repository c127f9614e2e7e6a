import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, CS_TYPES, SALES_DASHBOARD_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { SELLERS_OWN } from '../../http/access.ts';
import { users } from '../auth/auth.tables.ts';
import {
  listSellerNotifications,
  markAllSellerNotificationsRead,
  markSellerNotificationRead,
  notifySeller,
  sellerUnreadCount,
} from './seller-notifications.service.ts';
import { findSellerProfile } from './sellers.service.ts';

/** Spec 2 section 7 and spec 3 section 2.9: the seller area's notifications; staff send notices to a seller. */
export async function sellerNotificationRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The sales dashboards' Notifications page is this drawer too (spec 3 section 2.9): staff who read
  // those dashboards see their own notices (answers to the discounts they offered, issue 16).
  const sellers = { access: [...SELLER_TYPES, ...SALES_DASHBOARD_TYPES] } as const;
  const tags = ['seller notifications'];
  const sellerId = (request: FastifyRequest) => request.auth!.user.id;

  api.get(
    '/api/seller/notifications',
    {
      config: sellers,
      schema: { tags, querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }) },
    },
    async (request) => ok(await listSellerNotifications(db, sellerId(request), request.query.limit)),
  );
  api.get('/api/seller/notifications/unread-count', { config: sellers, schema: { tags } }, async (request) =>
    ok({ unreadCount: await sellerUnreadCount(db, sellerId(request)) }),
  );
  api.put('/api/seller/notifications/mark-all-read', { config: sellers, schema: { tags } }, async (request) => {
    await markAllSellerNotificationsRead(db, sellerId(request));
    return ok({ unreadCount: 0 }, MESSAGES.allMarkedRead);
  });
  api.put(
    '/api/seller/notifications/:id/read',
    {
      config: { ...sellers, reach: SELLERS_OWN },
      schema: { tags, params: z.object({ id: z.uuid(MESSAGES.notificationNotFound) }) },
    },
    async (request) => ok({ notification: await markSellerNotificationRead(db, sellerId(request), request.params.id) }),
  );

  // Staff write to a seller (customer service, admins, sales): a notice in its bell and an e-mail.
  api.post(
    '/api/seller/notifications',
    {
      config: { access: [...CS_TYPES, ...ADMIN_TYPES, 'sales_manager'] },
      schema: {
        tags,
        body: z.object({
          sellerId: z.uuid(MESSAGES.sellerNotFound),
          title: z.string().trim().min(1, 'Title is required').max(120),
          message: z.string().trim().min(1, 'Message is required').max(2000),
        }),
      },
    },
    async (request, reply) => {
      const { sellerId: target, title, message } = request.body;
      const profile = await findSellerProfile(db, target);
      if (!profile) throw new HttpError(404, MESSAGES.sellerNotFound);
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, target));
      await notifySeller(db, {
        sellerId: target,
        kind: 'staff_notice',
        params: { title, message },
        emailTo: profile.businessEmail ?? user?.email ?? null,
      });
      return reply.status(201).send(ok(null, MESSAGES.noticeSent));
    },
  );
}
