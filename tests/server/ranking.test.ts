import { describe, expect, it } from 'vitest';
import { compareRanked, score, STRONG_BONUS, termScore } from '../../server/db/search/ranking';
import { typoPatterns } from '../../server/db/search/searchText';
import { naatSearchFields, toSearchQuery } from '../../server/db/search/searchText';

const fields = (title: string, reciter = '', lyrics = '') =>
  naatSearchFields(title, null, reciter, { lyrics });
const terms = (query: string) => toSearchQuery(query)?.terms ?? [];
const points = (query: string, title: string, reciter = '') => {
  const [term] = terms(query);
  if (!term) throw new Error('no words');
  return termScore(term, fields(title, reciter));
};
const rank = (query: string, naats: { title: string; reciter?: string; plays?: number }[]) =>
  naats
    .map((naat, i) => ({
      id: i + 1,
      title: naat.title,
      score: score(terms(query), fields(naat.title, naat.reciter)),
      popularity: naat.plays ?? 0,
    }))
    .sort(compareRanked)
    .map((naat) => naat.title);

describe('ranking (the same rules the SQL of both engines applies)', () => {
  it('a word as written beats the same word folded, which beats a word start, then the inside of a word', () => {
    // Ilahi and Ula both fold to "al"; only Ilahi is the word as typed.
    expect(points('ilahi', 'Ilahi Teri Chaukhat Par')).toBeGreaterThan(points('ilahi', 'Balaghal Ula'));
    expect(points('madina', 'Shah-e-Madinah')).toBeGreaterThan(points('madina', 'Madinatul'));
    expect(points('madina', 'Madinatul')).toBeGreaterThan(points('madina', 'Almadina'));
    expect(points('madeena', 'Madina Madinatul')).toBe(points('madina', 'Madina'));
  });

  it('spellings that never change a word still count as written: ee/i, oo/u, aa/a, q/k, w/v, doubles', () => {
    for (const [query, title] of [
      ['ilaahi', 'Ilahi'],
      ['madeena', 'Madina'],
      ['noor', 'Nur'],
      ['qari', 'Kari'],
      ['wali', 'Vali'],
      ['allah', 'Alah'],
    ] as const) {
      expect(points(query, title), `${query} / ${title}`).toBe(points(title, title));
    }
  });

  it('a word naming the reciter beats a title word that only starts with it', () => {
    expect(
      rank('qari', [
        { title: 'Karam Mangta Hoon', plays: 900 },
        { title: 'Tajdar-e-Haram', reciter: 'Qari Zubair Ahmed Naqshbandi' },
      ]),
    ).toEqual(['Tajdar-e-Haram', 'Karam Mangta Hoon']);
    // In the same place, the title comes first.
    expect(points('raza', 'Raza Naat', 'Ali')).toBeGreaterThan(points('raza', 'Naat', 'Raza'));
  });

  it('a row with every word at a word start or better ranks above any row with a word inside a word', () => {
    expect(
      rank('nabi jashn', [
        { title: 'Nabiyon Ke Jashn', plays: 1 },
        { title: 'Annabi Jashn', plays: 99 },
      ]),
    ).toEqual(['Nabiyon Ke Jashn', 'Annabi Jashn']);
    expect(score(terms('madina'), fields('Madinatul'))).toBeGreaterThanOrEqual(STRONG_BONUS);
    expect(score(terms('madina'), fields('Almadina'))).toBeLessThan(STRONG_BONUS);
  });

  it('the lyrics rank below the title and the reciter, and only a word as written there is a real match', () => {
    const inLyrics = (query: string, lyrics: string) => {
      const [term] = terms(query);
      if (!term) throw new Error('no words');
      return termScore(term, fields('Naat', 'Qari', lyrics));
    };
    expect(inLyrics('salam', 'Lakhon Salam')).toBeLessThan(points('salam', 'Salamun'));
    expect(inLyrics('salam', 'Lakhon Salam')).toBeGreaterThan(points('salam', 'Assalam'));
    expect(score(terms('salaam'), fields('Naat', '', 'lakhon salam'))).toBeGreaterThanOrEqual(STRONG_BONUS);
    // Ula folds to Ilahi's key, but is not Ilahi as written.
    expect(score(terms('ilahi'), fields('Naat', '', 'balaghal ula'))).toBeLessThan(STRONG_BONUS);
    expect(score(terms('ilahi'), fields('Naat', '', 'balaghal ula'))).toBeGreaterThan(0);
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
        { title: 'Madina Ka Safar', plays: 50 },
        { title: 'Jab Se Dekha Hai Madina', plays: 5 },
      ]),
    ).toEqual(['Madina Ka Safar', 'Jab Se Dekha Hai Madina', 'Shah-e-Madina']);
  });

  it('a word that is not found (or only with a typo) scores nothing', () => {
    expect(score(terms('xyz'), fields('Madina', 'Raza'))).toBe(0);
    expect(score(terms('mustfa'), fields('Mustafa'))).toBe(0);
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

  it('only for folded words of four letters or more', () => {
    expect(typoPatterns('nab')).toEqual([]);
    expect(typoPatterns('karm').length).toBeGreaterThan(0);
  });
});
