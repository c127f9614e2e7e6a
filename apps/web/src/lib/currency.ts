import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  CURRENCY_COOKIE,
  formatCompactPrice,
  formatPrice,
  isCurrency,
  usdToCents,
  type Currency,
} from '@souk/shared/money';
import { configQuery, FALLBACK_CONFIG } from '../api/config/get-config.ts';
import { isServer, serverEnv } from './render-env.ts';
import { STORAGE_KEYS, readItem, writeItem } from './storage.ts';

/** Kept in a cookie too: the server renders the next page's prices in it. */
function remember(currency: Currency) {
  writeItem('local', STORAGE_KEYS.currency, currency);
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The currency the server rendered this page in (`data-currency` on <html>), if it rendered it. */
const renderedCurrency = isServer ? undefined : document.documentElement.dataset.currency;
const storedCurrency = readItem('local', STORAGE_KEYS.currency);
let current: Currency = isCurrency(storedCurrency)
  ? storedCurrency
  : isCurrency(renderedCurrency)
    ? renderedCurrency
    : 'USD';
// A choice made before the cookie existed: the server learns it for the next page.
if (!isServer && current !== renderedCurrency && isCurrency(renderedCurrency)) remember(current);
const listeners = new Set<() => void>();

export function setCurrency(currency: Currency) {
  current = currency;
  remember(currency);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** While a rendered page hydrates it shows the server's currency, then the reader's, if another. */
const snapshotOfRender = (): Currency =>
  isServer ? serverEnv().currency : isCurrency(renderedCurrency) ? renderedCurrency : current;

export const useCurrency = (): Currency => useSyncExternalStore(subscribe, () => current, snapshotOfRender);

/**
 * The API sends USD decimals (24.99); formatting goes through cents to avoid float drift. The display
 * rate is the server's (GET /api/config); an order passes the rate it was placed at, so its LBP
 * amounts stay what the buyer was shown.
 */
export function usePrice(fixedLbpPerUsd?: number): (usd: number, orderLbpPerUsd?: number) => string {
  const currency = useCurrency();
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  return (usd, orderLbpPerUsd) =>
    formatPrice(usdToCents(usd), currency, orderLbpPerUsd ?? fixedLbpPerUsd ?? config.lbpPerUsd);
}

/** usePrice's short form, for a chart's axis. */
export function useCompactPrice(): (usd: number) => string {
  const currency = useCurrency();
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  return (usd) => formatCompactPrice(usdToCents(usd), currency, config.lbpPerUsd);
}
