import type { PaymentMethod } from '@souk/shared/schemas/checkout';
import { api } from '../../lib/api-client.ts';
import type { Order } from '../orders/get-order-history.ts';

export interface ProceedInput {
  shippingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    streetAddress: string;
    city: string;
    location: string;
    state: string;
    zipCode: string;
  };
  couponCode: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
}

export const proceedToPayment = (cartId: string, body: ProceedInput) =>
  api.post<{ order: Order }>(`checkout/${encodeURIComponent(cartId)}/proceed-to-payment`, body);
