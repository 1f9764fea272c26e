import { describe, expect, it } from 'vitest';
import { escapeRegExp, highlight, withinOneEdit } from '../../../src/lib/highlight';

const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
const matches = (segments: { text: string; match: boolean }[]) =>
  segments.filter((segment) => segment.match).map((segment) => segment.text);

describe('highlight', () => {
  it('marks every case-insensitive match and keeps the original text', () => {
    const segments = highlight('Madina Madina', 'madina');
    expect(segments).toEqual([
      { text: 'Madina', match: true },
      { text: ' ', match: false },
      { text: 'Madina', match: true },
    ]);
  });

  it('treats the query literally, never as a pattern', () => {
    expect(matches(highlight('Why (so) sad? a.b', '(so)'))).toEqual(['(so)']);
    expect(matches(highlight('a.b axb', 'a.b'))).toEqual(['a.b']);
    expect(matches(highlight('cost $5 [x]', '$5 [x]'))).toEqual(['$5 [x]']);
    expect(matches(highlight('back\\slash', '\\'))).toEqual(['\\']);
  });

  it('returns the whole text unmarked for an empty query or no match', () => {
    expect(highlight('Naat', '  ')).toEqual([{ text: 'Naat', match: false }]);
    expect(highlight('Naat', 'xyz')).toEqual([{ text: 'Naat', match: false }]);
    expect(highlight('', 'x')).toEqual([]);
  });

  it('matches Urdu letter variants and maps the match back to the original spelling', () => {
    const title = 'کرم کی بارش';
    const segments = highlight(title, 'كرم');
    expect(matches(segments)).toEqual(['کرم']);
    expect(joined(segments)).toBe(title);
  });

  it('ignores diacritics in text and query, keeping the marks inside the highlight', () => {
    const title = 'نعتِ مُحَمَّد';
    const segments = highlight(title, 'محمد');
    expect(matches(segments)).toEqual(['مُحَمَّد']);
    expect(joined(segments)).toBe(title);
    expect(matches(highlight('محمد', 'مُحَمَّد'))).toEqual(['محمد']);
  });

  it('maps positions correctly after dropped characters earlier in the text', () => {
    const segments = highlight('بِسْمِ اللهِ', 'سم ال');
    expect(matches(segments)).toEqual(['سْمِ ال']);
  });
});

describe('highlight of folded spellings', () => {
  it('marks the displayed words a folded spelling matched', () => {
    expect(matches(highlight('Shah-e-Madina', 'madinah'))).toEqual(['Madina']);
    expect(matches(highlight('Tajdar-e-Haram', 'taajdaar e haram'))).toEqual(['Tajdar', 'Haram']);
    expect(joined(highlight('Tajdar-e-Haram', 'tajdare haram'))).toBe('Tajdar-e-Haram');
  });

  it('marks a word one typo away', () => {
    expect(matches(highlight('Mustafa Jaan-e-Rehmat', 'mustfa'))).toEqual(['Mustafa']);
    expect(matches(highlight('Karam Mangta Hoon', 'karm'))).toEqual(['Karam']);
    // Numbers are never typos of each other.
    expect(matches(highlight('Naat 1202', '1201'))).toEqual([]);
  });

  it('marks Urdu words written with other letter forms', () => {
    expect(matches(highlight('مصطفیٰ جانِ رحمت', 'مصطفى'))).toEqual(['مصطفیٰ']);
  });

  it('marks nothing when no word matches', () => {
    expect(highlight('Madina', 'karam')).toEqual([{ text: 'Madina', match: false }]);
  });
});

describe('withinOneEdit', () => {
  it('is true for one changed, missing, extra or swapped letter only', () => {
    expect(withinOneEdit('mastaf', 'mastaf')).toBe(true);
    expect(withinOneEdit('mastaf', 'mastf')).toBe(true);
    expect(withinOneEdit('mastf', 'mastaf')).toBe(true);
    expect(withinOneEdit('mastaf', 'masdaf')).toBe(true);
    expect(withinOneEdit('mastaf', 'matsaf')).toBe(true);
    expect(withinOneEdit('mastaf', 'mstf')).toBe(false);
  });
});

describe('escapeRegExp', () => {
  it('escapes every metacharacter', () => {
    const special = '.*+?^${}()|[]\\/-';
    expect(new RegExp(escapeRegExp(special)).test(special)).toBe(true);
  });
});
