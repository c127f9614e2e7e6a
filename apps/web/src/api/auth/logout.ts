import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { clearAllLocalAuth } from '../../lib/auth-store.ts';

/** The server revokes the session even if the local clean-up were to fail, so it is called first. */
export async function logout() {
  const result = await api.post<null>('auth/logout');
  clearAllLocalAuth();
  return result;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Cached answers belong to the user who left.
    onSettled: () => queryClient.clear(),
  });
}
