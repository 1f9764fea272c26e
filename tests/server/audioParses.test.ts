import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioRejected, NOT_AUDIO_MESSAGE, writeTemp } from '../../server/upload/incomingAudio';
import { releaseTempOwner } from '../../server/upload/tempOwner';
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
