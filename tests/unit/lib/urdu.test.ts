import { describe, expect, it } from 'vitest';
import { normalizeUrdu, normalizeWithMap } from '../../../src/lib/urdu';

describe('normalizeUrdu', () => {
  it('lower-cases Latin text', () => {
    expect(normalizeUrdu('Tajdar-e-HARAM')).toBe('tajdar-e-haram');
  });

  it('unifies the Arabic letter variants with their Urdu forms', () => {
    expect(normalizeUrdu('\u0643\u064a\u0649\u0647\u0629')).toBe('\u06a9\u06cc\u06cc\u06c1\u06c3');
    expect(normalizeUrdu('كرم')).toBe(normalizeUrdu('کرم'));
  });

  it('drops the Arabic diacritics of each listed range', () => {
    expect(normalizeUrdu('مُحَمَّد')).toBe('محمد');
    expect(normalizeUrdu('\u0627\u0670\u0644')).toBe('\u0627\u0644');
    expect(normalizeUrdu('\u0628\u06d6\u06ed')).toBe('\u0628');
    expect(normalizeUrdu('\u0628\u065f')).toBe('\u0628');
  });

  it('keeps letters outside the rules as they are', () => {
    expect(normalizeUrdu('نعت ۂ ے')).toBe('نعت ۂ ے');
  });
});

describe('normalizeWithMap', () => {
  it('maps every normalised unit back to its original character', () => {
    const mapped = normalizeWithMap('aُbC');
    expect(mapped.text).toBe('abc');
    expect(mapped.origin).toEqual([0, 2, 3]);
    expect(mapped.originEnd).toEqual([1, 3, 4]);
  });

  it('counts astral characters as two units of the original', () => {
    const mapped = normalizeWithMap('😀x');
    expect(mapped.text).toBe('😀x');
    expect(mapped.origin).toEqual([0, 0, 2]);
  });
});
