import { useMutation } from '@tanstack/react-query';
import { api, type Solved } from '../../lib/api-client.ts';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** POST /api/contact-us: resolves to the envelope, never throws (spec 1 section 7). */
export const sendContact = ({ altcha, ...body }: ContactMessage & Solved) =>
  api.post<null>('contact-us', body, { altcha });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
