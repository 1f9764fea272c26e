import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/providers/providerError';
import { transcribe } from '../../server/providers/transcribe';
import { translate } from '../../server/providers/translate';

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
let dir: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/translate') {
        const { q } = JSON.parse(body) as { q: string };
        res.end(JSON.stringify({ translatedText: `ur(${q})` }));
      } else if (req.url === '/translate-error') {
        res.writeHead(400).end(JSON.stringify({ error: 'ur is not supported' }));
      } else if (req.url === '/v1/audio/transcriptions') {
        res.end(JSON.stringify({ text: ' یا نبی سلام علیک ' }));
      } else if (req.url === '/transcribe-error') {
        res.writeHead(401).end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
      } else {
        res.writeHead(500).end('boom');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'naat-providers-'));
  await writeFile(path.join(dir, 'clip.mp3'), 'ID3 audio');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const providerError = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ProviderError,
  );

describe('translate', () => {
  it('posts the LibreTranslate shape and returns translatedText', async () => {
    const config = { url: `${base}/translate`, apiKey: 'k1', timeoutMs: 2000 };
    expect(await translate('Ya Nabi', 'en', 'ur', config)).toBe('ur(Ya Nabi)');
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({
      q: 'Ya Nabi',
      source: 'en',
      target: 'ur',
      format: 'text',
      api_key: 'k1',
    });
  });

  it('answers 503 when not configured and 502 with the provider message on error', async () => {
    const unset = await providerError(
      translate('x', 'en', 'ur', { url: null, apiKey: null, timeoutMs: 2000 }),
    );
    expect(unset?.status).toBe(503);
    expect(unset?.message).toBe('Translation is not configured on this server. Set TRANSLATE_URL.');
    const failed = await providerError(
      translate('x', 'en', 'ur', { url: `${base}/translate-error`, apiKey: null, timeoutMs: 2000 }),
    );
    expect(failed?.status).toBe(502);
    expect(failed?.message).toBe('ur is not supported');
    const plain = await providerError(
      translate('x', 'en', 'ur', { url: `${base}/other`, apiKey: null, timeoutMs: 2000 }),
    );
    expect(plain?.message).toBe('boom');
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const error = await providerError(
      translate('x', 'en', 'ur', { url: 'http://127.0.0.1:1/t', apiKey: null, timeoutMs: 2000 }),
    );
    expect(error?.status).toBe(502);
    expect(error?.message).toMatch(/could not be reached/);
  });
});

describe('transcribe', () => {
  const file = () => path.join(dir, 'clip.mp3');

  it('posts the file and model as multipart with the bearer key and returns the text', async () => {
    const config = {
      url: `${base}/v1/audio/transcriptions`,
      apiKey: 'sk-test',
      model: 'whisper-1',
      timeoutMs: 2000,
    };
    expect(await transcribe(file(), 'clip.mp3', 'audio/mpeg', config)).toBe('یا نبی سلام علیک');
    const request = seen.at(-1);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('filename="clip.mp3"');
    expect(request?.body).toContain('ID3 audio');
    expect(request?.body).toMatch(/name="model"\r\n\r\nwhisper-1/);
  });

  it('answers 503 when not configured and 502 with the provider message on error', async () => {
    const unset = await providerError(
      transcribe(file(), 'clip.mp3', 'audio/mpeg', { url: null, apiKey: null, model: 'm', timeoutMs: 2000 }),
    );
    expect(unset?.status).toBe(503);
    expect(unset?.message).toBe('Transcription is not configured on this server. Set TRANSCRIBE_URL.');
    const failed = await providerError(
      transcribe(file(), 'clip.mp3', 'audio/mpeg', {
        url: `${base}/transcribe-error`,
        apiKey: null,
        model: 'm',
        timeoutMs: 2000,
      }),
    );
    expect(failed?.status).toBe(502);
    expect(failed?.message).toBe('Incorrect API key provided');
  });
});
