import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedName } from '../../server/storage/audioStore';
import { createLocalAudioStore } from '../../server/storage/localAudioStore';
import { AudioRejected, discardTemp, storeAudio, writeTemp } from '../../server/upload/incomingAudio';
import { releaseTempOwner } from '../../server/upload/tempOwner';
import { makeMp3, makeWav } from './adminAudioFixtures';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'naat-upload-'));
});
afterEach(async () => {
  releaseTempOwner(dir);
  releaseTempOwner(path.join(dir, 'tmp'));
  await rm(dir, { recursive: true, force: true });
});

/** The temporary files in a folder (its owner lock, server/upload/tempOwner.ts, is not one). */
const temps = async (folder: string) => (await readdir(folder)).filter((name) => name.startsWith('.tmp-'));

describe('writeTemp and storeAudio', () => {
  it('stores a real MP3 under a name made from its content, with its duration read from the file', async () => {
    const store = createLocalAudioStore(path.join(dir, 'audio'));
    const temp = await writeTemp(Readable.from([makeMp3(3)]), path.join(dir, 'tmp'), 1024 * 1024);
    expect(path.basename(temp.tempPath)).toMatch(/^\.tmp-[0-9a-f]{16}-[0-9a-f]{24}$/);
    expect(temp.duration).toBe(3);
    const filePath = await storeAudio(store, temp);
    expect(filePath).toMatch(/^\/Audio\/[0-9a-f]{32}\.mp3$/);
    const name = path.basename(filePath);
    expect(await readdir(path.join(dir, 'audio'))).toEqual([name]);
    expect(await temps(path.join(dir, 'tmp'))).toEqual([]);
    // The same bytes again are the same file: stored once.
    const again = await writeTemp(Readable.from([makeMp3(3)]), path.join(dir, 'tmp'), 1024 * 1024);
    expect(await storeAudio(store, again)).toBe(filePath);
    expect(await readdir(path.join(dir, 'audio'))).toEqual([name]);
    expect(await temps(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('reads a WAV duration too', async () => {
    const temp = await writeTemp(Readable.from([makeWav(2)]), dir, 1024 * 1024);
    expect(temp.kind.ext).toBe('wav');
    expect(temp.duration).toBe(2);
    await discardTemp(temp);
    expect(await temps(dir)).toEqual([]);
  });

  it('refuses non-audio with 400 and leaves nothing behind', async () => {
    const error = await writeTemp(
      Readable.from([Buffer.from('just some text, not audio at all')]),
      dir,
      1000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AudioRejected);
    expect((error as AudioRejected).status).toBe(400);
    expect((error as AudioRejected).message).toMatch(/not a supported audio file/);
    expect(await temps(dir)).toEqual([]);
  });

  it('refuses bytes that look like MP3 but do not parse', async () => {
    const fake = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(5000, 0x41)]);
    const error = await writeTemp(Readable.from([fake]), dir, 1024 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AudioRejected);
    expect(await temps(dir)).toEqual([]);
  });

  it('stops an oversize stream with 413 and removes the half-written file', async () => {
    const mp3 = makeMp3(2);
    const error = await writeTemp(Readable.from([mp3]), dir, mp3.length - 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AudioRejected);
    expect((error as AudioRejected).status).toBe(413);
    expect((error as AudioRejected).message).toMatch(/too large/);
    expect(await temps(dir)).toEqual([]);
  });

  it('removes the temporary file when the source fails midway', async () => {
    // The failure comes on the second read, once writeTemp is consuming the stream (as a dropped upload would).
    let reads = 0;
    const source = new Readable({
      read() {
        if (reads++ === 0) this.push(makeMp3(1).subarray(0, 500));
        else this.destroy(new Error('connection reset'));
      },
    });
    await expect(writeTemp(source, dir, 1024 * 1024)).rejects.toThrow('connection reset');
    expect(await temps(dir)).toEqual([]);
  });
});

describe('storedName and the local store', () => {
  it('maps only plain names inside the store', () => {
    expect(storedName('/Audio/a.mp3')).toBe('a.mp3');
    expect(storedName('/Audio/%61.mp3')).toBe('a.mp3');
    expect(storedName('/Audio/../secret.db')).toBeNull();
    expect(storedName('/Audio/%2e%2e%2fsecret.db')).toBeNull();
    expect(storedName('/Audio/sub/a.mp3')).toBeNull();
    expect(storedName('/Audio/..%5Csecret')).toBeNull();
    expect(storedName('/Audio/.tmp-x')).toBeNull();
    expect(storedName('/Audio/%E0%A4%A')).toBeNull();
    expect(storedName('/Audio/')).toBeNull();
    expect(storedName('https://example.com/Audio/a.mp3')).toBeNull();
  });

  it('deletes, reads and lists plain names only', async () => {
    const store = createLocalAudioStore(dir);
    await writeFile(path.join(dir, 'a.mp3'), 'abcdef');
    await writeFile(path.join(dir, '.tmp-x'), 'x');
    expect(await store.stat('a.mp3')).toMatchObject({ size: 6, contentType: 'audio/mpeg' });
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.read('a.mp3', { start: 1, end: 3 })) ?? [])
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('bcd');
    const names: string[] = [];
    for await (const name of store.list()) names.push(name);
    expect(names).toEqual(['a.mp3']);
    expect(store.localFile('../x')).toBeNull();
    await store.delete('a.mp3');
    expect(existsSync(path.join(dir, 'a.mp3'))).toBe(false);
    expect(await store.stat('a.mp3')).toBeNull();
    expect(await store.read('a.mp3')).toBeNull();
  });
});
