export const CURRENCIES = ['USD', 'LBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_LBP_PER_USD = 89_000;

/** Prices travel as integer US cents; this shows them in the chosen currency, en-US style. */
export function formatPrice(cents: number, currency: Currency, lbpPerUsd = DEFAULT_LBP_PER_USD): string {
  if (currency === 'LBP') {
    const pounds = Math.round((cents * lbpPerUsd) / 100);
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'LBP', maximumFractionDigits: 0 }).format(pounds);
  }
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** The API shows prices as USD decimals (24.99); arithmetic stays in cents. */
export const centsToUsd = (cents: number) => Math.round(cents) / 100;
export const usdToCents = (usd: number) => Math.round(usd * 100);
