import { api } from '../../lib/api-client.ts';

export const cancelOrder = (orderId: string) => api.post<unknown>(`orders/${encodeURIComponent(orderId)}/cancel`);
