import { useSyncExternalStore } from 'react';
import { CURRENCIES, DEFAULT_LBP_PER_USD, formatPrice, usdToCents, type Currency } from '@souk/shared/money';
import { STORAGE_KEYS, readItem, writeItem } from './storage.ts';

const isCurrency = (value: string | null): value is Currency => CURRENCIES.includes(value as Currency);

const stored = readItem('local', STORAGE_KEYS.currency);
let current: Currency = isCurrency(stored) ? stored : 'USD';
let lbpPerUsd = DEFAULT_LBP_PER_USD;
const listeners = new Set<() => void>();

export function setCurrency(currency: Currency) {
  current = currency;
  writeItem('local', STORAGE_KEYS.currency, currency);
  for (const listener of listeners) listener();
}

/** The server decides the display rate (GET /api/config); 89,000 until it answers. */
export function setLbpRate(rate: number) {
  if (Number.isFinite(rate) && rate > 0) lbpPerUsd = rate;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCurrency = (): Currency => useSyncExternalStore(subscribe, () => current);

/**
 * The API sends USD decimals (24.99); formatting goes through cents to avoid float drift. An order
 * passes the rate it was placed at, so its LBP amounts stay what the buyer was shown.
 */
export function usePrice(fixedLbpPerUsd?: number): (usd: number, orderLbpPerUsd?: number) => string {
  const currency = useCurrency();
  return (usd, orderLbpPerUsd) => formatPrice(usdToCents(usd), currency, orderLbpPerUsd ?? fixedLbpPerUsd ?? lbpPerUsd);
}
