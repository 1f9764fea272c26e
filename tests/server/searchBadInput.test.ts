import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Naat, Reciter } from '../../server/db/types';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

/**
 * Whatever lands in the search box (a pasted paragraph, punctuation, diacritics alone, mixed scripts, text
 * that is not valid UTF-16 or UTF-8) gets a list, empty or sensible, from both search calls on both engines;
 * only a text past the documented 1,000 characters gets a 400 naming the limit. Never a 500.
 */
interface Page<T> {
  success: boolean;
  data: { data: T[]; total: number };
}

const PATHS = ['/api/audios', '/api/naatkhawans'] as const;

describe.each(ENGINES)('search with bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Both lists for an already encoded query string value. */
  const both = async (encoded: string) => {
    const pages: Page<Naat | Reciter>['data'][] = [];
    for (const path of PATHS) {
      const response = await t.app.inject(`${path}?search=${encoded}&limit=20`);
      expect(response.statusCode, `${path} ${encoded.slice(0, 40)}`).toBe(200);
      const body = response.json<Page<Naat | Reciter>>();
      expect(body.success).toBe(true);
      pages.push(body.data);
    }
    return { naats: pages[0]?.data as Naat[], reciters: pages[1]?.data as Reciter[] };
  };
  const query = (text: string) => both(encodeURIComponent(text));

  it('answers 1,000 characters: one endless word, a repeated word, many words', async () => {
    // One letter a thousand times is that letter (doubled letters fold to one): a list of its words.
    expect((await query('q'.repeat(1000))).naats.length).toBeGreaterThan(0);
    expect((await query('qwertyuiop'.repeat(100))).naats).toEqual([]);
    const repeated = await query('madina '.repeat(142).padEnd(1000, 'x'));
    expect(repeated.naats).toEqual([]);
    const madina = await query('madina '.repeat(142).trim());
    expect(madina.naats[0]?.title).toMatch(/Madina/);
    // 200 different words: none of the demo naats holds them all.
    const many = Array.from({ length: 200 }, (_, i) => `w${String(i).padStart(3, '0')}`).join(' ');
    expect(many.length).toBeLessThanOrEqual(1000);
    expect((await query(many)).naats).toEqual([]);
  });

  it('refuses more than 1,000 characters with a clear message', async () => {
    for (const path of PATHS) {
      const response = await t.app.inject(`${path}?search=${'a'.repeat(1001)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(
        'Query parameter "search" must NOT have more than 1000 characters',
      );
    }
  });

  it('finds nothing for punctuation, diacritics or joiners alone', async () => {
    for (const text of [
      '!!!???...',
      '%_\\',
      '"*()',
      '\u064e\u064f\u0650\u0651\u0670',
      '\u200c\u200d\u200f',
      'ـــ',
    ]) {
      const { naats, reciters } = await query(text);
      expect(naats, text).toEqual([]);
      expect(reciters, text).toEqual([]);
    }
  });

  it('answers mixed scripts by every word, whatever its script', async () => {
    const { naats } = await query('Madina مدینہ');
    expect(naats[0]?.title).toMatch(/Madin/);
    expect(naats[0]?.urduTitle).toMatch(/مدین/);
    expect((await query('Madina ελληνικά 漢字')).naats).toEqual([]);
  });

  it('answers text that is not valid UTF-16 or UTF-8', async () => {
    // A lone surrogate as UTF-8 would carry it (CESU), and byte sequences that are no UTF-8 at all.
    for (const raw of ['%ED%A0%80', 'mad%ED%B0%80ina', '%C0%AF', '%FF%FE', 'madina%80']) await both(raw);
    // Straight into the repositories too (another caller than the HTTP API).
    const { naats, reciters } = t.app.repos;
    const window = { offset: 0, limit: 20 };
    expect((await naats.list(window, '\ud800')).total).toBe(0);
    expect((await reciters.list(window, '\udfff\ud800')).total).toBe(0);
    expect((await naats.list(window, 'madina\ud800')).total).toBeGreaterThan(0);
  });
});
