import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';
import { localServer, testAdminConfig, type LocalServer } from './adminTestKit';

const clip = readFileSync(path.resolve('server/seed/audio/demo-clip-2.mp3'));

let provider: LocalServer;
let configured: TestApp;
let failing: TestApp;
let unconfigured: TestApp;
const tokens = new Map<TestApp, string>();

beforeAll(async () => {
  provider = await localServer((req, body, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/translate') {
      const { q, source, target } = JSON.parse(body.toString()) as {
        q: string;
        source: string;
        target: string;
      };
      res.end(JSON.stringify({ translatedText: `[${source}->${target}] ${q}` }));
    } else if (req.url === '/v1/audio/transcriptions') {
      res.end(JSON.stringify({ text: `heard ${body.length} bytes` }));
    } else if (req.url === '/clip.mp3') {
      res.setHeader('content-type', 'audio/mpeg');
      res.end(clip);
    } else {
      res.writeHead(500).end(JSON.stringify({ error: 'The model is overloaded' }));
    }
  });
  configured = await startApp({
    config: {
      admin: testAdminConfig({
        translateUrl: `${provider.url}/translate`,
        transcribeUrl: `${provider.url}/v1/audio/transcriptions`,
        fetchAllowLoopback: true,
      }),
    },
  });
  failing = await startApp({
    seed: false,
    config: {
      admin: testAdminConfig({
        translateUrl: `${provider.url}/broken`,
        transcribeUrl: `${provider.url}/broken`,
      }),
    },
  });
  unconfigured = await startApp({ seed: false, config: { admin: testAdminConfig() } });
  for (const t of [configured, failing, unconfigured]) tokens.set(t, await login(t.app));
});
afterAll(async () => {
  for (const t of [configured, failing, unconfigured]) await t.close();
  await provider.close();
});

const call = (t: TestApp, url: string, payload: object, auth = true) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth ? bearer(tokens.get(t) ?? '') : {} });

describe('POST /api/admin/translate', () => {
  it('needs a session', async () => {
    expectFail(
      await call(configured, '/api/admin/translate', { text: 'x', from: 'en', to: 'ur' }, false),
      401,
      'Admin login required',
    );
  });

  it('answers the provider translation', async () => {
    const response = await call(configured, '/api/admin/translate', {
      text: ' Ya Nabi ',
      from: 'en',
      to: 'ur',
    });
    expect(response.json()).toEqual({ success: true, translatedText: '[en->ur] Ya Nabi' });
  });

  it('says what to set when no provider is configured, and passes on a provider error', async () => {
    expectFail(
      await call(unconfigured, '/api/admin/translate', { text: 'x', from: 'en', to: 'ur' }),
      503,
      'Translation is not configured on this server. Set TRANSLATE_URL.',
    );
    expectFail(
      await call(failing, '/api/admin/translate', { text: 'x', from: 'en', to: 'ur' }),
      502,
      'The model is overloaded',
    );
    expectFail(
      await call(configured, '/api/admin/translate', { text: '  ' }),
      400,
      'Text to translate is required',
    );
  });
});

describe('POST /api/transcribe', () => {
  it('needs a session', async () => {
    expectFail(
      await call(configured, '/api/transcribe', { audioUrl: '/Audio/x.mp3' }, false),
      401,
      'Admin login required',
    );
  });

  it('sends a local /Audio/ file to the provider', async () => {
    const naats = (await configured.app.inject({ url: '/api/audios?limit=1' })).json<{
      data: { data: { filePath: string }[] };
    }>();
    const filePath = naats.data.data[0]?.filePath ?? '';
    const response = await call(configured, '/api/transcribe', { audioUrl: filePath });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ transcription: string }>().transcription).toMatch(/^heard \d+ bytes$/);
    const upload = provider.requests.at(-1);
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload?.body.toString('latin1')).toContain('whisper-1');
  });

  it('downloads a remote URL safely before sending it', async () => {
    const response = await call(configured, '/api/transcribe', { audioUrl: `${provider.url}/clip.mp3` });
    expect(response.json()).toEqual({
      success: true,
      transcription: expect.stringMatching(/^heard \d+ bytes$/) as unknown,
    });
  });

  it('refuses missing URLs, missing files, private addresses and answers provider trouble clearly', async () => {
    expectFail(
      await call(configured, '/api/transcribe', { audioUrl: ' ' }),
      400,
      'Please provide an audio URL first',
    );
    expectFail(
      await call(configured, '/api/transcribe', { audioUrl: '/Audio/nope.mp3' }),
      404,
      'The audio file was not found on this server.',
    );
    expectFail(
      await call(configured, '/api/transcribe', { audioUrl: '/Audio/../naat-stream.sqlite' }),
      404,
      /not found/,
    );
    expectFail(
      await call(configured, '/api/transcribe', { audioUrl: 'http://169.254.169.254/latest/' }),
      400,
      /^Refused/,
    );
    expectFail(
      await call(unconfigured, '/api/transcribe', { audioUrl: '/Audio/x.mp3' }),
      503,
      'Transcription is not configured on this server. Set TRANSCRIBE_URL.',
    );
  });

  it('passes on the provider error message', async () => {
    const dir = path.join(failing.config.dataDir, 'audio');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mine.mp3'), clip);
    expectFail(
      await call(failing, '/api/transcribe', { audioUrl: '/Audio/mine.mp3' }),
      502,
      'The model is overloaded',
    );
  });
});

describe('start-up sweep', () => {
  it('removes stale temporary upload files and keeps audio', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-sweep-'));
    const audio = path.join(dataDir, 'audio');
    const temp = path.join(dataDir, 'tmp');
    mkdirSync(audio, { recursive: true });
    mkdirSync(temp, { recursive: true });
    writeFileSync(path.join(temp, '.tmp-crashed'), 'half a file');
    writeFileSync(path.join(audio, 'keep.mp3'), clip);
    const old = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(path.join(temp, '.tmp-crashed'), old, old);
    const app = await buildApp(
      testConfig({ dataDir, adminPassword: 'sweep-test-password', admin: testAdminConfig() }),
      { seed: false },
    );
    try {
      expect(existsSync(path.join(temp, '.tmp-crashed'))).toBe(false);
      expect(existsSync(path.join(audio, 'keep.mp3'))).toBe(true);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
