export const CURRENCIES = ['USD', 'LBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: string | null | undefined): value is Currency =>
  CURRENCIES.includes(value as Currency);
/** The shown currency, kept by the web app so the server renders prices in it from the first byte. */
export const CURRENCY_COOKIE = 'souk_currency';
export const DEFAULT_LBP_PER_USD = 89_000;

// Building an Intl.NumberFormat costs far more than using one, so each is built once.
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const lbpFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'LBP', maximumFractionDigits: 0 });

/** Prices travel as integer US cents; this shows them in the chosen currency, en-US style. */
export function formatPrice(cents: number, currency: Currency, lbpPerUsd = DEFAULT_LBP_PER_USD): string {
  if (currency === 'LBP') return lbpFormat.format(Math.round((cents * lbpPerUsd) / 100));
  return usdFormat.format(cents / 100);
}

const compactFormat = (currency: Currency) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
const compactFormats = { USD: compactFormat('USD'), LBP: compactFormat('LBP') };

/** An amount shortened for a chart's axis ("$1.2K", "LBP 89M"): every step fits beside the next. */
export function formatCompactPrice(cents: number, currency: Currency, lbpPerUsd = DEFAULT_LBP_PER_USD): string {
  return compactFormats[currency].format(currency === 'LBP' ? (cents * lbpPerUsd) / 100 : cents / 100);
}

/** The API shows prices as USD decimals (24.99); arithmetic stays in cents. */
export const centsToUsd = (cents: number) => Math.round(cents) / 100;
export const usdToCents = (usd: number) => Math.round(usd * 100);

/**
 * Splits `totalCents` between parts in proportion to their weights, to the cent: each part gets the
 * floor of its exact share, and the cents left over go to the largest remainders (the earlier part on
 * a tie). The shares always add up to the total, so an order's discount or VAT split between its
 * lines is neither lost nor made up.
 */
export function allocateCents(totalCents: number, weights: number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0 || totalCents === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalCents * weight) / weightSum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What one order line cost the buyer: its goods, its share of the discount and of the VAT. */
export interface LineShare {
  goodsCents: number;
  discountCents: number;
  vatCents: number;
  /** goods - discount + VAT: what an item's refunds may add up to at most. */
  paidCents: number;
}

/**
 * The rule of decision 0012: the order's discount is shared between the lines the coupon applied to,
 * by their goods; the order's VAT between all lines, by their goods after discount. Shipping is no
 * line's: it is given back only when the whole order is cancelled.
 */
export function lineShares(
  lines: { goodsCents: number; discounted: boolean }[],
  discountCents: number,
  vatCents: number,
): LineShare[] {
  const discounts = allocateCents(
    discountCents,
    lines.map((line) => (line.discounted ? line.goodsCents : 0)),
  );
  const taxed = lines.map((line, index) => line.goodsCents - discounts[index]!);
  const vats = allocateCents(vatCents, taxed);
  return lines.map((line, index) => ({
    goodsCents: line.goodsCents,
    discountCents: discounts[index]!,
    vatCents: vats[index]!,
    paidCents: taxed[index]! + vats[index]!,
  }));
}
