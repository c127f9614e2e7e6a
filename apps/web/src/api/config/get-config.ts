import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteMode } from '@souk/shared/hosts';
import { DEFAULT_LBP_PER_USD } from '@souk/shared/money';
import { DEFAULT_RETURN_WINDOW_DAYS, MAX_RETURN_WINDOW_DAYS } from '@souk/shared/return-window';
import { api } from '../../lib/api-client.ts';

export interface SiteConfig {
  siteMode: SiteMode;
  lbpPerUsd: number;
  publicUrl: string;
  /** Sign-in buttons to show: only providers the server has a client id and secret for. */
  socialProviders: SocialProvider[];
  /** The development outbox page exists only while no real sender is configured. */
  devOutbox: boolean;
  /** The footer's links to the shop's pages and WhatsApp chat; null ones are not shown. */
  social: Record<SocialLink, string | null>;
  /** Days after delivery a buyer may ask for a return (a setting): product pages and the return dialog say it. */
  returnWindowDays: number;
}

export const SOCIAL_LINKS = ['facebook', 'instagram', 'whatsapp'] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];

const webLink = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.some((provider) => provider === value);

/** If the config cannot be read, the site behaves as the default `live` mode. */
export const FALLBACK_CONFIG: SiteConfig = {
  siteMode: 'live',
  lbpPerUsd: DEFAULT_LBP_PER_USD,
  publicUrl: '',
  socialProviders: [],
  devOutbox: false,
  social: { facebook: null, instagram: null, whatsapp: null },
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
};

const windowDays = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RETURN_WINDOW_DAYS
    ? value
    : DEFAULT_RETURN_WINDOW_DAYS;

export async function getConfig(): Promise<SiteConfig> {
  const result = await api.get<Partial<Record<keyof SiteConfig, unknown>>>('config');
  if (!result.success) return FALLBACK_CONFIG;
  const social = result.data.social as Record<string, unknown> | null | undefined;
  return {
    siteMode: result.data.siteMode === 'prelaunch' ? 'prelaunch' : 'live',
    lbpPerUsd: typeof result.data.lbpPerUsd === 'number' ? result.data.lbpPerUsd : DEFAULT_LBP_PER_USD,
    publicUrl: typeof result.data.publicUrl === 'string' ? result.data.publicUrl : '',
    socialProviders: Array.isArray(result.data.socialProviders)
      ? result.data.socialProviders.filter(isSocialProvider)
      : [],
    devOutbox: result.data.devOutbox === true,
    social: Object.fromEntries(SOCIAL_LINKS.map((name) => [name, webLink(social?.[name])])) as SiteConfig['social'],
    returnWindowDays: windowDays(result.data.returnWindowDays),
  };
}

export const configQuery = queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });

export const useConfig = () => useQuery(configQuery);
