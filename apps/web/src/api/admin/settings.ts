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
  /** Issue 41: cash on delivery's rules; the fee and the cap in USD, a null cap for none. */
  cashOnDelivery: CashSettings;
}

export interface CashSettings {
  confirmBelowDelivered: number;
  confirmHours: number;
  refusalLimit: number;
  fee: number;
  maxTotal: number | null;
}

/** A sign-in provider: on when the server's environment names its client; what to set and where it returns. */
export interface SignInProvider {
  provider: 'google' | 'facebook';
  on: boolean;
  variables: string[];
  callbackUrl: string;
}

const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => {
    const result = await api.get<SettingsAnswer>('admin/settings');
    if (!result.success) throw new Error(result.message);
    return result.data;
  },
});

type SettingsAnswer = { settings: SiteSettings; signIn: SignInProvider[] };
// Selectors kept at module level: the same function each render keeps the selected data's identity.
const settingsOf = (answer: SettingsAnswer) => answer.settings;
const signInOf = (answer: SettingsAnswer) => answer.signIn;
export const useAdminSettings = () => useQuery({ ...adminSettingsQuery, select: settingsOf });
export const useSignInProviders = () => useQuery({ ...adminSettingsQuery, select: signInOf });

/** Sends only what changed; the site applies it on the next request. The web config (rate, mode) reloads too. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Omit<SiteSettings, 'hotline'>> & { hotline?: string }) =>
      api.put<{ settings: SiteSettings }>('admin/settings', patch),
    onSuccess: (result) => {
      if (!result.success) return;
      client.setQueryData(adminSettingsQuery.queryKey, (kept) => kept && { ...kept, settings: result.data.settings });
      void client.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
