import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../scripts/s3TestServer';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { AudioStore } from '../../server/storage/audioStore';
import { createLocalAudioStore } from '../../server/storage/localAudioStore';
import { createS3AudioStore } from '../../server/storage/s3AudioStore';
import { audioOrigin } from '../../server/storage/audioOrigin';
import { PRESIGNED_SECONDS } from '../../server/routes/media';
import { makeMp3 } from './adminAudioFixtures';
import { ADMIN_PASSWORD, bearer, expectFail, login, startApp, type TestApp } from './helpers';
import { multipart } from './adminTestKit';

let s3: S3TestServer;
const scratch = mkdtempSync(path.join(tmpdir(), 'naat-s3-test-'));
beforeAll(async () => {
  s3 = await startS3TestServer(path.join(scratch, 's3'));
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

const s3Config = () => readConfig({ ...s3.env }).s3 ?? null;

async function text(stream: NodeJS.ReadableStream | null): Promise<string> {
  if (!stream) return '<missing>';
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

// The store contract, for the local folder and for a real S3-compatible server.
describe.each(['local', 's3'] as const)('the %s audio store', (kind) => {
  let store: AudioStore;
  beforeAll(async () => {
    const config = s3Config();
    store =
      kind === 's3' && config
        ? createS3AudioStore(config)
        : createLocalAudioStore(path.join(scratch, `local-${Date.now()}`));
    await store.check();
  });

  const source = async (content: string) => {
    const file = path.join(scratch, `source-${Math.random().toString(16).slice(2)}`);
    await writeFile(file, content);
    return file;
  };

  it('puts, describes, reads whole and by range, lists and deletes', async () => {
    await store.put('abc123.mp3', await source('0123456789'), 'audio/mpeg');
    expect(await store.stat('abc123.mp3')).toMatchObject({ size: 10, contentType: 'audio/mpeg' });
    expect(await text(await store.read('abc123.mp3'))).toBe('0123456789');
    expect(await text(await store.read('abc123.mp3', { start: 2, end: 4 }))).toBe('234');
    const names: string[] = [];
    for await (const name of store.list()) names.push(name);
    expect(names).toContain('abc123.mp3');
    await store.delete('abc123.mp3');
    expect(await store.stat('abc123.mp3')).toBeNull();
    expect(await store.read('abc123.mp3')).toBeNull();
    await store.delete('abc123.mp3');
  });

  it('never touches names that are not plain stored names', async () => {
    expect(await store.stat('../x.mp3')).toBeNull();
    expect(await store.read('.hidden')).toBeNull();
    expect(store.localFile('a/b.mp3')).toBeNull();
  });
});

describe('the server with its audio in S3', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startApp({ config: { s3: s3Config() } });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (title: string, data: Buffer) => {
    const reciterId = (await t.app.repos.reciters.all())[0]?.id ?? 0;
    const body = multipart(
      { title, naatKhawanId: String(reciterId), uploadType: 'file' },
      { field: 'audioFile', name: 'x.mp3', type: 'audio/mpeg', data },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number; filePath: string } }>().data;
  };

  /** The app's answer for `/Audio/<name>`: a 302 to a presigned URL of the object in the bucket. */
  const presigned = async (path: string) => {
    const answer = await t.app.inject(path);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    return String(answer.headers.location);
  };

  it('redirects to a short-lived presigned URL that the bucket answers, with ranges', async () => {
    const url = await presigned('/Audio/demo-clip-1.mp3');
    expect(new URL(url).origin).toBe(s3.endpoint);
    expect(new URL(url).origin).toBe(audioOrigin(null, s3Config()));
    expect(new URL(url).pathname).toBe('/naat-audio/demo-clip-1.mp3');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(PRESIGNED_SECONDS));
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    const probe = await fetch(url, { headers: { range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect(probe.headers.get('content-range')).toBe(`bytes 0-1/${bytes.length}`);
    expect(Buffer.from(await probe.arrayBuffer())).toEqual(bytes.subarray(0, 2));
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // HEAD is redirected too; the page's policy lets media and downloads follow it.
    expect((await t.app.inject({ method: 'HEAD', url: '/Audio/demo-clip-1.mp3' })).statusCode).toBe(302);
    const page = await t.app.inject('/api/health');
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${s3.endpoint}`);
    expect(page.headers['content-security-policy']).toContain(`media-src 'self' https: blob: ${s3.endpoint}`);
  });

  it('names the bucket host the client signs for, in every addressing style', async () => {
    const configs = [
      { bucket: 'naat-audio', region: 'eu-west-1', endpoint: null, forcePathStyle: false },
      { bucket: 'naat-audio', region: 'eu-west-1', endpoint: null, forcePathStyle: true },
      {
        bucket: 'naat-audio',
        region: 'auto',
        endpoint: 'https://acct.r2.example.com',
        forcePathStyle: false,
      },
      { bucket: 'naat-audio', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: false },
    ];
    for (const config of configs) {
      const store = createS3AudioStore({ ...config, accessKeyId: 'key', secretAccessKey: 'secret' });
      const url = await store.signedUrl?.('demo.mp3', 60);
      expect(new URL(url ?? '').origin, JSON.stringify(config)).toBe(
        audioOrigin(null, { ...config, accessKeyId: 'key', secretAccessKey: 'secret' }),
      );
    }
  });

  it('never issues a URL for a name that is not stored', async () => {
    for (const path of ['/Audio/missing.mp3', '/Audio/..%2fx.mp3', '/Audio/.hidden.mp3', '/Audio/a..b.mp3']) {
      const answer = await t.app.inject(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers.location, path).toBeUndefined();
    }
  });

  it('streams an upload into the bucket and deletes the object with its last naat', async () => {
    const clip = makeMp3(6);
    const first = await upload('Into the bucket', clip);
    const second = await upload('Same file again', clip);
    expect(second.filePath).toBe(first.filePath);
    const name = first.filePath.slice('/Audio/'.length);
    const served = await fetch(await presigned(first.filePath));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(clip);
    expect(await t.app.audioStore.stat(name)).not.toBeNull();

    const del = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/audios/${id}`, headers: bearer(token) });
    expect((await del(first.id)).statusCode).toBe(200);
    expect(await t.app.audioStore.stat(name)).not.toBeNull();
    expect((await del(second.id)).statusCode).toBe(200);
    expect(await t.app.audioStore.stat(name)).toBeNull();
    expect((await t.app.inject(first.filePath)).statusCode).toBe(404);
  });
});

describe('an unreachable bucket', () => {
  it('stops the server at start with one sentence naming the settings', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-s3-down-'));
    try {
      const config = readConfig({
        ...s3.env,
        S3_ENDPOINT: 'http://127.0.0.1:9',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
      });
      await expect(buildApp(config, { seed: false })).rejects.toThrow(
        /^Could not use the audio bucket "naat-audio" at http:\/\/127\.0\.0\.1:9\/ \(S3_BUCKET, S3_ENDPOINT\): /,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 with a message when the bucket goes away later', async () => {
    const other = await startS3TestServer(path.join(scratch, 's3-gone'), 'naat-gone');
    const t = await startApp({ seed: false, config: { s3: readConfig(other.env).s3 ?? null } });
    try {
      await other.close();
      expectFail(
        await t.app.inject('/Audio/anything.mp3'),
        503,
        'The audio storage is unavailable right now. Please try again in a moment.',
      );
    } finally {
      await t.close();
    }
  });
});
