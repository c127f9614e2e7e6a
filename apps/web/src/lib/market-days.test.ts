import { describe, expect, it } from 'vitest';
import { marketDayEnd, marketDayFormat, marketDayOf, marketDayStart } from './market-days.ts';

describe("the marketplace's days (Beirut)", () => {
  it('a typed day starts and ends in Beirut, winter (UTC+2) and summer (UTC+3)', () => {
    expect(marketDayStart('2026-11-25')).toBe('2026-11-24T22:00:00.000Z');
    expect(marketDayEnd('2026-11-25')).toBe('2026-11-25T21:59:59.000Z');
    expect(marketDayStart('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
    expect(marketDayEnd('2026-07-01')).toBe('2026-07-01T20:59:59.000Z');
    expect(marketDayStart('')).toBeUndefined();
    expect(marketDayEnd('')).toBeNull();
  });

  it('shows the typed day again, whatever the time zone of the machine', () => {
    const format = marketDayFormat('en');
    expect(format.format(new Date(marketDayStart('2026-11-25')!))).toBe('Nov 25, 2026');
    expect(format.format(new Date(marketDayEnd('2026-11-25')!))).toBe('Nov 25, 2026');
    expect(format.format(new Date(marketDayStart('2026-07-01')!))).toBe('Jul 1, 2026');
  });

  it('gives a date box back the day it was typed as', () => {
    expect(marketDayOf(marketDayStart('2026-11-25')!)).toBe('2026-11-25');
    expect(marketDayOf(marketDayEnd('2026-07-01'))).toBe('2026-07-01');
    expect(marketDayOf(null)).toBe('');
  });
});
