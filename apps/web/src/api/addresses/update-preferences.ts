import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdatePreferences } from '@souk/shared/schemas/addresses';
import { api, getData } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';

export const UPDATE_PREFERENCES_KEY = ['update-preferences'] as const;

export const updatePreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...UPDATE_PREFERENCES_KEY, userId],
    queryFn: async () => (await getData<{ preferences: UpdatePreferences }>('update-preferences')).preferences,
    meta: VISITOR_OWN,
  });
export const useUpdatePreferences = (userId: string | null) =>
  useQuery({ ...updatePreferencesQuery(userId ?? ''), enabled: Boolean(userId) });

export const saveUpdatePreferences = (preferences: UpdatePreferences) =>
  api.put<{ preferences: UpdatePreferences }>('update-preferences', preferences);
