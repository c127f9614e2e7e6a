import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationParams } from '@souk/shared/notification-texts';
import { api } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';

export interface BuyerNotification {
  _id: string;
  title: string;
  message: string;
  kind?: string;
  params?: NotificationParams | null;
  read: boolean;
  createdAt: string;
  orderId?: string | null;
}

export interface NotificationList {
  notifications: BuyerNotification[];
  unreadCount: number;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export async function getNotifications(): Promise<NotificationList> {
  const result = await api.get<NotificationList>('notifications');
  if (!result.success) throw new Error(result.message);
  return { notifications: result.data.notifications ?? [], unreadCount: result.data.unreadCount ?? 0 };
}

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId],
    queryFn: getNotifications,
    refetchInterval: 60_000,
    meta: VISITOR_OWN,
  });
export const useNotifications = (userId: string | null) =>
  useQuery({ ...notificationsQuery(userId ?? ''), enabled: Boolean(userId) });
