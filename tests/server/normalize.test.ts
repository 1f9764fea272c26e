import { describe, expect, it } from 'vitest';
import { codePointLength, firstCharacter } from '../../server/search/text';

describe('text helpers', () => {
  it('firstCharacter keeps whole code points', () => {
    expect(firstCharacter('Madina')).toBe('M');
    expect(firstCharacter('مدینہ')).toBe('م');
    expect(firstCharacter('𝒜bc')).toBe('𝒜');
    expect(firstCharacter('')).toBe('');
  });

  it('codePointLength counts astral characters once', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('𝒜𝒜')).toBe(2);
    expect(codePointLength('مدی')).toBe(3);
  });
});
