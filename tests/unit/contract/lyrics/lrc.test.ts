import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLrc, parseLrc } from '../../../../contract/lyrics/lrc';
import type { LyricLine, Lyrics, LyricsResult } from '../../../../contract/lyrics/lyrics';

const lyricsOf = (result: LyricsResult): Lyrics => {
  if (!result.ok) throw new Error(`expected lyrics, got: ${result.error}`);
  return result.lyrics;
};
const errorOf = (result: LyricsResult): string => {
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('parseLrc', () => {
  it('reads timed lines with their transliteration and translation', () => {
    const lyrics = lyricsOf(
      parseLrc(
        [
          '[ti:Mustafa Jaan-e-Rehmat]',
          '[ar:Demo Reciter]',
          '[00:01.50]مصطفیٰ جانِ رحمت پہ لاکھوں سلام',
          '[00:01.50]Mustafa jaan-e-rehmat pe laakhon salaam',
          '[00:01.50]Countless salutations upon Mustafa',
          '',
          '[00:09.20]شمعِ بزمِ ہدایت پہ لاکھوں سلام',
        ].join('\n'),
        60_000,
      ),
    );
    expect(lyrics).toEqual({
      synced: true,
      lines: [
        {
          start: 1500,
          text: 'مصطفیٰ جانِ رحمت پہ لاکھوں سلام',
          roman: 'Mustafa jaan-e-rehmat pe laakhon salaam',
          translation: 'Countless salutations upon Mustafa',
        },
        { start: 9200, text: 'شمعِ بزمِ ہدایت پہ لاکھوں سلام' },
      ],
    });
  });

  it('accepts the usual spellings of a time, a byte-order mark and Windows line ends', () => {
    const lyrics = lyricsOf(
      parseLrc('\uFEFF[0:01]a\r\n[00:02.5]b\r\n[00:03.250]c\r\n[00:04:10]d\r\n[100:00.00]e', 0),
    );
    expect(lyrics.lines.map((line) => line.start)).toEqual([1000, 2500, 3250, 4100, 6_000_000]);
  });

  it('applies [offset:] (positive shows lines earlier) and drops word times and empty gap lines', () => {
    const lyrics = lyricsOf(
      parseLrc('[offset:+500]\n[00:02.00]one <00:02.50>two\n[00:03.00]\n[00:04.00]three', 0),
    );
    expect(lyrics.lines).toEqual([
      { start: 1500, text: 'one two' },
      { start: 3500, text: 'three' },
    ]);
  });

  it('reads text without time tags as plain lyrics', () => {
    expect(lyricsOf(parseLrc('first\n\n  second  \n', 0))).toEqual({
      synced: false,
      lines: [
        { start: null, text: 'first' },
        { start: null, text: 'second' },
      ],
    });
  });

  it('keeps a translation without a transliteration (an empty second line)', () => {
    const lyrics = lyricsOf(parseLrc('[00:01.00]text\n[00:01.00]\n[00:01.00]translation', 0));
    expect(lyrics.lines).toEqual([{ start: 1000, text: 'text', translation: 'translation' }]);
  });

  it('names the line of every kind of bad input', () => {
    expect(errorOf(parseLrc('[00:10.00]a\n[00:05.00]b', 0))).toBe(
      'Line 2 starts at 0:05, before line 1 at 0:10.',
    );
    expect(errorOf(parseLrc('[00:10.00]a\n[04:10.00]b', 235_000))).toBe(
      'Line 2 starts at 4:10, after the naat ends at 3:55.',
    );
    expect(errorOf(parseLrc('[00:01.00]a\n[00:75.00]b', 0))).toBe(
      'Line 2 has a malformed time tag "[00:75.00]"; write times as [mm:ss.xx].',
    );
    expect(errorOf(parseLrc('[00:01.00]a\n\n[1:2x.00]b', 0))).toBe(
      'Line 3 has a malformed time tag "[1:2x.00]"; write times as [mm:ss.xx].',
    );
    expect(errorOf(parseLrc('[00:01.00 a', 0))).toMatch(/^Line 1 has a malformed time tag "\[00:01.00 a"/);
    expect(errorOf(parseLrc('', 0))).toBe('The lyrics have no lines.');
    expect(errorOf(parseLrc('[ti:Only a title]\n\n', 0))).toBe('The lyrics have no lines.');
    expect(errorOf(parseLrc('[00:01.00]a\nb', 0))).toBe(
      'Line 2 has no time tag, but line 1 has one; time every line or none.',
    );
    expect(errorOf(parseLrc('[00:01.00][00:30.00]chorus', 0))).toBe(
      'Line 1 has 2 time tags; write a repeated line once for each time.',
    );
    expect(errorOf(parseLrc('[00:01.00]a\n[00:01.00]b\n[00:01.00]c\n[00:01.00]d', 0))).toBe(
      'Line 4 is a fourth line at 0:01; a time holds a line, its transliteration and its translation.',
    );
    expect(errorOf(parseLrc('[offset:soon]\n[00:01.00]a', 0))).toBe(
      'Line 1 has a malformed offset "[offset:soon]"; write it in milliseconds, as [offset:+500].',
    );
  });

  it('refuses more than 2,000 lines and more than 200 KB, naming the line', () => {
    const many = Array.from({ length: 2001 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(errorOf(parseLrc(many, 0))).toBe(
      "Line 2001 is one too many: a naat's lyrics can have at most 2,000 lines.",
    );
    const long = Array.from({ length: 300 }, () => 'ک'.repeat(500)).join('\n');
    // 1,001 bytes a line (500 two-byte letters and the newline): the 205th line passes 204,800 bytes.
    expect(errorOf(parseLrc(long, 0))).toBe(
      "Line 205 takes the lyrics past 200 KB, the most a naat's lyrics can hold.",
    );
  });
});

describe('formatLrc', () => {
  it('writes ID tags, each timed line and its extras at the same time', () => {
    const text = formatLrc(
      {
        synced: true,
        lines: [
          { start: 1500, text: 'a', roman: 'ay', translation: 'A' },
          { start: 62_010, text: 'b', translation: 'B' },
          { start: 63_000, text: 'c' },
        ],
      },
      { title: 'Title [x]', artist: 'Reciter', durationMs: 95_000 },
    );
    expect(text).toBe(
      [
        '[ti:Title [x)]',
        '[ar:Reciter]',
        '[length:01:35]',
        '[00:01.50]a',
        '[00:01.50]ay',
        '[00:01.50]A',
        '[01:02.01]b',
        '[01:02.01]',
        '[01:02.01]B',
        '[01:03.00]c',
        '',
      ].join('\n'),
    );
  });

  it('writes untimed lyrics as plain lines', () => {
    expect(
      formatLrc({
        synced: false,
        lines: [
          { start: null, text: 'one' },
          { start: null, text: 'two' },
        ],
      }),
    ).toBe('one\ntwo\n');
  });
});

/** Text a line may hold: any letters (Urdu included) and brackets, never a line break or blank. */
const lineText = fc
  .string({
    unit: fc.constantFrom('a', 'ب', 'ک', ' ', '[', ']', '<', '>', '.', ':', '1', 'ۓ', 'é'),
    minLength: 1,
    maxLength: 20,
  })
  .map((text) => text.trim())
  .filter((text) => text !== '' && !text.startsWith('['));

const timedLyrics = fc
  .array(
    fc.record(
      {
        gap: fc.integer({ min: 1, max: 60_000 }),
        text: lineText,
        roman: lineText,
        translation: lineText,
      },
      { requiredKeys: ['gap', 'text'] },
    ),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows): Lyrics => {
    let at = 0;
    const lines = rows.map(({ gap, text, roman, translation }): LyricLine => {
      at += gap * 10;
      return {
        start: at,
        text,
        ...(roman === undefined ? {} : { roman }),
        ...(translation === undefined ? {} : { translation }),
      };
    });
    return { synced: true, lines };
  });

describe('LRC round trip', () => {
  it('parseLrc(formatLrc(lyrics)) gives the lyrics back', () => {
    fc.assert(
      fc.property(timedLyrics, (lyrics) => {
        expect(lyricsOf(parseLrc(formatLrc(lyrics, { title: 'T', artist: 'A' }), 0))).toEqual(lyrics);
      }),
      { seed: 28, numRuns: 300 },
    );
  });

  it('formatLrc(parseLrc(text)) is the text for text written the way it writes', () => {
    const text = '[00:01.50]a\n[00:01.50]ay\n[00:01.50]A\n[00:04.00]b\n';
    expect(formatLrc(lyricsOf(parseLrc(text, 0)))).toBe(text);
  });
});
