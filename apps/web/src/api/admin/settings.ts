import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SiteSettings {
  lbpPerUsd: number;
  vatRate: number;
  deliveryFees: Record<string, number>;
  commissionRates: { regular: number; premium: number; gold: number };
  siteMode: 'live' | 'prelaunch';
  supportEmail: string;
  hotline: string | null;
  returnWindowDays: number;
}

export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => {
    const result = await api.get<{ settings: SiteSettings }>('admin/settings');
    if (!result.success) throw new Error(result.message);
    return result.data.settings;
  },
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);

/** Sends only what changed; the site applies it on the next request. The web config (rate, mode) reloads too. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Omit<SiteSettings, 'hotline'>> & { hotline?: string }) =>
      api.put<{ settings: SiteSettings }>('admin/settings', patch),
    onSuccess: (result) => {
      if (!result.success) return;
      client.setQueryData(adminSettingsQuery.queryKey, result.data.settings);
      void client.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
