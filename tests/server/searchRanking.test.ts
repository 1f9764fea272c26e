import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../../contract/search/normalize';
import type { Naat } from '../../server/db/types';
import { reciters } from '../../server/seed/words';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

/**
 * What comes first, on the demo catalogue (server/seed), through the real server on both engines: the word as
 * written above the same word folded, a reciter's name above a title word that only starts with it, and rows
 * found only inside a word or with a typo after every real match (or not at all once real matches fill a page).
 */
interface Page {
  data: { data: Naat[]; total: number };
}

describe.each(ENGINES)('search ranking on the demo catalogue (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string, limit = 50) => {
    const response = await t.app.inject(`/api/audios?search=${encodeURIComponent(q)}&limit=${String(limit)}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>().data;
  };
  const titles = async (q: string, limit = 50) => (await search(q, limit)).data.map((naat) => naat.title);
  const reciterOf = (naat: Naat) => naat.naatKhawan.name;
  /** True when every folded query word starts a word of the naat's title or reciter (a real word match). */
  const real = (q: string, naat: Naat) => {
    const words = ` ${searchWords(`${naat.title} ${naat.urduTitle ?? ''} ${reciterOf(naat)}`).join(' ')}`;
    return searchWords(q).every((word) => words.includes(` ${word}`));
  };

  it('ilahi lists the Ilahi naats first, and ali, ula and al each their own word first', async () => {
    const ilahi = await titles('ilahi');
    const count = ilahi.filter((title) => title.startsWith('Ilahi')).length;
    expect(count).toBeGreaterThan(0);
    expect(ilahi.slice(0, count).every((title) => title === 'Ilahi Teri Chaukhat Par')).toBe(true);
    expect((await titles('ula'))[0]).toBe('Balaghal Ula Bi Kamalihi');
    expect((await titles('allah'))[0]).toMatch(/\bAllah\b/);
    expect((await search('ali')).data.map(reciterOf)[0]).toBe('Kashif Ali Zia');
  });

  it('a word naming a reciter brings that reciter’s naats first', async () => {
    const qari = (await search('qari')).data.map(reciterOf);
    const name = reciters[1]?.name;
    expect(name).toBe('Qari Zubair Ahmed Naqshbandi');
    const first = qari.filter((reciter) => reciter === name).length;
    expect(first).toBeGreaterThan(5);
    expect(qari.slice(0, first).every((reciter) => reciter === name)).toBe(true);
    expect((await search('bilal qadri')).data.map(reciterOf)[0]).toBe('Hafiz Muhammad Bilal Qadri');
  });

  it('allah hu puts Allah Hu Allah first and drops the rows only matching inside words', async () => {
    const { data, total } = await search('allah hu', 100);
    expect(data[0]?.title).toBe('Allah Hu Allah');
    expect(data.length).toBe(total);
    // Real matches fill more than a page, so nothing weaker is listed.
    expect(total).toBeGreaterThanOrEqual(20);
    expect(data.every((naat) => real('allah hu', naat))).toBe(true);
  });

  it('typo matches come only after every real match, and only when real matches are few', async () => {
    // Words no demo lyric holds, so a real match is a title or reciter word.
    for (const q of ['madina', 'tajdar', 'noor', 'haram', 'safar', 'jashn']) {
      const { data } = await search(q, 100);
      const flags = data.map((naat) => real(q, naat));
      const firstWeak = flags.indexOf(false);
      expect(firstWeak === -1 ? flags.length : firstWeak, q).toBeGreaterThan(0);
      if (firstWeak !== -1) {
        expect(
          flags.slice(firstWeak).every((flag) => !flag),
          q,
        ).toBe(true);
        expect(firstWeak, q).toBeLessThan(20);
      }
    }
    // Mustfa finds Mustafa with one edit; a three-letter word never matches with one.
    // The demo's lines holding Mustafa are those of مصطفیٰ (their transliteration is searched).
    const mustfa = (await search('mustfa')).data.map(
      (naat) => `${naat.title} ${reciterOf(naat)} ${naat.lyrics ?? ''}`,
    );
    expect(mustfa.length).toBeGreaterThan(0);
    expect(mustfa.every((text) => text.includes('Mustafa') || text.includes('مصطفیٰ'))).toBe(true);
    expect(await titles('xyz')).toEqual([]);
  });
});
