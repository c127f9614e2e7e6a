import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@souk/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';
import { clearUser, setUser } from '../../lib/auth-store.ts';

export const profileKey = ['auth', 'profile'] as const;

/**
 * Spec 1 section 4: on start the session cookie is used to fetch the profile; if that fails the
 * stored user is forgotten. Resolves to the user or null, never throws.
 */
export async function getProfile(): Promise<PublicUser | null> {
  const result = await api.get<{ user: PublicUser }>('auth/profile');
  if (result.success && result.data.user) {
    setUser(result.data.user);
    return result.data.user;
  }
  // A network failure is not proof the session is gone; only the server saying so clears it.
  if (!result.success && result.httpStatus !== 0) clearUser();
  return null;
}

export const profileQuery = queryOptions({ queryKey: profileKey, queryFn: getProfile, staleTime: 60_000 });

export const useProfile = () => useQuery(profileQuery);
