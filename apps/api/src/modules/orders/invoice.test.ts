import { describe, expect, it } from 'vitest';
import { visualWords } from './invoice.ts';

describe('visualWords: the order words are drawn in, left to right', () => {
  it.each([
    ['Rami Haddad', ['Rami', 'Haddad']],
    ['رامي حداد', ['حداد', 'رامي']],
    ['شارع الحمرا، بناية 12', ['12', 'بناية', 'الحمرا،', 'شارع']],
    ['Sold by متجر الأرز', ['Sold', 'by', 'الأرز', 'متجر']],
    ['بيروت, Beirut - Hamra', ['Beirut', '-', 'Hamra', 'بيروت,']],
  ])('%s', (line, drawn) => {
    expect(visualWords(line)).toEqual(drawn);
  });
});
