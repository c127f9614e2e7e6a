import { useMutation } from '@tanstack/react-query';
import type { CodeSentReply, SendCodeInput } from '@souk/shared/schemas/otp';
import { api, type Solved } from '../../lib/api-client.ts';

/** POST /api/otp/resend: the same body as send; the earlier code stops working. */
export const resendCode = ({ altcha, ...body }: SendCodeInput & Solved) =>
  api.post<CodeSentReply>('otp/resend', { ...body, purpose: body.purpose ?? 'signup' }, { altcha });

export const useResendCode = () => useMutation({ mutationFn: resendCode });
