import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EncodingError, decodeBase64Utf8 } from '../../server/routes/adminEncoding';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeBase64Utf8', () => {
  it('round-trips Urdu and any other Unicode text', () => {
    expect(decodeBase64Utf8(encode('اویس رضا قادری'), 'urduName')).toBe('اویس رضا قادری');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeBase64Utf8(encode(text), 'bio') === text),
    );
  });

  it('refuses text that is not base64, with the field name', () => {
    for (const bad of ['not base64!', 'abc', 'ab=c', '====', 'YQ', 'YWJj\n']) {
      expect(() => decodeBase64Utf8(bad, 'bio')).toThrow(EncodingError);
    }
    expect(() => decodeBase64Utf8('%%%', 'name')).toThrow(
      'The field "name" is marked as encoded but is not valid base64.',
    );
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => decodeBase64Utf8(Buffer.from([0xff, 0xfe, 0x41]).toString('base64'), 'bio')).toThrow(
      'does not decode to UTF-8 text',
    );
  });
});
