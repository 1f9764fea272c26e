import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Naat, Reciter } from '../../server/db/types';
import type { Window } from '../../server/db/types';
import { saveNaatLyrics } from '../../server/lyrics/naatLyrics';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

/**
 * What search reaches beyond titles, through the real server on both engines: lyric lines (Urdu and their
 * transliteration), Urdu word endings and izafat, Roman gh/g and kh/k, and a reciter's Urdu name; the
 * in-memory ranking and the engine's SQL give the same pages for all of it.
 */
interface Page<T> {
  data: { data: T[]; total: number };
}

describe.each(ENGINES)('search coverage on %s', (engine) => {
  let t: TestApp;
  let lyricNaat: number;
  let bilal: number;
  beforeAll(async () => {
    t = await startApp({ seed: false, engine });
    const { reciters, naats } = t.app.repos;
    const reciter = await reciters.create({ name: 'Hafiz Bilal Qadri', urduName: 'حافظ بلال قادری' });
    const other = await reciters.create({ name: 'Zubair Ahmed', urduName: 'زبیر احمد' });
    bilal = reciter.id;
    const add = (title: string, urduTitle: string | null, reciterId: number, playCount = 0) =>
      naats.create({
        title,
        urduTitle,
        filePath: '/Audio/demo-clip-1.mp3',
        naatKhawanId: reciterId,
        playCount,
      });
    await add('Kaabe Ki Ronaq', 'کعبے کی رونق', other.id);
    await add('Ghous-e-Azam', 'غوثِ اعظم', other.id);
    await add('Khuda Ki Azmat', 'خدا کی عظمت', other.id);
    await add('Gunahon Ki Aadat', 'گناہوں کی عادت', reciter.id);
    // The title holds the words: it ranks above the naat whose lyrics hold them.
    await add('Lakhon Salam', 'لاکھوں سلام', other.id, 1);
    const lyric = await add('Sham Ki Mehfil', 'شام کی محفل', reciter.id, 50);
    lyricNaat = lyric.id;
    const saved = await saveNaatLyrics(t.app.repos, lyric.id, {
      synced: false,
      lines: [
        {
          start: null,
          text: 'مصطفیٰ جانِ رحمت پہ لاکھوں سلام',
          roman: 'Mustafa jaan-e-rehmat pe laakhon salaam',
        },
        {
          start: null,
          text: 'شمعِ بزمِ ہدایت پہ لاکھوں سلام',
          roman: "Sham'-e-bazm-e-hidayat pe laakhon salaam",
        },
      ],
    });
    expect(saved?.id).toBe(lyric.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string) => {
    const response = await t.app.inject(`/api/audios?search=${encodeURIComponent(q)}&limit=50`);
    expect(response.statusCode).toBe(200);
    return response.json<Page<Naat>>().data.data.map((naat) => naat.title);
  };
  const reciters = async (q: string) => {
    const response = await t.app.inject(`/api/naatkhawans?search=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page<Reciter>>().data.data.map((reciter) => reciter.name);
  };

  it('finds a naat by a line of its lyrics, in Urdu and in its transliteration', async () => {
    expect(await search('مصطفیٰ جانِ رحمت')).toEqual(['Sham Ki Mehfil']);
    expect(await search('مصطفی جان رحمت')).toEqual(['Sham Ki Mehfil']);
    expect(await search('jaan e rehmat')).toEqual(['Sham Ki Mehfil']);
    expect(await search('bazme hidayat')).toEqual(['Sham Ki Mehfil']);
  });

  it('ranks a title match above a lyric match, even a less played one', async () => {
    expect(await search('lakhon salam')).toEqual(['Lakhon Salam', 'Sham Ki Mehfil']);
    expect(await search('لاکھوں سلام')).toEqual(['Lakhon Salam', 'Sham Ki Mehfil']);
  });

  it('follows the lyrics when they change', async () => {
    await saveNaatLyrics(t.app.repos, lyricNaat, {
      synced: false,
      lines: [{ start: null, text: 'روشن ستارے', roman: 'Roshan sitare' }],
    });
    try {
      expect(await search('hidayat')).toEqual([]);
      expect(await search('roshan sitare')).toEqual(['Sham Ki Mehfil']);
      expect(await search('روشن ستارہ')).toEqual(['Sham Ki Mehfil']);
    } finally {
      await saveNaatLyrics(t.app.repos, lyricNaat, {
        synced: false,
        lines: [
          {
            start: null,
            text: 'مصطفیٰ جانِ رحمت پہ لاکھوں سلام',
            roman: 'Mustafa jaan-e-rehmat pe laakhon salaam',
          },
          {
            start: null,
            text: 'شمعِ بزمِ ہدایت پہ لاکھوں سلام',
            roman: "Sham'-e-bazm-e-hidayat pe laakhon salaam",
          },
        ],
      });
    }
    expect(await search('hidayat')).toEqual(['Sham Ki Mehfil']);
  });

  // Each first: rows one edit away may follow the real match (the typo tail).
  const first = async (q: string) => (await search(q))[0];

  it('meets Urdu direct, oblique and plural endings, and izafat written or not', async () => {
    expect(await search('کعبہ کی رونق')).toEqual(['Kaabe Ki Ronaq']);
    expect(await first('کعبے')).toBe('Kaabe Ki Ronaq');
    expect(await first('گناہ')).toBe('Gunahon Ki Aadat');
    expect(await first('عظمتیں')).toBe('Khuda Ki Azmat');
    expect(await first('غوث اعظم')).toBe('Ghous-e-Azam');
    expect(await first('غوثِ اعظم')).toBe('Ghous-e-Azam');
  });

  it('meets Roman gh/g, kh/k, q/k, w/v, ee/i, oo/u, aa/a and doubled letters', async () => {
    expect(await first('gaus e azam')).toBe('Ghous-e-Azam');
    expect(await first('ghaus-e-aazam')).toBe('Ghous-e-Azam');
    expect(await first('kuda ki azmat')).toBe('Khuda Ki Azmat');
    expect(await first('kaabe ki ronak')).toBe('Kaabe Ki Ronaq');
    expect(await first('gunaahon ki aadatt')).toBe('Gunahon Ki Aadat');
  });

  it("finds a reciter and the reciter's naats by the Urdu name", async () => {
    expect(await reciters('بلال')).toEqual(['Hafiz Bilal Qadri']);
    const naats = await search('بلال');
    expect(naats.sort()).toEqual(['Gunahon Ki Aadat', 'Sham Ki Mehfil']);
    // An edit of the Urdu name reaches the naats' search text.
    await t.app.repos.reciters.update(bilal, { urduName: 'حافظ بلال قادری نقشبندی' });
    expect((await search('نقشبندی')).sort()).toEqual(['Gunahon Ki Aadat', 'Sham Ki Mehfil']);
  });

  it('ranks the same from memory and in SQL', async () => {
    const { repos } = t.app;
    const window: Window = { offset: 0, limit: 20 };
    for (const q of ['lakhon salam', 'مصطفی', 'کعبہ', 'بلال', 'gaus', 'kuda', 'sham', 'hidayt', 'ki']) {
      const memory = await repos.naats.list(window, q);
      const inSql = await repos.transaction((trx) => repos.naats.list(window, q, trx));
      expect(
        inSql.items.map((naat) => naat.id),
        q,
      ).toEqual(memory.items.map((naat) => naat.id));
      expect(inSql.total, q).toBe(memory.total);
    }
  });
});
