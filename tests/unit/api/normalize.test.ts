import { describe, expect, it } from 'vitest';
import {
  normalizeFilePath,
  normalizeList,
  normalizeNaat,
  normalizeReciter,
  normalizeReciterAudios,
  unwrapItem,
} from '../../../src/api/normalize';
import { errorMessage, isNotFound } from '../../../src/lib/errorMessage';

const camel = {
  id: 7,
  title: 'Tajdar-e-Haram',
  urduTitle: 'تاجدار حرم',
  filePath: '/Audio/7.mp3',
  duration: 275,
  playCount: 12,
  category: 'Naat',
  language: 'urdu',
  description: 'About',
  lyrics: 'کلام',
  createdAt: '2025-01-02T03:04:05.000Z',
  naatKhawanId: 3,
  naatKhawan: { id: 3, name: 'Owais', image: null },
};

describe('normalizeNaat', () => {
  it('keeps the server shape as it is', () => {
    expect(normalizeNaat(camel)).toEqual(camel);
  });

  it('reads the snake_case variants and an m:ss duration', () => {
    const naat = normalizeNaat({
      id: '7',
      title: 'T',
      urdu_title: 'ٹ',
      file_path: '/Audio/x.mp3',
      duration: '4:35',
      play_count: '9',
      created_at: '2025-01-01',
      naat_khawan_id: 3,
      naatKhawan: { id: 3, name: 'Owais', image: '/img.png' },
    });
    expect(naat).toMatchObject({
      id: 7,
      urduTitle: 'ٹ',
      filePath: '/Audio/x.mp3',
      duration: 275,
      playCount: 9,
      createdAt: '2025-01-01',
      naatKhawanId: 3,
      naatKhawan: { id: 3, name: 'Owais', image: '/img.png' },
    });
  });

  it('reads durations given as seconds text or invalid text', () => {
    expect(normalizeNaat({ ...camel, duration: '300' }).duration).toBe(300);
    expect(normalizeNaat({ ...camel, duration: 'about four minutes' }).duration).toBe(0);
    expect(normalizeNaat({ ...camel, duration: null }).duration).toBe(0);
  });

  it('builds the reciter reference when the naatKhawan object is missing', () => {
    const withoutReciter = { ...camel, naatKhawan: undefined };
    expect(normalizeNaat(withoutReciter).naatKhawan).toEqual({ id: 3, name: '', image: null });
    expect(normalizeNaat({ ...withoutReciter, naat_khawan_name: 'Owais' }).naatKhawan.name).toBe('Owais');
  });

  it('gives neutral values for garbage instead of throwing', () => {
    expect(normalizeNaat(null)).toMatchObject({
      id: 0,
      title: '',
      playCount: 0,
      duration: 0,
      urduTitle: null,
    });
    expect(normalizeNaat({ ...camel, playCount: -4, urduTitle: '  ' })).toMatchObject({
      playCount: 0,
      urduTitle: null,
    });
  });
});

describe('normalizeFilePath', () => {
  it('keeps /Audio paths and absolute URLs, and roots a bare relative path', () => {
    expect(normalizeFilePath('/Audio/a.mp3')).toBe('/Audio/a.mp3');
    expect(normalizeFilePath('https://cdn.test/a.mp3')).toBe('https://cdn.test/a.mp3');
    expect(normalizeFilePath('Audio/a.mp3')).toBe('/Audio/a.mp3');
    expect(normalizeFilePath(undefined)).toBe('');
  });
});

describe('normalizeReciter', () => {
  it('reads both spellings of every field', () => {
    const expected = {
      id: 3,
      name: 'Owais',
      urduName: 'اویس',
      bio: 'Bio',
      birthDate: '1970-01-01',
      birthPlace: 'Karachi',
      audioCount: 31,
      image: null,
    };
    expect(normalizeReciter(expected)).toEqual(expected);
    expect(
      normalizeReciter({
        id: 3,
        name: 'Owais',
        urdu_name: 'اویس',
        bio: 'Bio',
        birth_date: '1970-01-01',
        birth_place: 'Karachi',
        audio_count: '31',
      }),
    ).toEqual(expected);
  });
});

