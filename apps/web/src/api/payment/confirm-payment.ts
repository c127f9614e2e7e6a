import { api } from '../../lib/api-client.ts';

export const confirmPayment = (orderId: string, transactionId?: string) =>
  api.post<{ status: 'CAPTURED' | 'PENDING' | 'FAILED'; result: string }>(
    'payment/confirm',
    transactionId ? { orderId, transactionId } : { orderId },
  );
