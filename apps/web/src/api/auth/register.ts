import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@souk/shared/schemas/auth';
import { api, type Solved } from '../../lib/api-client.ts';
import { clearUser, setUser } from '../../lib/auth-store.ts';
import type { AuthReply } from './login.ts';

/** Sign-up always asks for a buyer account (spec 1 section 5); the server enforces it too. */
export async function register({ altcha, ...body }: Omit<RegisterInput, 'accountType'> & Solved) {
  clearUser();
  const result = await api.post<AuthReply>('auth/register', { ...body, accountType: 'buyer' }, { altcha });
  if (result.success) setUser(result.data.user, 'session');
  return result;
}

export const useRegister = () => useMutation({ mutationFn: register });
