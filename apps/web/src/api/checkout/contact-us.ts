import { api } from '../../lib/api-client.ts';

export const sendSupportRequest = (body: { name: string; phone: string; message: string }) => api.post<unknown>('checkout/contact-us', body);
