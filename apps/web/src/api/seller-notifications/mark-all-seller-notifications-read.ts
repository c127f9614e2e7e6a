import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { sellerNotificationsQuery } from './get-seller-notifications.ts';

/** Spec 2 section 4: mark all sets every notice read and the count to 0. */
export function useMarkAllSellerNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ unreadCount: number }>('seller/notifications/mark-all-read'),
    onMutate: () =>
      client.setQueryData(sellerNotificationsQuery.queryKey, (current) =>
        current
          ? { notifications: current.notifications.map((notice) => ({ ...notice, read: true })), unreadCount: 0 }
          : current,
      ),
    onSettled: (result) => {
      if (result && !result.success) console.warn('Could not mark all notifications read:', result.message);
    },
  });
}
