import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, PublicUser } from '@souk/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';
import { setUser } from '../../lib/auth-store.ts';
import { profileKey } from './get-profile.ts';

export async function updateProfile(body: ProfileUpdateInput) {
  const result = await api.put<{ user: PublicUser }>('auth/profile', body);
  if (result.success) setUser(result.data.user);
  return result;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result.success) queryClient.setQueryData(profileKey, result.data.user);
    },
  });
}
