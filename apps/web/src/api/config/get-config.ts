import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteMode } from '@souk/shared/hosts';
import { DEFAULT_LBP_PER_USD } from '@souk/shared/money';
import { api } from '../../lib/api-client.ts';

export interface SiteConfig {
  siteMode: SiteMode;
  lbpPerUsd: number;
  publicUrl: string;
}

/** If the config cannot be read, the site behaves as the default `live` mode. */
export const FALLBACK_CONFIG: SiteConfig = { siteMode: 'live', lbpPerUsd: DEFAULT_LBP_PER_USD, publicUrl: '' };

export async function getConfig(): Promise<SiteConfig> {
  const result = await api.get<Partial<SiteConfig>>('config');
  if (!result.success) return FALLBACK_CONFIG;
  return {
    siteMode: result.data.siteMode === 'prelaunch' ? 'prelaunch' : 'live',
    lbpPerUsd: typeof result.data.lbpPerUsd === 'number' ? result.data.lbpPerUsd : DEFAULT_LBP_PER_USD,
    publicUrl: typeof result.data.publicUrl === 'string' ? result.data.publicUrl : '',
  };
}

export const configQuery = queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });

export const useConfig = () => useQuery(configQuery);
