import { api } from '../../lib/api-client.ts';

/** A delivered item's return, asked from the order history (issue 15). */
export const askForReturn = (orderId: string, itemId: string, body: { reason: string; quantity: number }) =>
  api.post<{ ticketNumber: number }>(
    `orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/return`,
    body,
  );
