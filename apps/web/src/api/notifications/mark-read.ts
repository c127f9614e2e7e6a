import { api } from '../../lib/api-client.ts';

export const markNotificationRead = (id: string) => api.put<unknown>(`notifications/${encodeURIComponent(id)}/read`);
