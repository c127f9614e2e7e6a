import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** GET /api/recovery/reset-password/{token}: 200 while the token can still be used, else 'Expired token.' */
export const checkResetToken = (token: string) => api.get<null>(`recovery/reset-password/${encodeURIComponent(token)}`);

export const useCheckResetToken = () => useMutation({ mutationFn: checkResetToken });
