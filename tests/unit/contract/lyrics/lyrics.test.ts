import { describe, expect, it } from 'vitest';
import { readLyricsJson } from '../../../../contract/lyrics/json';
import {
  lineAt,
  linesFollowingText,
  lyricsText,
  plainLyrics,
  type LyricsResult,
} from '../../../../contract/lyrics/lyrics';
import { clockTime, lrcTime, vttTime } from '../../../../contract/lyrics/time';
import { formatVtt } from '../../../../contract/lyrics/vtt';

const errorOf = (result: LyricsResult): string => {
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('readLyricsJson', () => {
  it('reads the GET shape back, rounding times to hundredths and trimming', () => {
    const result = readLyricsJson(
      {
        synced: true,
        lines: [
          { start: 1004, text: ' a ', roman: 'ay', translation: '' },
          { start: 2000, text: 'b', roman: null },
        ],
      },
      10_000,
    );
    expect(result).toEqual({
      ok: true,
      lyrics: {
        synced: true,
        lines: [
          { start: 1000, text: 'a', roman: 'ay' },
          { start: 2000, text: 'b' },
        ],
      },
    });
  });

  it('reads untimed lines (start null or absent) as plain lyrics with their extras', () => {
    expect(
      readLyricsJson(
        {
          lines: [
            { text: 'a', translation: 'A' },
            { start: null, text: 'b' },
          ],
        },
        0,
      ),
    ).toEqual({
      ok: true,
      lyrics: {
        synced: false,
        lines: [
          { start: null, text: 'a', translation: 'A' },
          { start: null, text: 'b' },
        ],
      },
    });
  });

  it('names the line of every bad input', () => {
    const bad = (lines: unknown[], durationMs = 0) => errorOf(readLyricsJson({ lines }, durationMs));
    expect(
      bad([
        { start: 10_000, text: 'a' },
        { start: 5000, text: 'b' },
      ]),
    ).toBe('Line 2 starts at 0:05, before line 1 at 0:10.');
    expect(
      bad([
        { start: 1000, text: 'a' },
        { start: 1001, text: 'b' },
      ]),
    ).toBe('Line 2 starts at 0:01, the same time as line 1.');
    expect(
      bad(
        [
          { start: 1000, text: 'a' },
          { start: 250_000, text: 'b' },
        ],
        235_000,
      ),
    ).toBe('Line 2 starts at 4:10, after the naat ends at 3:55.');
    expect(bad([{ start: 1000, text: 'a' }, { text: 'b' }])).toBe(
      'Line 2 has no start time, but line 1 has one; time every line or none.',
    );
    expect(bad([{ start: -5, text: 'a' }])).toBe(
      'Line 1 has a start time that is not a number of milliseconds from 0 up.',
    );
    expect(bad([{ start: '0:05', text: 'a' }])).toBe(
      'Line 1 has a start time that is not a number of milliseconds from 0 up.',
    );
    expect(bad([{ start: 0, text: '  ' }])).toBe('Line 1 has no text.');
    expect(bad([{ start: 0, text: 'a\nb' }])).toBe(
      'Line 1 has a line break in its text; give each line its own entry.',
    );
    expect(bad([{ start: 0, text: 'a', roman: 'x\ny' }])).toBe(
      'Line 1 has a line break in its transliteration; give each line its own entry.',
    );
    expect(bad([{ start: 0, text: 'a', translation: 5 }])).toBe('Line 1 has a translation that is not text.');
    expect(bad([{ start: 0, text: 'a', words: [] }])).toBe(
      'Line 1 has a field "words" that lyric lines do not have.',
    );
    expect(bad(['a'])).toBe('Line 1 must be an object with "start" and "text".');
    expect(bad([])).toBe('The lyrics have no lines.');
    expect(bad(Array.from({ length: 2001 }, () => ({ text: 'a' })))).toBe(
      "Line 2001 is one too many: a naat's lyrics can have at most 2,000 lines.",
    );
    expect(bad(Array.from({ length: 300 }, () => ({ text: 'ک'.repeat(500) })))).toBe(
      "Line 205 takes the lyrics past 200 KB, the most a naat's lyrics can hold.",
    );
    expect(errorOf(readLyricsJson({ lines: [], extra: 1 }, 0))).toMatch(/^Send the lyrics as LRC text/);
    expect(errorOf(readLyricsJson('text', 0))).toMatch(/^Send the lyrics as LRC text/);
  });
});

describe('formatVtt', () => {
  it('writes one cue per line until the next, the last until the end, extras below, markup escaped', () => {
    const vtt = formatVtt(
      {
        synced: true,
        lines: [
          { start: 1500, text: 'a <b> & c', roman: 'ay', translation: 'A -> B' },
          { start: 62_000, text: 'd' },
        ],
      },
      95_000,
    );
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.500 --> 00:01:02.000',
        'a &lt;b&gt; &amp; c',
        'ay',
        'A -&gt; B',
        '',
        '2',
        '00:01:02.000 --> 00:01:35.000',
        'd',
        '',
      ].join('\n'),
    );
  });

  it('gives the last cue five seconds when the length is unknown, and nothing for untimed lyrics', () => {
    expect(formatVtt({ synced: true, lines: [{ start: 1000, text: 'a' }] }, 0)).toContain(
      '00:00:01.000 --> 00:00:06.000',
    );
    expect(formatVtt(plainLyrics('a\nb'), 10_000)).toBeNull();
  });
});

