import { describe, expect, it } from 'vitest';
import { visualWords } from './invoice.ts';

describe('visualWords: the order words are drawn in, left to right', () => {
  it.each([
    ['Rami Haddad', ['Rami', 'Haddad']],
    ['رامي حداد', ['حداد', 'رامي']],
    ['شارع الحمرا، بناية 12', ['12', 'بناية', 'الحمرا،', 'شارع']],
    ['Sold by متجر الأرز', ['Sold', 'by', 'الأرز', 'متجر']],
    ['بيروت, Beirut - Hamra', ['Beirut', '-', 'Hamra', 'بيروت,']],
    // Signs and numbers between Arabic and Latin take the line's direction.
    ['لبنان · +96171123456 · rami@example.com', ['rami@example.com', '·', '+96171123456', '·', 'لبنان']],
    ['فاتورة رقم SK100034', ['SK100034', 'رقم', 'فاتورة']],
    ['ضريبة القيمة المضافة 11%', ['11%', 'المضافة', 'القيمة', 'ضريبة']],
    ['Size L · أزرق كحلي · 2', ['Size', 'L', '·', 'كحلي', 'أزرق', '·', '2']],
  ])('%s', (line, drawn) => {
    expect(visualWords(line)).toEqual(drawn);
  });
});
