/**
 * GET /api/orders/{id}/invoice answers a PDF in the reader's language; the session cookie goes with a
 * plain link.
 */
export const invoiceUrl = (orderId: string, language: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/invoice?lang=${encodeURIComponent(language)}`;
