import { describe, expect, it } from 'vitest';
import { intlLocale, ltr } from './locale-format.ts';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('intlLocale', () => {
  it('gives Arabic dates, times and numbers in Western digits, as prices are written', () => {
    const date = new Date('2026-11-23T14:05:00Z');
    const formats = [
      new Intl.DateTimeFormat(intlLocale('ar'), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        date,
      ),
      new Intl.NumberFormat(intlLocale('ar')).format(89000),
      new Intl.NumberFormat(intlLocale('ar'), { style: 'percent' }).format(0.11),
    ];
    for (const text of formats) expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(formats[0]).toContain('2026');
    expect(formats[1]).toBe('89,000');
    expect(new Intl.DateTimeFormat(intlLocale('en'), { dateStyle: 'medium', timeZone: 'UTC' }).format(date)).toBe(
      'Nov 23, 2026',
    );
  });
});

describe('ltr', () => {
  it('isolates a price so a right-to-left sentence keeps "$31.84" whole', () => {
    expect(ltr('$31.84')).toBe('\u2066$31.84\u2069');
  });
});
