import { describe, expect, it } from 'vitest';
import { compareRanked, score, wordScore } from '../../server/db/search/ranking';
import { typoPatterns } from '../../server/db/search/searchText';
import { naatSearchFields, toSearchQuery } from '../../server/db/search/searchText';

const fields = (title: string, reciter = '') => naatSearchFields(title, null, reciter);
const words = (query: string) => toSearchQuery(query)?.words ?? [];
const rank = (query: string, naats: { title: string; reciter?: string; plays?: number }[]) =>
  naats
    .map((naat, i) => ({
      id: i + 1,
      title: naat.title,
      score: score(words(query), fields(naat.title, naat.reciter)),
      popularity: naat.plays ?? 0,
    }))
    .sort(compareRanked)
    .map((naat) => naat.title);

describe('ranking (the same rules the SQL of both engines applies)', () => {
  it('a whole title word beats a title word start, which beats the inside of a word', () => {
    const f = fields('Madina Madinatul Almadina');
    expect(wordScore('madan', fields('Shah-e-Madina'))).toBeGreaterThan(
      wordScore('madan', fields('Madinatul')),
    );
    expect(wordScore('madan', fields('Madinatul'))).toBeGreaterThan(wordScore('madan', fields('Almadina')));
    expect(wordScore('madan', f)).toBe(wordScore('madan', fields('Madina')));
  });

  it('any title match beats a reciter match', () => {
    expect(wordScore('raz', fields('Shiraz', 'Raza'))).toBeGreaterThan(
      wordScore('raz', fields('Naat', 'Raza')),
    );
    expect(
      rank('raza', [
        { title: 'Naat', reciter: 'Raza' },
        { title: 'Razaa', reciter: 'Ali' },
      ]),
    ).toEqual(['Razaa', 'Naat']);
  });

  it('sums the words, so a naat holding every word well comes first', () => {
    expect(
      rank('madina safar', [
        { title: 'Madine Ka Safar Hai', plays: 1 },
        { title: 'Safarnama Madinatul', plays: 99 },
      ]),
    ).toEqual(['Madine Ka Safar Hai', 'Safarnama Madinatul']);
  });

  it('then popularity, then the newest: one place for every row, so pages are stable', () => {
    expect(
      rank('madina', [
        { title: 'Shah-e-Madina', plays: 5 },
        { title: 'Madine Ka Safar', plays: 50 },
        { title: 'Jab Se Dekha Hai Madina', plays: 5 },
      ]),
    ).toEqual(['Madine Ka Safar', 'Jab Se Dekha Hai Madina', 'Shah-e-Madina']);
  });

  it('a word that is not found scores nothing', () => {
    expect(score(['xyz'], fields('Madina', 'Raza'))).toBe(0);
  });
});

describe('typo patterns', () => {
  it('cover a changed, missing, extra and swapped letter', () => {
    const patterns = typoPatterns('mastf');
    expect(patterns).toContain('%mast_f%'); // one letter missing from the query (Mustfa for Mustafa)
    expect(patterns).toContain('%ma_tf%'); // changed
    expect(patterns).toContain('%mstf%'); // extra
    expect(patterns).toContain('%masft%'); // swapped
  });

  it('only for words of five letters or more', () => {
    expect(typoPatterns('nab')).toEqual([]);
    expect(typoPatterns('madan').length).toBeGreaterThan(0);
  });
});
