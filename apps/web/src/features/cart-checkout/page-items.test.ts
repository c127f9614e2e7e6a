import { describe, expect, it } from 'vitest';
import { pageItems } from './pager.ts';

describe('wish-list pager (spec 2 section 2)', () => {
  it('shows every page when there are fewer than 4', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 2)).toEqual([1, 2, 3]);
  });
  it('shows 1, 2, ellipsis, last from 4 pages on', () => {
    expect(pageItems(4, 1)).toEqual([1, 2, 'dots', 4]);
    expect(pageItems(9, 2)).toEqual([1, 2, 'dots', 9]);
    expect(pageItems(9, 9)).toEqual([1, 2, 'dots', 9]);
  });
  it('keeps the current page visible when it lies between', () => {
    expect(pageItems(4, 3)).toEqual([1, 2, 3, 4]);
    expect(pageItems(9, 3)).toEqual([1, 2, 3, 'dots', 9]);
    expect(pageItems(9, 5)).toEqual([1, 2, 'dots', 5, 'dots', 9]);
    expect(pageItems(9, 8)).toEqual([1, 2, 'dots', 8, 9]);
  });
});
