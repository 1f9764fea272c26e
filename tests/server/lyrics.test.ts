import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLrc } from '../../contract/lyrics/lrc';
import type { Lyrics } from '../../contract/lyrics/lyrics';
import { ENGINES } from './engines';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

interface NaatData {
  id: number;
  title: string;
  duration: number;
  lyrics: string | null;
  naatKhawan: { name: string };
}

/** Every rule's bad input as LRC, with the answer the admin gets (the naat is 40 s long in these tests). */
const BAD_LRC: [string, string, string][] = [
  ['times out of order', '[00:10.00]a\n[00:05.00]b', 'Line 2 starts at 0:05, before line 1 at 0:10.'],
  ['a time past the end', '[00:10.00]a\n[00:41.00]b', 'Line 2 starts at 0:41, after the naat ends at 0:40.'],
  [
    'a malformed time tag',
    '[00:10.00]a\n[00:1x.00]b',
    'Line 2 has a malformed time tag "[00:1x.00]"; write times as [mm:ss.xx].',
  ],
  ['an empty line list', '[ti:Nothing here]\n', 'The lyrics have no lines.'],
  [
    'over 2,000 lines',
    Array.from({ length: 2001 }, (_, i) => `line ${i}`).join('\n'),
    "Line 2001 is one too many: a naat's lyrics can have at most 2,000 lines.",
  ],
  [
    'over 200 KB',
    Array.from({ length: 300 }, () => 'ک'.repeat(500)).join('\n'),
    "Line 205 takes the lyrics past 200 KB, the most a naat's lyrics can hold.",
  ],
];

const TIMED_LRC = [
  '[00:01.00]پہلی سطر',
  '[00:01.00]Pehli satar',
  '[00:01.00]The first line',
  '[00:12.50]دوسری سطر',
  '[00:12.50]Doosri satar',
  '[00:25.00]تیسری سطر',
  '[00:25.00]',
  '[00:25.00]The third line',
].join('\n');

const TIMED: Lyrics = {
  synced: true,
  lines: [
    { start: 1000, text: 'پہلی سطر', roman: 'Pehli satar', translation: 'The first line' },
    { start: 12_500, text: 'دوسری سطر', roman: 'Doosri satar' },
    { start: 25_000, text: 'تیسری سطر', translation: 'The third line' },
  ],
};

