/** GET /api/orders/{id}/invoice answers a PDF; the session cookie goes with a plain link. */
export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;
