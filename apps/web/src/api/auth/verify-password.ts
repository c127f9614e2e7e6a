import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const verifyPassword = (password: string) => api.post<{ valid: boolean }>('auth/verify-password', { password });

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
