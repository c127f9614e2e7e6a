import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerNotificationParams } from '@souk/shared/seller-notification-texts';
import { api } from '../../lib/api-client.ts';

export interface SellerNotification {
  _id: string;
  kind: string;
  title: string;
  message: string;
  params: SellerNotificationParams;
  orderId: string | null;
  productId: string | null;
  read: boolean;
  createdAt: string;
}

export const sellerNotificationsQuery = queryOptions({
  queryKey: ['seller', 'notifications'],
  queryFn: async () => {
    const result = await api.get<{ notifications: SellerNotification[]; unreadCount: number }>('seller/notifications');
    if (!result.success) throw new Error(result.message);
    return result.data;
  },
  // The bell is a glance, not a live feed: fresh enough each minute and on focus.
  refetchInterval: 60_000,
});

export const useSellerNotifications = (enabled = true) => useQuery({ ...sellerNotificationsQuery, enabled });
