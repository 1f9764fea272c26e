import { describe, expect, it } from 'vitest';
import { sniffAudio } from '../../server/upload/sniff';
import { makeMp3, makeWav } from './adminAudioFixtures';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffAudio', () => {
  it('recognises a real MP3 by its frame sync', () => {
    expect(sniffAudio(makeMp3(0.5))?.ext).toBe('mp3');
  });

  it('recognises ID3-tagged MP3, FLAC, Ogg, WAV, M4A, MP4, WebM, Matroska and ADTS', () => {
    expect(sniffAudio(bytes('ID3', [4, 0, 0, 0, 0, 0]))?.ext).toBe('mp3');
    expect(sniffAudio(bytes('fLaC', [0, 0, 0, 34]))?.ext).toBe('flac');
    expect(sniffAudio(bytes('OggS', [0, 2, 0, 0]))?.ext).toBe('ogg');
    expect(sniffAudio(makeWav(1))?.ext).toBe('wav');
    expect(sniffAudio(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))?.ext).toBe('m4a');
    expect(sniffAudio(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 0, 0]))?.ext).toBe('mp4');
    expect(sniffAudio(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))?.ext).toBe('webm');
    expect(sniffAudio(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'))?.ext).toBe('mka');
    expect(sniffAudio(bytes([0xff, 0xf1, 0x50, 0x80, 0, 0x1f, 0xfc]))?.ext).toBe('aac');
  });

  it('refuses text, HTML, images, a RIFF that is not WAVE, and too few bytes', () => {
    expect(sniffAudio(bytes('hello, this is not audio'))).toBeNull();
    expect(sniffAudio(bytes('<!doctype html><html>'))).toBeNull();
    expect(sniffAudio(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffAudio(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBeNull();
    expect(sniffAudio(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBeNull();
    expect(sniffAudio(bytes('ID'))).toBeNull();
  });

  it('refuses an MPEG sync with a reserved layer, bitrate or sample rate', () => {
    expect(sniffAudio(bytes([0xff, 0xf9, 0x90, 0x00]))).not.toEqual({ ext: 'mp3', mime: 'audio/mpeg' });
    expect(sniffAudio(bytes([0xff, 0xfb, 0xf0, 0x00]))).toBeNull();
    expect(sniffAudio(bytes([0xff, 0xfb, 0x9c, 0x00]))).toBeNull();
  });
});