describe('normalizeList', () => {
  it('reads a paged answer', () => {
    const list = normalizeList(
      { success: true, data: { data: [camel], total: 40, totalPages: 2, page: 1 } },
      normalizeNaat,
    );
    expect(list.items).toHaveLength(1);
    expect(list.total).toBe(40);
    expect(list.totalPages).toBe(2);
  });

  it('reads {success, data: [], total} and computes pages from the page size', () => {
    const list = normalizeList({ success: true, data: [camel, camel], total: 100 }, normalizeNaat, 15);
    expect(list).toMatchObject({ total: 100, totalPages: 7 });
  });

  it('reads a bare array, counting it as the total', () => {
    const list = normalizeList([camel, camel, camel], normalizeNaat);
    expect(list).toMatchObject({ total: 3, totalPages: 1 });
    expect(normalizeList([], normalizeNaat)).toEqual({ items: [], total: 0, totalPages: 0 });
    expect(normalizeList('nonsense', normalizeNaat)).toEqual({ items: [], total: 0, totalPages: 0 });
  });
});

describe('normalizeReciterAudios', () => {
  it('reads data, pagination and availableLetters', () => {
    const result = normalizeReciterAudios(
      {
        success: true,
        data: [{ ...camel, duration: '4:35' }],
        pagination: { page: 2, totalPages: 3, total: 31, hasNext: true, hasPrev: true },
        availableLetters: ['t', 'M'],
      },
      2,
      15,
    );
    expect(result).toMatchObject({ page: 2, total: 31, totalPages: 3, availableLetters: ['T', 'M'] });
    expect(result.items[0]?.duration).toBe(275);
  });

  it('accepts a bare array and derives the letters from the titles', () => {
    const result = normalizeReciterAudios([camel, { ...camel, id: 8, title: 'madina' }], 1, 15);
    expect(result).toMatchObject({ page: 1, total: 2, totalPages: 1, availableLetters: ['M', 'T'] });
  });
});

describe('unwrapItem', () => {
  it('reads {success, data} or a bare item', () => {
    expect(unwrapItem({ success: true, data: camel })).toBe(camel);
    expect(unwrapItem(camel)).toBe(camel);
  });
});

describe('errorMessage and isNotFound', () => {
  it('prefers the server error, then message, then the fallback', () => {
    expect(errorMessage({ status: 500, data: { success: false, error: 'Boom' } }, 'x')).toBe('Boom');
    expect(errorMessage({ status: 500, data: { message: 'Msg' } }, 'x')).toBe('Msg');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'x')).toBe(
      'Network error: check your connection and try again.',
    );
    expect(errorMessage(undefined, 'Search failed')).toBe('Search failed');
    expect(isNotFound({ status: 404, data: null })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
  });
});

describe('normalizeNaat: data saver fields', () => {
  it('keeps sources, loudness and the audio state, leaving out what it does not know', () => {
    const naat = normalizeNaat({
      ...camel,
      sources: [
        { quality: 'original', url: '/Audio/7.mp3', type: 'audio/mpeg', kbps: 192 },
        { quality: 'data-saver', url: 'Audio/7.mp3.ds.m4a', type: 'audio/mp4', kbps: null },
        { quality: 'lossless', url: '/Audio/7.flac', type: 'audio/flac', kbps: 900 },
      ],
      loudnessLufs: -9.5,
      audio: { state: 'working', progress: 1.5, error: null },
    });
    expect(naat.sources).toEqual([
      { quality: 'original', url: '/Audio/7.mp3', type: 'audio/mpeg', kbps: 192 },
      { quality: 'data-saver', url: '/Audio/7.mp3.ds.m4a', type: 'audio/mp4', kbps: null },
    ]);
    expect(naat.loudnessLufs).toBe(-9.5);
    expect(naat.audio).toEqual({ state: 'working', progress: 1, error: null });
    expect(normalizeNaat({ ...camel, audio: { state: 'lost' } }).audio).toBeNull();
  });
});
