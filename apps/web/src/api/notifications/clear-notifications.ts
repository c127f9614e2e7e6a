import { api } from '../../lib/api-client.ts';

export const clearNotifications = () => api.delete<unknown>('notifications');
