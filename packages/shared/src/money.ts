export const CURRENCIES = ['USD', 'LBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_LBP_PER_USD = 89_000;

// Building an Intl.NumberFormat costs far more than using one, so each is built once.
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const lbpFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'LBP', maximumFractionDigits: 0 });

/** Prices travel as integer US cents; this shows them in the chosen currency, en-US style. */
export function formatPrice(cents: number, currency: Currency, lbpPerUsd = DEFAULT_LBP_PER_USD): string {
  if (currency === 'LBP') return lbpFormat.format(Math.round((cents * lbpPerUsd) / 100));
  return usdFormat.format(cents / 100);
}

/** The API shows prices as USD decimals (24.99); arithmetic stays in cents. */
export const centsToUsd = (cents: number) => Math.round(cents) / 100;
export const usdToCents = (usd: number) => Math.round(usd * 100);
