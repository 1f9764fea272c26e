import { describe, expect, it } from 'vitest';
import { guardLetter, isPageAllowed, parsePageParam, RANKED_MAX_PAGES } from '../../../src/lib/guards';

describe('parsePageParam', () => {
  it('reads whole pages from 1 up to the maximum', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('7', RANKED_MAX_PAGES)).toBe(7);
  });

  it('refuses anything else', () => {
    for (const raw of ['0', '-1', '1.5', 'abc', '', '2x']) expect(parsePageParam(raw)).toBeNull();
    expect(parsePageParam('8', RANKED_MAX_PAGES)).toBeNull();
  });
});

describe('isPageAllowed', () => {
  it('accepts pages between 1 and totalPages, never beyond the cap', () => {
    expect(isPageAllowed(1, 3)).toBe(true);
    expect(isPageAllowed(3, 3)).toBe(true);
    expect(isPageAllowed(0, 3)).toBe(false);
    expect(isPageAllowed(4, 3)).toBe(false);
    expect(isPageAllowed(1.5, 3)).toBe(false);
    expect(isPageAllowed(8, 10, RANKED_MAX_PAGES)).toBe(false);
  });
});

describe('guardLetter', () => {
  it('accepts only letters in availableLetters, ignoring case', () => {
    expect(guardLetter('m', ['A', 'M'])).toBe('M');
    expect(guardLetter('B', ['A', 'M'])).toBeNull();
    expect(guardLetter(undefined, ['A'])).toBeNull();
  });
});
