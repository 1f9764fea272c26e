import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Naat, Reciter } from '../../server/db/types';
import { readLyricsJson } from '../../contract/lyrics/json';
import { lyricsText, type Lyrics } from '../../contract/lyrics/lyrics';
import { expectFail, startApp, type TestApp } from './helpers';

interface Page<T> {
  success: true;
  data: { data: T[]; total: number; totalPages: number; page: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

function expectNaatShape(naat: Naat): void {
  expect(Object.keys(naat).sort()).toEqual(
    [
      'audio',
      'category',
      'createdAt',
      'description',
      'duration',
      'filePath',
      'id',
      'image',
      'language',
      'loudnessLufs',
      'lyrics',
      'naatKhawan',
      'naatKhawanId',
      'playCount',
      'sources',
      'title',
      'urduTitle',
    ].sort(),
  );
  expect(typeof naat.id).toBe('number');
  expect(typeof naat.duration).toBe('number');
  expect(typeof naat.playCount).toBe('number');
  expect(naat.filePath).toMatch(/^\/Audio\/demo-clip-\d\.mp3$/);
  expect(Number.isNaN(Date.parse(naat.createdAt))).toBe(false);
  expect(naat.naatKhawan).toEqual({ id: naat.naatKhawanId, name: expect.any(String) as string, image: null });
}

describe('the demo catalogue', () => {
  it('has at least 12 reciters with English and Urdu names, bios, birth dates and places', async () => {
    const { data } = await get<{ data: Reciter[] }>('/api/naatkhawans?sort=name');
    expect(data.length).toBeGreaterThanOrEqual(12);
    for (const reciter of data) {
      expect(reciter.urduName).toMatch(/[\u0600-\u06FF]/);
      expect(reciter.bio).toContain('demo');
      expect(reciter.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(reciter.birthPlace).toBeTruthy();
    }
    expect(data.some((r) => r.audioCount > 30)).toBe(true);
  });

  it('has at least 150 naats that play real, demo-labelled audio with their real length', async () => {
    const page = await get<Page<Naat>>('/api/audios?limit=100');
    expect(page.data.total).toBeGreaterThanOrEqual(150);
    const initials = new Set(page.data.data.map((n) => n.title[0]));
    expect(initials.size).toBeGreaterThan(15);
    for (const naat of page.data.data) {
      expectNaatShape(naat);
      expect(naat.description).toContain('demo clip');
      expect(naat.duration).toBeGreaterThanOrEqual(30);
      expect(naat.duration).toBeLessThanOrEqual(60);
      expect(naat.lyrics).toMatch(/[\u0600-\u06FF]/);
    }
    const audio = await t.app.inject(page.data.data[0]?.filePath ?? '');
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  });
});

describe('GET /api/audios', () => {
  it('pages with total, totalPages and page; limit defaults to 20', async () => {
    const first = await get<Page<Naat>>('/api/audios');
    expect(first.success).toBe(true);
    expect(first.data.data).toHaveLength(20);
    expect(first.data.page).toBe(1);
    expect(first.data.totalPages).toBe(Math.ceil(first.data.total / 20));
    const second = await get<Page<Naat>>('/api/audios?page=2&limit=20');
    expect(second.data.page).toBe(2);
    const ids = new Set([...first.data.data, ...second.data.data].map((n) => n.id));
    expect(ids.size).toBe(40);
  });

  it('clamps limit to 1..100', async () => {
    expect((await get<Page<Naat>>('/api/audios?limit=100000')).data.data).toHaveLength(100);
    expect((await get<Page<Naat>>('/api/audios?limit=0')).data.data).toHaveLength(1);
    expect((await get<Page<Naat>>('/api/audios?limit=-5')).data.data).toHaveLength(1);
  });

  it('answers an empty page beyond the end, even for huge page numbers', async () => {
    const beyond = await get<Page<Naat>>('/api/audios?page=999');
    expect(beyond.data.data).toEqual([]);
    expect(beyond.data.total).toBeGreaterThan(0);
    expect((await get<Page<Naat>>('/api/audios?page=99999999999999999999')).data.data).toEqual([]);
  });

  it.each([
    ['/api/audios?page=abc', 'Query parameter "page" must be a whole number'],
    ['/api/audios?limit=ten', 'Query parameter "limit" must be a whole number'],
    ['/api/audios?page=1.5', 'Query parameter "page" must be a whole number'],
    ['/api/audios?page=0', 'Query parameter "page" must be >= 1'],
    ['/api/audios/popular?page=x', 'Query parameter "page" must be a whole number'],
    ['/api/audios/random?limit=x', 'Query parameter "limit" must be a whole number'],
    ['/api/naatkhawans?sort=age', 'Query parameter "sort" must be one of: name, audio_count'],
    ['/api/naatkhawans/1/audios?page=x', 'Query parameter "page" must be a whole number'],
    [
      '/api/naatkhawans/1/audios?sort=oldest',
      'Query parameter "sort" must be one of: title, newest, popular',
    ],
    ['/api/audios/abc', 'Path parameter "id" must be a whole number'],
    ['/api/naatkhawans/0', 'Path parameter "id" must be >= 1'],
    [
      `/api/audios?search=${'a'.repeat(1001)}`,
      'Query parameter "search" must NOT have more than 1000 characters',
    ],
  ])('%s is a 400 Fail', async (url, message) => {
    expectFail(await t.app.inject(url), 400, message);
  });
});

describe('GET /api/audios/{id}', () => {
  it('answers the naat with its reciter', async () => {
    const { data } = await get<{ success: true; data: Naat }>('/api/audios/1');
    expectNaatShape(data);
    expect(data.id).toBe(1);
  });

  it('answers 404 Fail for a missing id', async () => {
    expectFail(await t.app.inject('/api/audios/999999'), 404, 'Naat not found');
  });
});

describe('popular and recent', () => {
  it('popular is by playCount, descending, capped at 100 in total', async () => {
    const body = await get<{ success: true; data: Naat[]; total: number }>('/api/audios/popular?limit=100');
    expect(body.total).toBe(100);
    expect(body.data).toHaveLength(100);
    const counts = body.data.map((n) => n.playCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages of 15 stop at item 100: page 7 has 10 items, page 8 none', async () => {
    const page7 = await get<{ data: Naat[]; total: number }>('/api/audios/popular?page=7&limit=15');
    expect(page7.data).toHaveLength(10);
    expect(page7.total).toBe(100);
    const page8 = await get<{ data: Naat[] }>('/api/audios/popular?page=8&limit=15');
    expect(page8.data).toEqual([]);
  });

  it('recent is by createdAt, descending, with the same cap; limit alone gives the first items', async () => {
    const six = await get<{ data: Naat[]; total: number }>('/api/audios/recent?limit=6');
    expect(six.data).toHaveLength(6);
    expect(six.total).toBe(100);
    const all = await get<{ data: Naat[] }>('/api/audios/recent?limit=100');
    const dates = all.data.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(six.data.map((n) => n.id)).toEqual(all.data.slice(0, 6).map((n) => n.id));
  });

  it('defaults to 15 per page', async () => {
    expect((await get<{ data: Naat[] }>('/api/audios/recent')).data).toHaveLength(15);
  });
});

describe('GET /api/audios/random', () => {
  it('answers distinct naats, as many as asked', async () => {
    const body = await get<{ success: true; data: Naat[] }>('/api/audios/random?limit=20');
    expect(body.data).toHaveLength(20);
    expect(new Set(body.data.map((n) => n.id)).size).toBe(20);
    body.data.forEach(expectNaatShape);
  });

  it('answers at most the whole catalogue', async () => {
    const small = await startApp({ seed: false });
    try {
      const reciter = await small.app.repos.reciters.create({ name: 'Only One' });
      for (const title of ['A', 'B', 'C']) {
        await small.app.repos.naats.create({ title, filePath: '/Audio/x.mp3', naatKhawanId: reciter.id });
      }
      const body = (await small.app.inject('/api/audios/random?limit=10')).json<{ data: Naat[] }>();
      expect(body.data.map((n) => n.title).sort()).toEqual(['A', 'B', 'C']);
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/audios/{id}/play', () => {
  it('counts a play and answers 204, also with an empty JSON body', async () => {
    const before = (await get<{ data: Naat }>('/api/audios/2')).data.playCount;
    const plain = await t.app.inject({ method: 'POST', url: '/api/audios/2/play' });
    expect(plain.statusCode).toBe(204);
    expect(plain.body).toBe('');
    const withType = await t.app.inject({
      method: 'POST',
      url: '/api/audios/2/play',
      headers: { 'content-type': 'application/json' },
    });
    expect(withType.statusCode).toBe(204);
    expect((await get<{ data: Naat }>('/api/audios/2')).data.playCount).toBe(before + 2);
  });

  it('answers 404 for a missing naat', async () => {
    expectFail(await t.app.inject({ method: 'POST', url: '/api/audios/999999/play' }), 404, 'Naat not found');
  });
});

describe('GET /api/naatkhawans', () => {
  it('pages by name, limit 20 by default', async () => {
    const page = await get<Page<Reciter>>('/api/naatkhawans');
    expect(page.data.page).toBe(1);
    expect(page.data.total).toBeGreaterThanOrEqual(12);
    expect(page.data.data.length).toBe(Math.min(20, page.data.total));
    const names = page.data.data.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(page.data.data[0] ?? {}).sort()).toEqual(
      ['audioCount', 'bio', 'birthDate', 'birthPlace', 'id', 'image', 'name', 'urduName'].sort(),
    );
    const second = await get<Page<Reciter>>('/api/naatkhawans?page=2&limit=5');
    expect(second.data.data.map((r) => r.id)).toEqual(
      (await get<Page<Reciter>>('/api/naatkhawans?limit=10')).data.data.slice(5, 10).map((r) => r.id),
    );
  });

  it('sort=name answers the full list as a bare array', async () => {
    const body = await get<{ success: true; data: Reciter[] }>('/api/naatkhawans?sort=name');
    expect(Array.isArray(body.data)).toBe(true);
    const total = (await get<Page<Reciter>>('/api/naatkhawans')).data.total;
    expect(body.data).toHaveLength(total);
  });

  it('sort=audio_count&limit=6 answers the top reciters with counts that match their naats', async () => {
    const body = await get<{ success: true; data: Reciter[] }>('/api/naatkhawans?sort=audio_count&limit=6');
    expect(body.data).toHaveLength(6);
    const counts = body.data.map((r) => r.audioCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = body.data[0] as Reciter;
    const audios = await get<{ pagination: { total: number } }>(`/api/naatkhawans/${top.id}/audios`);
    expect(audios.pagination.total).toBe(top.audioCount);
  });
});

describe('GET /api/naatkhawans/{id}', () => {
  it('answers the reciter, or 404 Fail', async () => {
    const { data } = await get<{ data: Reciter }>('/api/naatkhawans/1');
    expect(data.id).toBe(1);
    expect(data.audioCount).toBeGreaterThan(0);
    expectFail(await t.app.inject('/api/naatkhawans/999999'), 404, 'NaatKhawan not found');
  });
});

describe('GET /api/naatkhawans/{id}/audios', () => {
  interface Audios {
    success: true;
    data: Naat[];
    pagination: { page: number; totalPages: number; total: number; hasNext: boolean; hasPrev: boolean };
    availableLetters: string[];
  }
  const busiest = async () =>
    (await get<{ data: Reciter[] }>('/api/naatkhawans?sort=audio_count&limit=1')).data[0] as Reciter;

  it('pages 15 at a time with pagination and the available letters', async () => {
    const reciter = await busiest();
    expect(reciter.audioCount).toBeGreaterThan(30);
    const first = await get<Audios>(`/api/naatkhawans/${reciter.id}/audios`);
    expect(first.data).toHaveLength(15);
    expect(first.pagination).toEqual({
      page: 1,
      totalPages: Math.ceil(reciter.audioCount / 15),
      total: reciter.audioCount,
      hasNext: true,
      hasPrev: false,
    });
    for (const naat of first.data) expect(naat.naatKhawanId).toBe(reciter.id);
    const last = await get<Audios>(
      `/api/naatkhawans/${reciter.id}/audios?page=${first.pagination.totalPages}`,
    );
    expect(last.pagination.hasNext).toBe(false);
    expect(last.pagination.hasPrev).toBe(true);
    expect(last.data).toHaveLength(reciter.audioCount - 15 * (first.pagination.totalPages - 1));
    const beyond = await get<Audios>(`/api/naatkhawans/${reciter.id}/audios?page=99`);
    expect(beyond.data).toEqual([]);

    const everyTitle = (await get<Audios>(`/api/naatkhawans/${reciter.id}/audios?limit=100`)).data;
    const expected = [...new Set(everyTitle.map((n) => n.title[0]?.toUpperCase() ?? ''))].sort();
    expect(first.availableLetters).toEqual(expected);
    expect(first.availableLetters.length).toBeGreaterThan(5);
  });

  it('filters by the initial letter, case-insensitively', async () => {
    const reciter = await busiest();
    const all = await get<Audios>(`/api/naatkhawans/${reciter.id}/audios`);
    const letter = all.availableLetters[0] as string;
    for (const initial of [letter, letter.toLowerCase()]) {
      const body = await get<Audios>(`/api/naatkhawans/${reciter.id}/audios?initial=${initial}`);
      expect(body.data.length).toBeGreaterThan(0);
      for (const naat of body.data) expect(naat.title[0]?.toUpperCase()).toBe(letter);
      expect(body.pagination.total).toBe(body.data.length);
      expect(body.availableLetters).toEqual(all.availableLetters);
    }
    const none = await get<Audios>(`/api/naatkhawans/${reciter.id}/audios?initial=%C3%9F`);
    expect(none.data).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it('sorts by title (the default), newest or most played, with the letter filter and paging', async () => {
    const reciter = await busiest();
    const url = (query: string) => `/api/naatkhawans/${reciter.id}/audios?limit=100&${query}`;
    const every = (await get<Audios>(url(''))).data;
    expect((await get<Audios>(url('sort=title'))).data).toEqual(every);
    const newest = (await get<Audios>(url('sort=newest'))).data;
    expect(newest.map((n) => n.id).sort()).toEqual(every.map((n) => n.id).sort());
    const dates = newest.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const popular = (await get<Audios>(url('sort=popular'))).data;
    const plays = popular.map((n) => n.playCount);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const second = await get<Audios>(`/api/naatkhawans/${reciter.id}/audios?sort=popular&page=2`);
    expect(second.data.map((n) => n.id)).toEqual(popular.slice(15, 30).map((n) => n.id));
    const letter = every[0]?.title[0]?.toUpperCase() ?? '';
    const lettered = await get<Audios>(url(`sort=newest&initial=${letter}`));
    expect(lettered.data.map((n) => n.id)).toEqual(
      newest.filter((n) => n.title[0]?.toUpperCase() === letter).map((n) => n.id),
    );
  });

  it('answers 404 Fail for a missing reciter', async () => {
    expectFail(await t.app.inject('/api/naatkhawans/999999/audios'), 404, 'NaatKhawan not found');
  });
});

describe('the demo lyrics', () => {
  it('are timed within each clip, with transliteration and translation, except one reciter’s plain ones', async () => {
    const { data } = await get<Page<Naat>>('/api/audios?limit=100');
    let timed = 0;
    let plain = 0;
    for (const naat of [...data.data, ...(await get<Page<Naat>>('/api/audios?limit=100&page=2')).data.data]) {
      const { data: lyrics } = await get<{ data: Lyrics }>(`/api/audios/${naat.id}/lyrics`);
      // The clip's real length (the stored duration is rounded to whole seconds).
      const { format } = await parseFile(path.join('server/seed/audio', path.basename(naat.filePath)));
      const real = Math.floor((format.duration ?? 0) * 1000);
      expect(readLyricsJson(lyrics, real)).toEqual({ ok: true, lyrics });
      expect(lyricsText(lyrics.lines)).toBe(naat.lyrics);
      if (lyrics.synced) {
        timed += 1;
        expect(lyrics.lines.every((line) => line.roman && line.translation)).toBe(true);
        expect(lyrics.lines.at(-1)?.start).toBeLessThan(real - 2000);
      } else plain += 1;
    }
    expect(timed).toBeGreaterThan(100);
    expect(plain).toBeGreaterThan(5);
  });
});
