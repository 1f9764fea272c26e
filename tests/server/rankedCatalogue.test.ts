import { describe, expect, it } from 'vitest';
import { createRankedCatalogue } from '../../server/db/search/rankedCatalogue';
import { naatSearchFields, toSearchQuery } from '../../server/db/search/searchText';

/**
 * The catalogue keeps each searched word's table of forms between searches (rankedCatalogue.ts
 * createFormTables): a search after writes must see forms added since, and words pushed out of the cache.
 */
const entry = (id: number, title: string, reciter: string, popularity = 0) => ({
  id,
  ...naatSearchFields(title, null, reciter),
  popularity,
});
const search = (catalogue: ReturnType<typeof createRankedCatalogue>, text: string) => {
  const query = toSearchQuery(text);
  if (!query) throw new Error('no words');
  return catalogue.search(query, { offset: 0, limit: 50 });
};

describe('ranked catalogue word tables', () => {
  it('finds forms written after a word was first searched, and forgets replaced ones', () => {
    const catalogue = createRankedCatalogue();
    catalogue.upsert(entry(1, 'Madina Madina', 'Owais Raza Qadri'));
    catalogue.upsert(entry(2, 'Tajdar-e-Haram', 'Hafiz Tahir'));
    expect(search(catalogue, 'madina')).toEqual({ ids: [1], total: 1 });

    catalogue.upsert(entry(3, 'Chalo Diyar-e-Madina', 'Milad Raza', 5));
    catalogue.upsert(entry(2, 'Madine Wale', 'Hafiz Tahir'));
    // All three hold it as a whole word, two as written (the most played of them first), then Madine.
    expect(search(catalogue, 'madina')).toEqual({ ids: [3, 1, 2], total: 3 });

    catalogue.upsert(entry(1, 'Noor Wala Aaya', 'Owais Raza Qadri'));
    expect(search(catalogue, 'madina')).toEqual({ ids: [3, 2], total: 2 });
    expect(search(catalogue, 'raza')).toEqual({ ids: [3, 1], total: 2 });
  });

  it('finds a word no form held when it was first searched once a naat holding it is written', () => {
    const catalogue = createRankedCatalogue();
    catalogue.upsert(entry(1, 'Madina Madina', 'Owais Raza Qadri'));
    expect(search(catalogue, 'balaghal')).toEqual({ ids: [], total: 0 });
    expect(search(catalogue, 'madina balaghal')).toEqual({ ids: [], total: 0 });
    expect(search(catalogue, 'balaghl')).toEqual({ ids: [], total: 0 });
    catalogue.upsert(entry(2, 'Balaghal Ula Be Kamalihi', 'Hafiz Tahir'));
    expect(search(catalogue, 'balaghal')).toEqual({ ids: [2], total: 1 });
    expect(search(catalogue, 'balaghl')).toEqual({ ids: [2], total: 1 });
  });

  it('gives the same answers after more words than it keeps have been searched', () => {
    const catalogue = createRankedCatalogue();
    catalogue.upsert(entry(1, 'Mustafa Jaan-e-Rehmat', 'Owais Raza Qadri'));
    const first = search(catalogue, 'mustfa');
    expect(first.total).toBe(1);
    for (let word = 0; word < 200; word += 1) search(catalogue, `word${String(word)}`);
    catalogue.upsert(entry(2, 'Ya Mustafa', 'Hafiz Tahir', 3));
    expect(search(catalogue, 'mustfa')).toEqual({ ids: [2, 1], total: 2 });
    expect(search(catalogue, 'mustafa')).toEqual({ ids: [2, 1], total: 2 });
  });
});