describe.each(ENGINES)('lyrics (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let naat: NaatData;

  beforeAll(async () => {
    t = await startApp({ engine });
    token = await login(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=X' },
      payload: [
        '--X',
        'Content-Disposition: form-data; name="title"',
        '',
        'Lyrics test naat',
        '--X',
        'Content-Disposition: form-data; name="naatKhawanId"',
        '',
        '1',
        '--X',
        'Content-Disposition: form-data; name="uploadType"',
        '',
        'url',
        '--X',
        'Content-Disposition: form-data; name="filePath"',
        '',
        'https://audio.example.org/lyrics-test.mp3',
        '--X',
        'Content-Disposition: form-data; name="duration"',
        '',
        '40',
        '--X',
        'Content-Disposition: form-data; name="lyrics"',
        '',
        'plain one\nplain two',
        '--X--',
        '',
      ].join('\r\n'),
    });
    expect(created.statusCode).toBe(201);
    naat = created.json<{ data: NaatData }>().data;
  });
  afterAll(() => t.close());

  const getLyrics = async (id = naat.id) => {
    const response = await t.app.inject({ url: `/api/audios/${id}/lyrics` });
    expect(response.statusCode).toBe(200);
    return response.json<{ success: true; data: Lyrics }>().data;
  };
  const getNaat = async () =>
    (await t.app.inject({ url: `/api/audios/${naat.id}` })).json<{ data: NaatData }>().data;
  const putLrc = (text: string, auth: string | null = token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naat.id}/lyrics`,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...(auth ? bearer(auth) : {}) },
      payload: text,
    });
  const putJson = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naat.id}/lyrics`,
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });

  it('answers plain lyrics as untimed lines', async () => {
    expect(await getLyrics()).toEqual({
      synced: false,
      lines: [
        { start: null, text: 'plain one' },
        { start: null, text: 'plain two' },
      ],
    });
  });

  it('refuses a change without a session, before reading it', async () => {
    expectFail(await putLrc(TIMED_LRC, null), 401, 'Admin login required');
    expect((await getLyrics()).synced).toBe(false);
  });

  it('stores LRC with transliterations and translations, and keeps the plain text equal to the lines', async () => {
    const response = await putLrc(TIMED_LRC);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: TIMED });
    expect(await getLyrics()).toEqual(TIMED);
    expect((await getNaat()).lyrics).toBe('پہلی سطر\nدوسری سطر\nتیسری سطر');
  });

  it('exports LRC that reads back to the same lyrics, and WebVTT cues', async () => {
    const lrc = await t.app.inject({ url: `/api/audios/${naat.id}/lyrics.lrc` });
    expect(lrc.statusCode).toBe(200);
    expect(lrc.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(lrc.body).toContain('[ti:Lyrics test naat]');
    expect(lrc.body).toContain('[length:00:40]');
    expect(parseLrc(lrc.body, 40_000)).toEqual({ ok: true, lyrics: TIMED });

    const vtt = await t.app.inject({ url: `/api/audios/${naat.id}/lyrics.vtt` });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.000 --> 00:00:12.500',
        'پہلی سطر',
        'Pehli satar',
        'The first line',
        '',
        '2',
        '00:00:12.500 --> 00:00:25.000',
        'دوسری سطر',
        'Doosri satar',
        '',
        '3',
        '00:00:25.000 --> 00:00:40.000',
        'تیسری سطر',
        'The third line',
        '',
      ].join('\n'),
    );
  });

  it('stores the JSON shape too, and answers it back exactly', async () => {
    const lyrics: Lyrics = {
      synced: true,
      lines: [
        { start: 0, text: 'ایک', roman: 'Aik' },
        { start: 39_990, text: 'دو', translation: 'Two' },
      ],
    };
    const response = await putJson(lyrics);
    expect(response.statusCode).toBe(200);
    expect(await getLyrics()).toEqual(lyrics);
    // Back to the LRC lyrics for the tests below.
    expect((await putLrc(TIMED_LRC)).statusCode).toBe(200);
  });

  it.each(BAD_LRC)(
    'refuses %s with one sentence naming the line, keeping the stored lyrics',
    async (_, lrc, message) => {
      expectFail(await putLrc(lrc), 400, message);
      expect(await getLyrics()).toEqual(TIMED);
    },
  );

  it('refuses bad JSON lines, text that is not UTF-8 and bodies of other types, keeping the stored lyrics', async () => {
    expectFail(
      await putJson({
        lines: [
          { start: 10_000, text: 'a' },
          { start: 5000, text: 'b' },
        ],
      }),
      400,
      'Line 2 starts at 0:05, before line 1 at 0:10.',
    );
    expectFail(await putJson({ lines: [] }), 400, 'The lyrics have no lines.');
    expectFail(await putJson({ words: [] }), 400, /^Send the lyrics as LRC text/);
    const latin1 = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naat.id}/lyrics`,
      headers: { 'content-type': 'text/plain', ...bearer(token) },
      payload: Buffer.from([0x5b, 0x30, 0x30, 0x3a, 0x30, 0x31, 0x5d, 0xe9]),
    });
    expectFail(latin1, 400, /valid Unicode text/);
    const xml = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naat.id}/lyrics`,
      headers: { 'content-type': 'application/xml', ...bearer(token) },
      payload: '<lyrics/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(await getLyrics()).toEqual(TIMED);
  });

  it('answers 404 for an unknown naat, and for files of lyrics that do not exist', async () => {
    expectFail(await t.app.inject({ url: '/api/audios/999999/lyrics' }), 404, 'Naat not found');
    expectFail(await t.app.inject({ url: '/api/audios/999999/lyrics.lrc' }), 404, 'Naat not found');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/audios/999999/lyrics',
      headers: { 'content-type': 'text/plain', ...bearer(token) },
      payload: '[00:01.00]a',
    });
    expectFail(missing, 404, 'Naat not found');
  });

  it('keeps the times when the naat form fixes a line, and drops them when lines come or go', async () => {
    const edit = (lyrics: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/audios/${naat.id}`,
        headers: bearer(token),
        payload: { lyrics },
      });
    expect((await edit('پہلی سطر\nدوسری سطر!\nتیسری سطر')).statusCode).toBe(200);
    const fixed = await getLyrics();
    expect(fixed.synced).toBe(true);
    expect(fixed.lines[1]).toEqual({ start: 12_500, text: 'دوسری سطر!', roman: 'Doosri satar' });

    expect((await edit('only one line now')).statusCode).toBe(200);
    expect(await getLyrics()).toEqual({ synced: false, lines: [{ start: null, text: 'only one line now' }] });
    expectFail(await t.app.inject({ url: `/api/audios/${naat.id}/lyrics.vtt` }), 404, /not timed/);
  });

  it('saves untimed lines with extras, and plain lines as the plain text alone', async () => {
    const untimed: Lyrics = { synced: false, lines: [{ start: null, text: 'a', translation: 'A' }] };
    expect((await putJson(untimed)).statusCode).toBe(200);
    expect(await getLyrics()).toEqual(untimed);
    expect((await putLrc('one\ntwo\n')).statusCode).toBe(200);
    expect(await getLyrics()).toEqual({
      synced: false,
      lines: [
        { start: null, text: 'one' },
        { start: null, text: 'two' },
      ],
    });
    expect((await getNaat()).lyrics).toBe('one\ntwo');
  });

  it('deletes the lines with the naat', async () => {
    expect((await putLrc(TIMED_LRC)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/audios/${naat.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.repos.lyrics.lines(naat.id)).toBeNull();
  });
});
