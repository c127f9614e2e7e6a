import { useMutation } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '@souk/shared/schemas/auth';
import { api, type Solved } from '../../lib/api-client.ts';
import { clearUser, setUser } from '../../lib/auth-store.ts';

export interface AuthReply {
  accessToken: string;
  user: PublicUser;
}

/** Spec 1 section 4: earlier auth is cleared first; the token stays in the HttpOnly cookie. */
export async function login({ altcha, ...body }: LoginInput & Solved) {
  clearUser();
  const result = await api.post<AuthReply>('auth/login', body, { altcha });
  if (result.success) setUser(result.data.user, body.rememberMe ? 'local' : 'session');
  return result;
}

export const useLogin = () => useMutation({ mutationFn: login });
