import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@souk/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';

/** The server keeps this browser's session and revokes the others. */
export const changePassword = (body: ChangePasswordInput) => api.put<null>('auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
