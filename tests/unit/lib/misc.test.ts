import { describe, expect, it } from 'vitest';
import { artGradient, initialOf } from '../../../src/lib/art';
import { decodeBase64Utf8, encodeBase64Utf8 } from '../../../src/lib/base64';
import { formatCount } from '../../../src/lib/count';
import { downloadFileName } from '../../../src/lib/fileName';
import { linkInLanguage, shareUrl } from '../../../src/lib/share';
import { shuffled } from '../../../src/lib/shuffle';

describe('downloadFileName', () => {
  it('keeps letters of any script, digits, spaces, hyphen, underscore and dot', () => {
    expect(downloadFileName('Tajdar-e-Haram', 'Atif Aslam')).toBe('Tajdar-e-Haram - Atif Aslam.mp3');
    expect(downloadFileName('What? "Now"/<1>', 'A&B_c')).toBe('What Now1 - AB_c.mp3');
    expect(downloadFileName('نعت شریف', 'اویس')).toBe('نعت شریف - اویس.mp3');
  });
});

describe('base64 UTF-8', () => {
  it('round-trips Urdu and emoji text', () => {
    for (const text of ['', 'plain', 'اردو نام', 'mixed ✓ 😀']) {
      expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
    }
    expect(encodeBase64Utf8('é')).toBe('w6k=');
  });

  it('rejects text that is not base64 of UTF-8', () => {
    expect(() => decodeBase64Utf8('/w==')).toThrow();
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const result = shuffled(input, () => 0);
    expect(result).toEqual([2, 3, 4, 5, 1]);
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect([...shuffled(input)].sort()).toEqual(input);
  });
});

describe('shareUrl', () => {
  it('encodes the link and text for each service', () => {
    const url = 'https://x.test/naat/1';
    expect(shareUrl('facebook', url, 'a b')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fnaat%2F1',
    );
    expect(shareUrl('whatsapp', url, 'a&b')).toBe(
      'https://wa.me/?text=a%26b%20https%3A%2F%2Fx.test%2Fnaat%2F1',
    );
    expect(shareUrl('email', url, 'T')).toBe('mailto:?subject=T&body=T%0A%0Ahttps%3A%2F%2Fx.test%2Fnaat%2F1');
  });
});

describe('linkInLanguage', () => {
  it('carries lang=ur from the Urdu interface and leaves an English link as it is', () => {
    expect(linkInLanguage('https://x.test/naat/1', 'ur')).toBe('https://x.test/naat/1?lang=ur');
    expect(linkInLanguage('https://x.test/naat/1?t=90', 'ur')).toBe('https://x.test/naat/1?t=90&lang=ur');
    expect(linkInLanguage('https://x.test/naat/1?lang=en', 'ur')).toBe('https://x.test/naat/1?lang=ur');
    expect(linkInLanguage('https://x.test/naat/1?t=90', 'en')).toBe('https://x.test/naat/1?t=90');
  });
});

describe('art placeholders', () => {
  it('are stable per seed and take the first letter of any script', () => {
    expect(artGradient('abc')).toBe(artGradient('abc'));
    expect(initialOf('  owais')).toBe('O');
    expect(initialOf('اویس')).toBe('ا');
    expect(initialOf('...')).toBe('♪');
  });
});

describe('formatCount', () => {
  it('groups thousands the same way on every device', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
