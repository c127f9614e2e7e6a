import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeInput } from '@souk/shared/schemas/otp';
import { api } from '../../lib/api-client.ts';

export interface CodeVerifiedReply {
  /** Handed to POST /api/auth/register, which marks the phone verified. */
  verificationToken: string;
  expiresAt: string;
}

export const verifyCode = (body: VerifyCodeInput) =>
  api.post<CodeVerifiedReply>('otp/verify', { ...body, purpose: body.purpose ?? 'signup' });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
