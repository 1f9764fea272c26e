import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioDir } from '../../server/storage/openAudioStore';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';
import { makeMp3 } from './adminAudioFixtures';
import { localServer, multipart, testAdminConfig, type LocalServer } from './adminTestKit';

const seededClip = readFileSync(path.resolve('server/seed/audio/demo-clip-1.mp3'));

interface NaatAnswer {
  success: boolean;
  data: {
    id: number;
    title: string;
    filePath: string;
    duration: number;
    playCount: number;
    naatKhawanId: number;
  };
}

let t: TestApp;
let token: string;
let reciterId: number;
let remote: LocalServer;

beforeAll(async () => {
  remote = await localServer((req, _body, res) => {
    if (req.url === '/clip.mp3') res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(seededClip);
    else if (req.url === '/page.html')
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>');
    else if (req.url === '/to-metadata')
      res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
    else res.writeHead(404).end();
  });
  t = await startApp({
    config: { admin: testAdminConfig({ uploadMaxBytes: 400_000, fetchAllowLoopback: true }) },
  });
  token = await login(t.app);
  const reciters = await t.app.inject({ url: '/api/naatkhawans?sort=name' });
  reciterId = reciters.json<{ data: { id: number }[] }>().data[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await remote.close();
});

const dir = () => audioDir(t.config);
const listing = async () => (await readdir(dir())).sort();
const naatCount = async () =>
  (await t.app.inject({ url: '/api/audios?limit=1' })).json<{ data: { total: number } }>().data.total;

function post(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
  auth = token,
) {
  const body = multipart(fields, file ? { field: 'audioFile', ...file } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/audios',
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? bearer(auth) : {}) },
  });
}

const base = () => ({
  title: 'Test Naat',
  urduTitle: 'ٹیسٹ نعت',
  naatKhawanId: String(reciterId),
  playCount: '0',
  lyrics: '',
});

