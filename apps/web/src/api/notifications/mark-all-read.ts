import { api } from '../../lib/api-client.ts';

export const markAllNotificationsRead = () => api.put<unknown>('notifications/mark-all-read');
