import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../server/search/normalize';
import { codePointLength, firstCharacter } from '../../server/search/text';

describe('normalizeSearchText', () => {
  it('lowercases Latin text', () => {
    expect(normalizeSearchText('Madine Ka SAFAR')).toBe('madine ka safar');
  });

  it('removes Arabic diacritics: harakat, tanwin, shadda, sukun, superscript alef, Quranic marks', () => {
    expect(normalizeSearchText('بَلَغَ العُلیٰ بِکَمالِہٖ')).toBe('بلغ العلی بکمالہ');
    expect(normalizeSearchText('مُحَمَّدٌ')).toBe('محمد');
    for (const mark of ['\u064B', '\u0652', '\u065F', '\u0670', '\u06D6', '\u06ED']) {
      expect(normalizeSearchText(`ب${mark}ت`)).toBe('بت');
    }
    // Letters just outside the ranges stay.
    expect(normalizeSearchText('\u064A\u0660\u06EE')).toBe('\u06CC\u0660\u06EE');
  });

  it('unifies the Arabic letter variants on the Urdu forms', () => {
    expect(normalizeSearchText('ك')).toBe('ک');
    expect(normalizeSearchText('ي')).toBe('ی');
    expect(normalizeSearchText('ى')).toBe('ی');
    expect(normalizeSearchText('ه')).toBe('ہ');
    expect(normalizeSearchText('ة')).toBe('ۃ');
    expect(normalizeSearchText('قد كفاني علم ربي')).toBe(normalizeSearchText('قد کفانی علم ربی'));
    expect(normalizeSearchText('مدينه')).toBe('مدینہ');
  });

  it('leaves already-normal text unchanged and is idempotent', () => {
    for (const text of ['مدینہ', 'naat 123', '', 'یا نبی سلام علیک']) {
      expect(normalizeSearchText(text)).toBe(text.toLowerCase());
      expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
    }
  });
});

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
