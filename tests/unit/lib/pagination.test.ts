import { describe, expect, it } from 'vitest';
import { pageWindow, paginationRange, shownRange, totalPagesFor } from '../../../src/lib/pagination';

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and two either side, with ellipses', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(paginationRange(6, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
  });

  it('leaves no ellipsis for a gap of zero pages', () => {
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps a current page out of range and is empty without pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('pageWindow', () => {
  it('shows up to five pages centred on the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('shownRange and totalPagesFor', () => {
  it('computes the Showing x-y of n numbers', () => {
    expect(shownRange(1, 15, 100)).toEqual({ from: 1, to: 15 });
    expect(shownRange(7, 15, 100)).toEqual({ from: 91, to: 100 });
    expect(shownRange(1, 15, 0)).toEqual({ from: 0, to: 0 });
    expect(totalPagesFor(100, 15)).toBe(7);
    expect(totalPagesFor(0, 15)).toBe(0);
  });
});
