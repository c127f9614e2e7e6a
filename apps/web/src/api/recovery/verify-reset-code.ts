import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface ResetCodeVerifiedReply {
  token: string;
  resetToken: string;
}

export interface VerifyResetCodeInput {
  email: string;
  verificationCode: string;
  token?: string;
}

/** POST /api/recovery/verify-code: a right code is exchanged for a single-use reset token. */
export const verifyResetCode = (body: VerifyResetCodeInput) =>
  api.post<ResetCodeVerifiedReply>('recovery/verify-code', body);

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
