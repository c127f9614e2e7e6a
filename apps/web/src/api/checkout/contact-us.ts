import { api, type Solved } from '../../lib/api-client.ts';

export const sendSupportRequest = ({ altcha, ...body }: { name: string; phone: string; message: string } & Solved) =>
  api.post<unknown>('checkout/contact-us', body, { altcha });