describe('plain text and the lines', () => {
  it('splits the plain text into trimmed lines and joins lines back', () => {
    const lyrics = plainLyrics(' one \r\n\r\ntwo\rthree\n');
    expect(lyrics.lines.map((line) => line.text)).toEqual(['one', 'two', 'three']);
    expect(lyricsText(lyrics.lines)).toBe('one\ntwo\nthree');
    expect(plainLyrics(null)).toEqual({ synced: false, lines: [] });
  });

  it('keeps times and extras when an edit of the text keeps the number of lines, and drops them otherwise', () => {
    const lines = [
      { start: 1000, text: 'one', roman: 'ek' },
      { start: 2000, text: 'two' },
    ];
    expect(linesFollowingText(lines, 'One\ntwo')).toEqual([
      { start: 1000, text: 'One', roman: 'ek' },
      { start: 2000, text: 'two' },
    ]);
    expect(linesFollowingText(lines, 'one\ntwo\nthree')).toBeNull();
    expect(linesFollowingText(lines, null)).toBeNull();
  });

  it('finds the line being recited: the last one starting at or before the time', () => {
    const lines = [0, 4000, 9500, 12_000].map((start, i) => ({ start, text: String(i) }));
    expect(lineAt(lines, 0)).toBe(0);
    expect(lineAt(lines, 9499)).toBe(1);
    expect(lineAt(lines, 9500)).toBe(2);
    expect(lineAt(lines, 10_000)).toBe(2);
    expect(lineAt(lines, 99_000)).toBe(3);
    expect(lineAt(lines.slice(1), 100)).toBe(-1);
    expect(lineAt(plainLyrics('a\nb').lines, 5000)).toBe(-1);
  });
});

describe('times', () => {
  it('writes times for people, LRC and WebVTT', () => {
    expect(clockTime(5000)).toBe('0:05');
    expect(clockTime(62_500)).toBe('1:02.50');
    expect(clockTime(235_000)).toBe('3:55');
    expect(lrcTime(62_504)).toBe('01:02.50');
    expect(lrcTime(6_000_000)).toBe('100:00.00');
    expect(vttTime(3_723_004)).toBe('01:02:03.004');
  });
});

describe('the text limit', () => {
  it('keeps the lines’ text within what the naat’s lyrics field holds (50,000 characters)', () => {
    const line = 'a'.repeat(999);
    const fits = Array.from({ length: 50 }, () => ({ text: line }));
    expect(readLyricsJson({ lines: fits }, 0).ok).toBe(true);
    expect(errorOf(readLyricsJson({ lines: [...fits, { text: 'b' }] }, 0))).toBe(
      "Line 51 takes the lyrics' text past 50,000 characters, the most the naat's lyrics field holds.",
    );
  });
});
