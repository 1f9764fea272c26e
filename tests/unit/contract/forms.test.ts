import { describe, expect, it } from 'vitest';
import { isCalendarDate, isHttpUrl, parsePlayCount, PLAY_COUNT_MAX } from '../../../contract/forms';
import { audioTypeOfName } from '../../../contract/media';

describe('isHttpUrl, the one rule the form and the server apply', () => {
  it.each(['http://example.com/a.mp3', 'https://example.com', 'HTTPS://Example.com/x?y=1#z'])(
    'takes %s',
    (value) => expect(isHttpUrl(value)).toBe(true),
  );

  it.each([
    ['another scheme', 'ftp://example.com/a.mp3'],
    ['a script', 'javascript:alert(1)'],
    ['no host', 'http://'],
    ['a space in the host', 'http://exa mple.com'],
    ['the slashes missing', 'http:example.com'],
    ['a path on this site', '/Audio/a.mp3'],
    ['leading text', 'see http://example.com'],
  ])('refuses %s', (_, value) => expect(isHttpUrl(value)).toBe(false));
});

describe('parsePlayCount', () => {
  it('reads blank as 0 and whole numbers up to what both databases store', () => {
    expect(parsePlayCount('')).toBe(0);
    expect(parsePlayCount(undefined)).toBe(0);
    expect(parsePlayCount(' 12 ')).toBe(12);
    expect(parsePlayCount(String(PLAY_COUNT_MAX))).toBe(PLAY_COUNT_MAX);
  });

  it.each(['-1', '1.5', 'ten', String(PLAY_COUNT_MAX + 1)])('refuses %s', (value) =>
    expect(parsePlayCount(value)).toBeNull(),
  );
});

describe('isCalendarDate', () => {
  it('takes a day that exists and refuses one that does not', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
  });
});

describe('audioTypeOfName, the one map of audio types', () => {
  it('types a name by its extension, ignoring case', () => {
    expect(audioTypeOfName('a.MP3')).toBe('audio/mpeg');
    expect(audioTypeOfName('a.oga')).toBe('audio/ogg');
    expect(audioTypeOfName('a.mka')).toBe('audio/x-matroska');
  });

  it('knows no type for other extensions or for inherited names', () => {
    expect(audioTypeOfName('a.txt')).toBeNull();
    expect(audioTypeOfName('a.constructor')).toBeNull();
  });
});
