import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { sellerNotificationsQuery } from './get-seller-notifications.ts';

/** Spec 2 section 4: read at once on click; a failure is only logged. */
export function useMarkSellerNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<null>(`seller/notifications/${id}/read`),
    onMutate: (id) =>
      client.setQueryData(sellerNotificationsQuery.queryKey, (current) =>
        current
          ? {
              notifications: current.notifications.map((notice) =>
                notice._id === id ? { ...notice, read: true } : notice,
              ),
              unreadCount: Math.max(
                0,
                current.unreadCount -
                  (current.notifications.find((notice) => notice._id === id && !notice.read) ? 1 : 0),
              ),
            }
          : current,
      ),
    onSettled: (result) => {
      if (result && !result.success) console.warn('Could not mark the notification read:', result.message);
    },
  });
}
