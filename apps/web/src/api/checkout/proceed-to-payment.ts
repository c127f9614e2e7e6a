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
    building?: string;
    floor?: string;
    notes?: string;
  };
  couponCode: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  /** Issue 41: deliver to this saved address, or keep the typed one in the address book. */
  addressId?: string;
  saveAddress?: boolean;
}

export const proceedToPayment = (cartId: string, body: ProceedInput) =>
  api.post<{ order: Order; addressSaved?: boolean }>(`checkout/${encodeURIComponent(cartId)}/proceed-to-payment`, body);
