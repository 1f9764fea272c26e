import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioRejected, NOT_AUDIO_MESSAGE, writeTemp } from '../../server/upload/incomingAudio';
import { releaseTempOwner } from '../../server/upload/tempOwner';
import { trustedSeconds } from '../../server/upload/decodedLength';
import { runFfmpeg } from '../../server/transcode/ffmpeg';
import { resolveFfmpeg } from '../../server/transcode/ffmpegPath';
import { makeMp3 } from './adminAudioFixtures';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    releaseTempOwner(dir);
    rmSync(dir, { recursive: true, force: true });
  }
});

const html = Buffer.from(`<html><body><script>alert(1)</script>${'x'.repeat(5000)}</body></html>`);

describe('an upload is audio only when its audio parses', () => {
  it.each([
    ['an MP3 frame header', Buffer.from([0xff, 0xfb, 0x90, 0x00])],
    ['a FLAC marker', Buffer.from('fLaC')],
    [
      'a WAVE header',
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WAVE')]),
    ],
  ])('refuses %s followed by HTML, leaving no file', async (_name, magic) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naat-parses-'));
    dirs.push(dir);
    const error = await writeTemp(Readable.from([Buffer.concat([magic, html])]), dir, 1024 * 1024).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AudioRejected);
    expect((error as AudioRejected).message.startsWith(NOT_AUDIO_MESSAGE)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('still accepts a real MP3', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naat-parses-'));
    dirs.push(dir);
    const temp = await writeTemp(Readable.from([makeMp3(2)]), dir, 1024 * 1024);
    expect(temp.duration).toBe(2);
  });
});

describe('a duration is what decodes, not what the header claims', () => {
  const ffmpeg = resolveFfmpeg(null)?.path ?? null;
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naat-decodes-'));
    dirs.push(dir);
    return dir;
  };

  it('trusts a header within a second or 2 % of the decoded length, else the decoded length', () => {
    expect(trustedSeconds(60.03, 59.98)).toBe(60.03);
    expect(trustedSeconds(600, 599)).toBe(600);
    expect(trustedSeconds(60.03, 12.46)).toBe(12.46);
    expect(trustedSeconds(600, 0)).toBeNull();
  });

  it.skipIf(ffmpeg === null)('refuses a FLAC that is only a header claiming 600 s', async () => {
    // fLaC, then a last STREAMINFO block: 4096-sample blocks, 44.1 kHz mono 16-bit, 600 s of samples, no frames.
    const info = Buffer.alloc(34);
    info.writeUInt16BE(4096, 0);
    info.writeUInt16BE(4096, 2);
    const samples = 600 * 44100;
    // 20 bits of rate, 3 of channels - 1, 5 of bits - 1, then 36 bits of total samples.
    const packed = (BigInt(44100) << 44n) | (0n << 41n) | (15n << 36n) | BigInt(samples);
    info.writeBigUInt64BE(packed, 10);
    const flac = Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x80, 0, 0, 34]), info]);
    const dir = tempDir();
    const error = await writeTemp(Readable.from([flac]), dir, 1024 * 1024, { ffmpeg }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AudioRejected);
    expect(readdirSync(dir).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it.skipIf(ffmpeg === null)('stores a truncated MP3 with the length that is really there', async () => {
    const dir = tempDir();
    const full = path.join(dir, 'full.mp3');
    // A 30 s constant-rate MP3 whose Info header states its full length; only its first fifth is kept.
    await runFfmpeg(ffmpeg as string, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=30:sample_rate=22050',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      full,
    ]);
    const bytes = readFileSync(full);
    const cut = bytes.subarray(0, Math.floor(bytes.length / 5));
    const headerOnly = await writeTemp(Readable.from([cut]), dir, 1024 * 1024);
    expect(headerOnly.duration).toBe(30);
    const measured = await writeTemp(Readable.from([cut]), dir, 1024 * 1024, { ffmpeg });
    expect(measured.duration).toBe(6);
  });
});
