import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

describe('formatPrice', () => {
  it('shows USD cents as dollars and converts to LBP at 89,000 per USD', () => {
    expect(formatPrice(2499, 'USD')).toBe('$24.99');
    expect(formatPrice(2499, 'LBP').replace(/\s/g, ' ')).toBe('LBP 2,224,110');
    expect(formatPrice(100, 'LBP', 90_000).replace(/\s/g, ' ')).toBe('LBP 90,000');
  });
});
