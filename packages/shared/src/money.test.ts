import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCents, formatCompactPrice, formatPrice, lineShares } from './money.ts';

describe('formatPrice', () => {
  it('shows USD cents as dollars and converts to LBP at 89,000 per USD', () => {
    expect(formatPrice(2499, 'USD')).toBe('$24.99');
    expect(formatPrice(2499, 'LBP').replace(/\s/g, ' ')).toBe('LBP 2,224,110');
    expect(formatPrice(100, 'LBP', 90_000).replace(/\s/g, ' ')).toBe('LBP 90,000');
  });
});

describe('shares of an order between its lines (decision 0012)', () => {
  const lines = fc.array(fc.record({ goodsCents: fc.integer({ min: 1, max: 500_000 }), discounted: fc.boolean() }), {
    minLength: 1,
    maxLength: 8,
  });

  it('allocateCents gives out exactly the total, each part within a cent of its exact share (seed 22)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(weightSum === 0 ? 0 : total);
          shares.forEach((share, index) =>
            expect(Math.abs(share - (weightSum ? (total * weights[index]!) / weightSum : 0))).toBeLessThan(1),
          );
        },
      ),
      { seed: 22, numRuns: 300 },
    );
  });

  it('lineShares: discounts and VAT add up to the order, no line pays less than nothing or is discounted unasked (seed 22)', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 0.11), (orderLines, percent, vatRate) => {
        const eligible = orderLines.filter((line) => line.discounted).reduce((sum, line) => sum + line.goodsCents, 0);
        const discount = Math.round((eligible * percent) / 100);
        const goods = orderLines.reduce((sum, line) => sum + line.goodsCents, 0);
        const vat = Math.round((goods - discount) * vatRate);
        const shares = lineShares(orderLines, discount, vat);
        expect(shares.reduce((sum, share) => sum + share.discountCents, 0)).toBe(discount);
        expect(shares.reduce((sum, share) => sum + share.vatCents, 0)).toBe(vat);
        expect(shares.reduce((sum, share) => sum + share.paidCents, 0)).toBe(goods - discount + vat);
        shares.forEach((share, index) => {
          expect(share.discountCents).toBeLessThanOrEqual(share.goodsCents);
          expect(share.paidCents).toBeGreaterThanOrEqual(0);
          if (!orderLines[index]!.discounted) expect(share.discountCents).toBe(0);
        });
      }),
      { seed: 22, numRuns: 300 },
    );
  });

  it("the issue's example: a 90% coupon on an $82.99 item leaves $8.30 of goods and $0.91 of VAT to refund", () => {
    expect(lineShares([{ goodsCents: 8299, discounted: true }], 7469, 91)).toEqual([
      { goodsCents: 8299, discountCents: 7469, vatCents: 91, paidCents: 921 },
    ]);
  });
});

describe('formatCompactPrice: a chart axis step, short enough that every step fits', () => {
  it.each([
    [25_000, 'USD', '$250'],
    [123_450, 'USD', '$1.2K'],
    [25_000, 'LBP', 'LBP 22.3M'],
    [0, 'USD', '$0'],
  ] as const)('%s cents in %s: %s', (cents, currency, shown) => {
    // Intl puts a no-break space after the LBP code.
    expect(formatCompactPrice(cents, currency, 89_000).replace(/\s/g, ' ')).toBe(shown);
  });
});
