import { api } from '../../lib/api-client.ts';

export const deleteNotification = (id: string) => api.delete<unknown>(`notifications/${encodeURIComponent(id)}`);
