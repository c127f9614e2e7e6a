import { useMutation } from '@tanstack/react-query';
import type { CodeSentReply, SendCodeInput } from '@souk/shared/schemas/otp';
import { api, type Solved } from '../../lib/api-client.ts';

/** POST /api/otp/send: a fresh sign-up code to the phone (SMS, WhatsApp) or the e-mail. */
export const sendCode = ({ altcha, ...body }: SendCodeInput & Solved) =>
  api.post<CodeSentReply>('otp/send', { ...body, purpose: body.purpose ?? 'signup' }, { altcha });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