describe('POST /api/admin/audios', () => {
  it('refuses a request without a session and stores nothing', async () => {
    const before = await listing();
    const response = await post(
      { ...base(), uploadType: 'file' },
      { name: 'a.mp3', type: 'audio/mpeg', data: seededClip },
      '',
    );
    expectFail(response, 401, 'Admin login required');
    expect(await listing()).toEqual(before);
  });

  it('stores an uploaded MP3 under a generated name, with the duration read on the server', async () => {
    const before = await listing();
    const response = await post(
      { ...base(), title: 'Uploaded Naat', uploadType: 'file', duration: '0', playCount: '7' },
      { name: 'my naat.mp3', type: 'audio/mpeg', data: seededClip },
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json<NaatAnswer>();
    expect(data).toMatchObject({ title: 'Uploaded Naat', playCount: 7, naatKhawanId: reciterId });
    expect(data.filePath).toMatch(/^\/Audio\/[0-9a-f]{32}\.mp3$/);
    expect(data.duration).toBeGreaterThan(5);
    const added = (await listing()).filter((name) => !before.includes(name));
    expect(added).toEqual([path.basename(data.filePath)]);
    const served = await t.app.inject({ url: data.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(seededClip)).toBe(true);
    const read = await t.app.inject({ url: `/api/audios/${data.id}` });
    expect(read.json<NaatAnswer>().data.title).toBe('Uploaded Naat');
  });

  it('refuses a file that is not audio, whatever its name and type, leaving no file and no row', async () => {
    const before = await listing();
    const count = await naatCount();
    const response = await post(
      { ...base(), uploadType: 'file' },
      { name: 'evil.mp3', type: 'audio/mpeg', data: Buffer.from('<?php system($_GET["c"]); ?>') },
    );
    expectFail(response, 400, /not a supported audio file/);
    expect(await listing()).toEqual(before);
    expect(await naatCount()).toBe(count);
  });

  it('refuses a file over the size limit with 413, leaving nothing behind', async () => {
    const before = await listing();
    // A real MP3 with more frames' worth of bytes after it: the limit is checked while streaming.
    const big = Buffer.concat([seededClip, makeMp3(1), Buffer.alloc(200_000, 0xff)]);
    expect(big.length).toBeGreaterThan(400_000);
    const response = await post(
      { ...base(), uploadType: 'file' },
      { name: 'big.mp3', type: 'audio/mpeg', data: big },
    );
    expectFail(response, 413, 'The audio file is too large. The limit is 390.6 KB.');
    expect(await listing()).toEqual(before);
  });

  it('answers every form rule with its own message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...base(), title: '  ', uploadType: 'url', filePath: '/Audio/x.mp3' }, 'Title is required'],
      [
        { ...base(), naatKhawanId: '', uploadType: 'url', filePath: '/Audio/x.mp3' },
        'Please select a Naat Khawan',
      ],
      [
        { ...base(), naatKhawanId: '999999', uploadType: 'url', filePath: '/Audio/x.mp3' },
        'Please select a Naat Khawan',
      ],
      [{ ...base(), uploadType: 'url', filePath: '' }, 'Audio file URL is required'],
      [{ ...base(), uploadType: 'fetch', audioUrl: ' ' }, 'Audio file URL is required'],
      [{ ...base(), uploadType: 'file' }, 'Please select an audio file'],
      [
        { ...base(), uploadType: 'fetch', audioUrl: 'ftp://example.com/a.mp3' },
        'Please provide a valid URL starting with http:// or https://',
      ],
      [
        { ...base(), uploadType: 'url', filePath: 'javascript:alert(1)' },
        'Please provide a valid URL starting with http:// or https://',
      ],
      [
        { ...base(), uploadType: 'url', filePath: '/Audio/x.mp3', playCount: '-1' },
        'Play count must be a whole number of at least 0',
      ],
      [{ ...base(), uploadType: 'sideways' }, 'Upload type must be one of: file, url, fetch'],
      [
        { ...base(), uploadType: 'url', filePath: '/Audio/x.mp3', isAdmin: 'true' },
        'Field "isAdmin" is not allowed',
      ],
    ];
    for (const [fields, message] of cases) expectFail(await post(fields), 400, message);
  });

  it('accepts long Urdu lyrics and refuses a file under another field name or a second file', async () => {
    const lyrics = 'یا نبی سلام علیک '.repeat(2500);
    const response = await post({
      ...base(),
      title: 'Long Lyrics',
      uploadType: 'url',
      filePath: '/Audio/x.mp3',
      lyrics,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { lyrics: string } }>().data.lyrics).toBe(lyrics.trim());

    const before = await listing();
    const wrongField = multipart(
      { ...base(), uploadType: 'file' },
      { field: 'picture', name: 'a.mp3', type: 'audio/mpeg', data: seededClip },
    );
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/audios',
        payload: wrongField.payload,
        headers: { ...wrongField.headers, ...bearer(token) },
      }),
      400,
      'Field "picture" is not allowed',
    );
    const boundary = 'twoFiles';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="audioFile"; filename="${name}"\r\nContent-Type: audio/mpeg\r\n\r\n`,
        ),
        seededClip,
        Buffer.from('\r\n'),
      ]);
    const two = Buffer.concat([filePart('a.mp3'), filePart('b.mp3'), Buffer.from(`--${boundary}--\r\n`)]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      payload: two,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(answer.statusCode).toBe(400);
    expect(await listing()).toEqual(before);
  });

  it('refuses a JSON body: the add is multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      payload: { title: 'x' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(415);
  });

  it('stores a URL as given, with the duration text parsed', async () => {
    const response = await post({
      ...base(),
      title: 'Linked Naat',
      uploadType: 'url',
      filePath: 'https://cdn.example.org/naat.mp3',
      duration: '4:35',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<NaatAnswer>().data).toMatchObject({
      filePath: 'https://cdn.example.org/naat.mp3',
      duration: 275,
    });
  });

  it('fetches audio from a URL (loopback allowed in this test) and stores it like an upload', async () => {
    const response = await post({
      ...base(),
      title: 'Fetched Naat',
      uploadType: 'fetch',
      audioUrl: `${remote.url}/clip.mp3`,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<NaatAnswer>();
    expect(data.filePath).toMatch(/^\/Audio\/[0-9a-f]{32}\.mp3$/);
    expect(data.duration).toBeGreaterThan(5);
    expect(existsSync(path.join(dir(), path.basename(data.filePath)))).toBe(true);
  });

  it('refuses fetched content that is not audio, a remote error and a redirect to the metadata address', async () => {
    const before = await listing();
    expectFail(
      await post({ ...base(), uploadType: 'fetch', audioUrl: `${remote.url}/page.html` }),
      400,
      /not a supported audio file/,
    );
    expectFail(
      await post({ ...base(), uploadType: 'fetch', audioUrl: `${remote.url}/missing.mp3` }),
      502,
      'Could not download the audio: the remote server answered HTTP 404.',
    );
    expectFail(
      await post({ ...base(), uploadType: 'fetch', audioUrl: `${remote.url}/to-metadata` }),
      400,
      /^Refused to download/,
    );
    expect(await listing()).toEqual(before);
  });
});

describe('fetch mode without loopback (the production setting)', () => {
  let strict: TestApp;
  let strictToken: string;
  beforeAll(async () => {
    strict = await startApp({ config: { admin: testAdminConfig() } });
    strictToken = await login(strict.app);
  });
  afterAll(async () => {
    await strict.close();
  });

  it.each([
    ['loopback', 'http://127.0.0.1/a.mp3'],
    ['decimal', 'http://2130706433/a.mp3'],
    ['octal', 'http://0177.0.0.1/a.mp3'],
    ['hex', 'http://0x7f.1/a.mp3'],
    ['IPv6 loopback', 'http://[::1]/a.mp3'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/a.mp3'],
    ['private 10/8', 'http://10.0.0.1/a.mp3'],
    ['private 172.16/12', 'http://172.16.0.1/a.mp3'],
    ['private 192.168/16', 'http://192.168.1.1/a.mp3'],
    ['carrier-grade NAT', 'http://100.64.0.1/a.mp3'],
    ['link-local', 'http://169.254.10.10/a.mp3'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 metadata', 'http://[fd00:ec2::254]/latest/'],
    ['IPv6 link-local', 'http://[fe80::1]/a.mp3'],
    ['unspecified', 'http://0.0.0.0/a.mp3'],
    ['localhost by name', 'http://localhost/a.mp3'],
  ])('refuses %s (%s)', async (_label, audioUrl) => {
    const body = multipart({ title: 'x', naatKhawanId: '1', uploadType: 'fetch', audioUrl });
    const response = await strict.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(strictToken) },
    });
    expectFail(response, 400, /^Refused to download from/);
  });
});

describe('PUT and DELETE /api/admin/audios/{id}', () => {
  const put = (id: number, payload: object, auth = token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${id}`,
      payload,
      headers: auth ? bearer(auth) : {},
    });
  const del = (id: number, auth = token) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/audios/${id}`, headers: auth ? bearer(auth) : {} });

  it('refuses both without a session', async () => {
    expectFail(await put(1, { title: 'x' }, ''), 401, 'Admin login required');
    expectFail(await del(1, ''), 401, 'Admin login required');
  });

  it('updates the given fields, parsing duration text (0 when invalid)', async () => {
    const created = (
      await post({ ...base(), title: 'Before', uploadType: 'url', filePath: '/Audio/none.mp3' })
    ).json<NaatAnswer>();
    const response = await put(created.data.id, {
      title: 'After',
      duration: '4:35',
      playCount: 12,
      category: 'Hamd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<NaatAnswer>().data).toMatchObject({
      title: 'After',
      duration: 275,
      playCount: 12,
    });
    expect((await put(created.data.id, { duration: 'soon' })).json<NaatAnswer>().data.duration).toBe(0);
    expect((await put(created.data.id, { duration: 90 })).json<NaatAnswer>().data.duration).toBe(90);
    expect((await t.app.inject({ url: `/api/audios/${created.data.id}` })).json()).toMatchObject({
      data: { title: 'After' },
    });
  });

  it('refuses bad values with clear messages', async () => {
    expectFail(await put(1, { title: ' ' }), 400, 'Title is required');
    expectFail(await put(1, { filePath: '' }), 400, 'Audio file URL is required');
    expectFail(await put(1, { naatKhawanId: 999999 }), 400, 'Please select a Naat Khawan');
    expectFail(await put(1, { playCount: -1 }), 400, /playCount/);
    expectFail(await put(1, { owner: 'me' }), 400, 'Field "owner" is not allowed');
    expectFail(await put(999999, { title: 'x' }), 404, 'Naat not found');
    expectFail(await del(999999), 404, 'Naat not found');
  });

  it('deletes an uploaded naat and its file; the file then answers 404', async () => {
    // A clip no other naat of this file uses (identical uploads share one stored file).
    const created = (
      await post(
        { ...base(), title: 'Doomed', uploadType: 'file' },
        { name: 'd.mp3', type: 'audio/mpeg', data: makeMp3(7) },
      )
    ).json<NaatAnswer>();
    const file = path.join(dir(), path.basename(created.data.filePath));
    expect(existsSync(file)).toBe(true);
    const response = await del(created.data.id);
    expect(response.json()).toEqual({ success: true, data: null });
    expect(existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: created.data.filePath })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/audios/${created.data.id}` })).statusCode).toBe(404);
  });

  it('keeps a file that other naats still play (the shared demo clips)', async () => {
    const seeded = (await t.app.inject({ url: '/api/audios?limit=50' })).json<{
      data: { data: NaatAnswer['data'][] };
    }>();
    const victim = seeded.data.data.find((naat) => naat.filePath.startsWith('/Audio/demo-clip'));
    if (!victim) throw new Error('the demo catalogue is empty');
    expect(victim.filePath).toMatch(/^\/Audio\//);
    await del(victim.id);
    expect(existsSync(path.join(dir(), path.basename(victim.filePath)))).toBe(true);
  });
});
