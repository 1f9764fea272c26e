import { describe, expect, it } from 'vitest';
import {
  decodeText,
  readFileTags,
  readId3v1,
  readId3v2,
  readTags,
} from '../../../../src/features/admin/audioTags';
import { id3v2Tag } from '../../../shared/id3';

const URDU = 'مدینے کا سفر';

function v1(title: string, artist: string): Uint8Array {
  const tail = new Uint8Array(128);
  tail.set([0x54, 0x41, 0x47]);
  tail.set(new TextEncoder().encode(title), 3);
  tail.set(new TextEncoder().encode(artist), 33);
  return tail;
}

describe('reading audio tags in the browser', () => {
  it('reads title and artist from ID3v2.3 in UTF-16, Urdu kept as written', () => {
    expect(readId3v2(id3v2Tag({ TIT2: URDU, TPE1: 'Owais Raza Qadri' }))).toEqual({
      title: URDU,
      artist: 'Owais Raza Qadri',
    });
  });

  it('reads ID3v2.4 in UTF-8, and prefers the performer to the album artist', () => {
    expect(readId3v2(id3v2Tag({ TPE1: 'Performer', TPE2: 'Album Artist', TIT2: 'Hamd' }, 4))).toEqual({
      title: 'Hamd',
      artist: 'Performer',
    });
    expect(readId3v2(id3v2Tag({ TPE2: 'Album Artist' }, 4)).artist).toBe('Album Artist');
  });

  it('decodes every text encoding ID3 allows', () => {
    expect(decodeText(Uint8Array.from([0, 0x4e, 0xe4, 0x74]))).toBe('Nät');
    expect(decodeText(Uint8Array.from([1, 0xfe, 0xff, 0, 0x41, 0, 0x42]))).toBe('AB');
    expect(decodeText(Uint8Array.from([2, 0, 0x41, 0, 0x42]))).toBe('AB');
    expect(decodeText(Uint8Array.from([3, 0x41, 0, 0x42]))).toBe('A');
  });

  it('falls back to ID3v1 for what ID3v2 lacks', () => {
    expect(readTags(id3v2Tag({ TIT2: 'From v2' }), v1('From v1', 'V1 Artist'))).toEqual({
      title: 'From v2',
      artist: 'V1 Artist',
    });
    expect(readId3v1(new Uint8Array(128))).toEqual({ title: null, artist: null });
  });

  it('finds nothing in a file without tags, or in a tag cut short', () => {
    expect(readTags(new TextEncoder().encode('<html>not audio</html>'), new Uint8Array())).toEqual({
      title: null,
      artist: null,
    });
    const tag = id3v2Tag({ TIT2: 'A long enough title', TPE1: 'Someone' });
    expect(readId3v2(tag.subarray(0, 20))).toEqual({ title: null, artist: null });
  });

  it('reads a picked file', async () => {
    const file = new File([id3v2Tag({ TIT2: 'Picked', TPE1: 'Reciter' }), new Uint8Array(4096)], 'a.mp3');
    expect(await readFileTags(file)).toEqual({ title: 'Picked', artist: 'Reciter' });
  });
});
