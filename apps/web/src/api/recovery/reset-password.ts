import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@souk/shared/schemas/recovery';
import { api } from '../../lib/api-client.ts';

/** POST /api/recovery/reset-password/{token}: sets the new password and ends every session. */
export const resetPassword = ({ token, ...body }: ResetPasswordInput & { token: string }) =>
  api.post<null>(`recovery/reset-password/${encodeURIComponent(token)}`, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
