import { api } from '../../lib/api-client.ts';

export const getUnreadCount = () => api.get<{ unreadCount: number }>('notifications/unread-count');
