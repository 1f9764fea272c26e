import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Naat, Reciter } from '../../server/db/types';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

interface Page<T> {
  data: { data: T[]; total: number; totalPages: number; page: number };
}

describe.each(ENGINES)('search on %s', (engine) => {
  let t: TestApp;
  let reciterId: number;
  beforeAll(async () => {
    t = await startApp({ seed: false, engine });
    const { reciters, naats } = t.app.repos;
    const reciter = await reciters.create({ name: 'Owais Raza', urduName: 'اویس رضا' });
    const other = await reciters.create({ name: 'Zubair Ahmed', urduName: 'زبیر احمد' });
    reciterId = reciter.id;
    const add = (title: string, urduTitle: string | null, reciterId: number, playCount = 0) =>
      naats.create({
        title,
        urduTitle,
        filePath: '/Audio/demo-clip-1.mp3',
        naatKhawanId: reciterId,
        playCount,
      });
    await add('Madine Ka Safar Hai', 'مدینے کا سفر ہے', reciter.id, 10);
    await add('Qad Kafani Ilmu Rabbi', 'قد كفاني علم ربي', other.id, 5);
    await add('Balaghal Ula', 'بَلَغَ العُلیٰ بِکَمالِہٖ', other.id, 7);
    await add('Shah-e-Madina', 'شاہِ مدینہ', other.id, 20);
    await add('100% Love_Naat', null, other.id, 1);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string): Promise<string[]> => {
    const response = await t.app.inject(`/api/audios?search=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page<Naat>>().data.data.map((n) => n.title);
  };
  const searchReciters = async (q: string): Promise<string[]> => {
    const response = await t.app.inject(`/api/naatkhawans?search=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page<Reciter>>().data.data.map((r) => r.name);
  };

  describe('naat search', () => {
    it('matches any part of a title, ignoring case, best first', async () => {
      expect(await search('madin')).toEqual(['Shah-e-Madina', 'Madine Ka Safar Hai']);
      // Inside a word only, so rows found with one edit may follow it.
      expect((await search('AFAR'))[0]).toBe('Madine Ka Safar Hai');
      expect(await search('kafani ilmu')).toEqual(['Qad Kafani Ilmu Rabbi']);
    });

    it('matches the Urdu title', async () => {
      expect(await search('سفر')).toEqual(['Madine Ka Safar Hai']);
    });

    it('matches the reciter name, English or otherwise', async () => {
      expect(await search('owais')).toEqual(['Madine Ka Safar Hai']);
    });

    it('ignores Arabic/Urdu letter variants in both directions', async () => {
      // Stored with Arabic kaf and yeh, asked with the Urdu letters...
      expect(await search('کفانی')).toEqual(['Qad Kafani Ilmu Rabbi']);
      // ...and stored with Urdu letters, asked with Arabic heh and yeh.
      expect((await search('مدينه'))[0]).toBe('Shah-e-Madina');
    });

    it('ignores diacritics in the stored text and in the query', async () => {
      expect(await search('بکمالہ')).toEqual(['Balaghal Ula']);
      expect(await search('العُلیٰ')).toEqual(['Balaghal Ula']);
    });

    it('answers 1- and 2-character words; punctuation alone is no word and finds nothing', async () => {
      expect(await search('100')).toEqual(['100% Love_Naat']);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      // A lone vowel (a listener starting to type) finds the titles holding one.
      expect((await search('e')).length).toBeGreaterThan(1);
      expect(await search('سف')).toEqual(['Madine Ka Safar Hai']);
      expect(await search('qa')).toContain('Qad Kafani Ilmu Rabbi');
    });

    it('treats quotes and FTS syntax as plain text', async () => {
      expect(await search('"madin')).toEqual(await search('madin'));
      expect(await search('madin OR qad')).toEqual([]);
      expect(await search('NEAR(')).toEqual([]);
    });

    it('finds folded spellings and one typo, best first', async () => {
      // Both hold the word Madina (Madine); the more played comes first.
      expect(await search('madinah')).toEqual(['Shah-e-Madina', 'Madine Ka Safar Hai']);
      expect(await search('Medina')).toEqual(['Shah-e-Madina', 'Madine Ka Safar Hai']);
      expect(await search('kafaani')).toEqual(['Qad Kafani Ilmu Rabbi']);
      expect(await search('balaghl')).toEqual(['Balaghal Ula']);
    });

    it('pages search results with their total', async () => {
      const response = await t.app.inject('/api/audios?search=madin&limit=1&page=2');
      const body = response.json<Page<Naat>>();
      expect(body.data).toEqual({
        data: [expect.objectContaining({ title: 'Madine Ka Safar Hai' })],
        total: 2,
        totalPages: 2,
        page: 2,
      });
    });

    it('treats a blank search as no search', async () => {
      expect(await search('   ')).toHaveLength(5);
    });
  });

  describe('reciter search', () => {
    it('matches name and Urdu name', async () => {
      expect(await searchReciters('raza')).toEqual(['Owais Raza']);
      expect(await searchReciters('زبیر')).toEqual(['Zubair Ahmed']);
      expect(await searchReciters('زبير')).toEqual(['Zubair Ahmed']);
      expect(await searchReciters('ow')).toEqual(['Owais Raza']);
    });
  });

  describe('the index follows every write', () => {
    it('updates, renames and deletes', async () => {
      const { naats, reciters } = t.app.repos;
      const created = await naats.create({
        title: 'Tajdar-e-Haram',
        filePath: '/Audio/demo-clip-2.mp3',
        naatKhawanId: reciterId,
      });
      expect(await search('tajdar')).toEqual(['Tajdar-e-Haram']);
      await naats.update(created.id, { title: 'Taiba Ke Jaane Wale' });
      expect(await search('tajdar')).toEqual([]);
      expect(await search('taiba')).toEqual(['Taiba Ke Jaane Wale']);

      await reciters.update(reciterId, { name: 'Hafiz Renamed' });
      expect(await search('owais')).toEqual([]);
      expect((await search('renamed')).sort()).toEqual(['Madine Ka Safar Hai', 'Taiba Ke Jaane Wale']);
      expect(await searchReciters('renamed')).toEqual(['Hafiz Renamed']);

      await naats.delete(created.id);
      expect(await search('taiba')).toEqual([]);
    });
  });

  describe('gram tokens for 1–2 character queries', () => {
    it('index every distinct 1- and 2-character piece outside whitespace', async () => {
      const { gramTokens, gramQuery } = await import('../../server/db/search/sqliteSearch');
      expect(gramTokens('ab a').split(' ').sort()).toEqual(['g61', 'g61x62', 'g62'].sort());
      expect(gramQuery('ab')).toBe('g61x62');
      expect(gramTokens('مد')).toContain(gramQuery('مد'));
      expect(gramTokens('𝒜b')).toContain(gramQuery('𝒜b'));
    });

    it('answer short words and Urdu pairs', async () => {
      // "Ula" is the whole word "ul"; "Ilmu" only starts with it.
      expect((await search('ul'))[0]).toBe('Balaghal Ula');
      expect(await search('شاہِ')).toEqual(['Shah-e-Madina']);
    });
  });
});

describe('counts stay right across processes (SQLite)', () => {
  it('sees a naat added through another connection to the same database (another server process)', async () => {
    const t = await startApp({ seed: false });
    try {
      const reciter = await t.app.repos.reciters.create({ name: 'Owais Raza' });
      const add = (repos: typeof t.app.repos, title: string) =>
        repos.naats.create({ title, filePath: '/Audio/demo-clip-1.mp3', naatKhawanId: reciter.id });
      await add(t.app.repos, 'Taiba Wale');
      const { openDatabase } = await import('../../server/db/database');
      const { createRepositories } = await import('../../server/db/repositories');
      const total = async () => (await t.app.inject('/api/audios?search=wale')).json<Page<Naat>>().data.total;
      expect(await total()).toBe(1);
      const other = await openDatabase({ url: null, dataDir: t.config.dataDir });
      try {
        await add(createRepositories(other), 'Madine Wale');
      } finally {
        await other.close();
      }
      expect(await total()).toBe(2);
    } finally {
      await t.close();
    }
  });
});
