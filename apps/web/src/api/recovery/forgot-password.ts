import { useMutation } from '@tanstack/react-query';
import { api, type Solved } from '../../lib/api-client.ts';

/**
 * POST /api/recovery/forgot-password: e-mails a reset code. The reply is the same whether the
 * address has an account or not; its data is a token that binds the code to this request.
 */
export const forgotPassword = ({ email, altcha }: { email: string } & Solved) =>
  api.post<string>('recovery/forgot-password', { email }, { altcha });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
