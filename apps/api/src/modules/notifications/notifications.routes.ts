import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import {
  clearNotifications,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from './notifications.service.ts';

const idParams = z.object({ id: z.uuid('Notification not found') });
const userIdOf = (request: FastifyRequest) => request.auth!.user.id;
const notFound = () => new HttpError(404, 'Notification not found');

/** Spec 2 section 7, buyer notifications: every path, for the signed-in buyer's own only. */
export async function notificationRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' } as const;
  const tags = ['notifications'];

  api.get('/api/notifications', { config, schema: { tags } }, async (request) => {
    const userId = userIdOf(request);
    return ok({ notifications: await listNotifications(db, userId), unreadCount: await unreadCount(db, userId) });
  });
  api.get('/api/notifications/unread-count', { config, schema: { tags } }, async (request) =>
    ok({ unreadCount: await unreadCount(db, userIdOf(request)) }),
  );
  api.put('/api/notifications/mark-all-read', { config, schema: { tags } }, async (request) => {
    await markAllRead(db, userIdOf(request));
    return ok({ unreadCount: 0 });
  });
  api.put(
    '/api/notifications/:id/read',
    { config: { ...config, reach: BUYERS_OWN }, schema: { tags, params: idParams } },
    async (request) => {
      if (!(await markRead(db, userIdOf(request), request.params.id))) throw notFound();
      return ok({ unreadCount: await unreadCount(db, userIdOf(request)) });
    },
  );
  api.delete(
    '/api/notifications/:id',
    { config: { ...config, reach: BUYERS_OWN }, schema: { tags, params: idParams } },
    async (request) => {
      if (!(await deleteNotification(db, userIdOf(request), request.params.id))) throw notFound();
      return ok(null);
    },
  );
  api.delete('/api/notifications', { config, schema: { tags } }, async (request) => {
    await clearNotifications(db, userIdOf(request));
    return ok(null, MESSAGES.notificationsCleared);
  });
}
