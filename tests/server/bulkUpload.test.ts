import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUDIO_MESSAGE } from '../../server/upload/incomingAudio';
import { STORAGE_FULL } from '../../server/http/errors';
import { TUS_MESSAGES, sweepAbandonedUploads } from '../../server/routes/adminBulkUpload';
import { MATCH_NAME_REQUIRED, MATCH_NAME_TOO_LONG } from '../../server/routes/adminReciters';
import { BULK_MESSAGES } from '../../server/upload/bulkMetadata';
import { noReciterToAttach } from '../../server/upload/reciterMatch';
import { makeMp3 } from './adminAudioFixtures';
import { testAdminConfig } from './adminTestKit';
import { ENGINES } from './engines';
import { bearer, login, startApp, type TestApp } from './helpers';

const encode = (metadata: Record<string, string>): string =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const errorOf = async (response: Response): Promise<string> =>
  (JSON.parse(await response.text()) as { error: string }).error;

describe.each(ENGINES)('bulk upload through tus (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let base: string;

  beforeAll(async () => {
    t = await startApp({ engine, config: { admin: testAdminConfig({ uploadMaxBytes: 400_000 }) } });
    token = await login(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadsDir = () => path.join(t.config.dataDir, 'bulk-uploads');
  const tus = { 'tus-resumable': '1.0.0' };

  const create = (size: number, metadata: Record<string, string>, auth: string | null = token) =>
    fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(size),
        'upload-metadata': encode(metadata),
        ...(auth ? bearer(auth) : {}),
      },
    });

  const patch = (location: string, offset: number, bytes: Buffer, auth: string | null = token) =>
    fetch(new URL(location, base), {
      method: 'PATCH',
      headers: {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        ...(auth ? bearer(auth) : {}),
      },
      body: new Uint8Array(bytes),
    });

  const head = (location: string) =>
    fetch(new URL(location, base), { method: 'HEAD', headers: { ...tus, ...bearer(token) } });

  const naatsTitled = async (title: string) =>
    (await t.app.inject({ url: `/api/audios?search=${encodeURIComponent(title)}&limit=50` }))
      .json<{ data: { data: { title: string; naatKhawan: { name: string } }[] } }>()
      .data.data.filter((naat) => naat.title === title);

  it('answers 401 to every method without a live session, before reading the file', async () => {
    const created = await create(10, { title: 'x', reciter: 'y', filename: 'x.mp3' }, null);
    expect(created.status).toBe(401);
    expect(await errorOf(created)).toBe('Admin login required');
    const patched = await patch(
      '/api/admin/uploads/0123456789abcdef0123456789abcdef',
      0,
      Buffer.alloc(5),
      null,
    );
    expect(patched.status).toBe(401);
    const stale = await create(10, { title: 'x', reciter: 'y', filename: 'x.mp3' }, 'not-a-token');
    expect(stale.status).toBe(401);
    expect(existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []).toEqual([]);
  });

  it('resumes after a connection dropped mid-file and adds the naat with a new reciter', async () => {
    const mp3 = makeMp3(3);
    const created = await create(mp3.length, {
      title: 'Resumed Naat',
      reciter: 'Bulk Reciter',
      filename: 'resumed.mp3',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/admin\/uploads\/[0-9a-f]{32}$/);

    // Half the file goes out, then the connection is cut before the PATCH is complete.
    const half = Math.floor(mp3.length / 2);
    await new Promise<void>((resolve) => {
      const req = httpRequest(new URL(location, base), {
        method: 'PATCH',
        headers: {
          ...tus,
          ...bearer(token),
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
          'content-length': String(mp3.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(mp3.subarray(0, half));
      // Cut once the server has written what arrived (the partial file on its disk says so).
      const partial = path.join(uploadsDir(), path.basename(location));
      void expect
        .poll(() => (existsSync(partial) ? statSync(partial).size : 0))
        .toBe(half)
        .then(() => req.destroy());
    });

    // The server keeps what arrived: the client asks how far it got and sends only the rest.
    await expect
      .poll(async () => Number((await head(location)).headers.get('upload-offset')))
      .toBeGreaterThan(0);
    const status = await head(location);
    expect(status.status).toBe(200);
    const offset = Number(status.headers.get('upload-offset'));
    expect(offset).toBe(half);
    expect(await naatsTitled('Resumed Naat')).toEqual([]);

    const rest = await patch(location, offset, mp3.subarray(offset));
    expect(rest.status).toBe(200);
    expect(Number(rest.headers.get('upload-offset'))).toBe(mp3.length);
    const body = JSON.parse(await rest.text()) as { data: { title: string; duration: number } };
    expect(body.data).toMatchObject({ title: 'Resumed Naat', duration: 3 });
    const naats = await naatsTitled('Resumed Naat');
    expect(naats.map((naat) => naat.naatKhawan.name)).toEqual(['Bulk Reciter']);
    // The partial is gone once the naat exists.
    expect(readdirSync(uploadsDir())).toEqual([]);
    expect((await head(location)).status).toBe(404);
  });

  it('matches an existing reciter by name, whatever its letter case', async () => {
    const mp3 = makeMp3(2);
    const created = await create(mp3.length, {
      title: 'Second Bulk Naat',
      reciter: '  bulk RECITER ',
      filename: 'second.mp3',
    });
    const done = await patch(created.headers.get('location') ?? '', 0, mp3);
    expect(done.status).toBe(200);
    expect((await naatsTitled('Second Bulk Naat')).map((naat) => naat.naatKhawan.name)).toEqual([
      'Bulk Reciter',
    ]);
    const reciters = (await t.app.inject({ url: '/api/naatkhawans?sort=name&limit=100' })).json<{
      data: { name: string }[];
    }>();
    expect(reciters.data.filter((reciter) => reciter.name === 'Bulk Reciter')).toHaveLength(1);
  });

  it('attaches the file to an existing reciter whose name folds to the same or a near form', async () => {
    const mp3 = makeMp3(2);
    const created = await create(mp3.length, {
      title: 'Near Name Bulk Naat',
      reciter: 'Hafiz Muhammad Bilaal Kadri',
      filename: 'near.mp3',
    });
    expect((await patch(created.headers.get('location') ?? '', 0, mp3)).status).toBe(200);
    expect((await naatsTitled('Near Name Bulk Naat')).map((naat) => naat.naatKhawan.name)).toEqual([
      'Hafiz Muhammad Bilal Qadri',
    ]);
  });

  /** Creates an upload and sends the whole file at once: the finishing PATCH's answer. */
  const uploadWhole = async (metadata: Record<string, string>, seconds = 2) => {
    const mp3 = makeMp3(seconds);
    const created = await create(mp3.length, metadata);
    expect(created.status).toBe(201);
    return patch(created.headers.get('location') ?? '', 0, mp3);
  };

  const matchOf = (name: string | readonly string[] | null, auth: string | null = token) =>
    t.app.inject({
      url: `/api/admin/naatkhawans/match?${new URLSearchParams(
        [name ?? []].flat().map((value) => ['name', value]),
      ).toString()}`,
      headers: auth ? bearer(auth) : {},
    });

  const reciterNamed = async (name: string) => {
    const all = await t.app.repos.reciters.all();
    return all.filter((reciter) => reciter.name === name);
  };

  it('says what a name stands for: the reciter of that name, else those with a like name, else none', async () => {
    const bilal = (await reciterNamed('Hafiz Muhammad Bilal Qadri'))[0];
    expect(bilal).toBeDefined();
    const exact = await matchOf('  hafiz muhammad BILAL qadri ');
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toEqual({
      success: true,
      data: { exact: { id: bilal?.id, name: 'Hafiz Muhammad Bilal Qadri' }, similar: [] },
    });
    const like = await matchOf('Hafiz Muhammad Bilaal Kadri');
    expect(like.json()).toEqual({
      success: true,
      data: { exact: null, similar: [{ id: bilal?.id, name: 'Hafiz Muhammad Bilal Qadri' }] },
    });
    expect((await matchOf('Someone Quite Different')).json()).toEqual({
      success: true,
      data: { exact: null, similar: [] },
    });
  });

  it('refuses a name to match that is missing, blank, too long or given twice', async () => {
    for (const [name, error] of [
      [null, MATCH_NAME_REQUIRED],
      ['   ', MATCH_NAME_REQUIRED],
      ['x'.repeat(201), MATCH_NAME_TOO_LONG],
      [['Bilal', 'Qadri'], MATCH_NAME_REQUIRED],
    ] as const) {
      const answer = await matchOf(name);
      expect(answer.statusCode, String(name)).toBe(400);
      expect(answer.json()).toEqual({ success: false, data: null, error });
    }
    expect((await matchOf('Bilal Qadri', null)).statusCode).toBe(401);
  });

  it('creates the like name as a new reciter when asked, and its next files go to it', async () => {
    const near = 'Hafiz Muhammad Bilaal Kadiri';
    expect((await matchOf(near)).json<{ data: { similar: unknown[] } }>().data.similar).toHaveLength(1);
    for (const title of ['New Like Name One', 'New Like Name Two']) {
      const done = await uploadWhole({ title, reciter: near, filename: 'new.mp3', reciterMatch: 'new' });
      expect(done.status).toBe(200);
      expect((await naatsTitled(title)).map((naat) => naat.naatKhawan.name)).toEqual([near]);
    }
    expect(await reciterNamed(near)).toHaveLength(1);
    // Now that it exists, the name stands for it alone.
    expect((await matchOf(near)).json<{ data: { exact: { name: string } } }>().data.exact.name).toBe(near);
  });

  it('attaches the file to the reciter chosen by id, and refuses an id that is no reciter before any byte', async () => {
    const bilal = (await reciterNamed('Hafiz Muhammad Bilal Qadri'))[0];
    const done = await uploadWhole({
      title: 'Chosen Reciter Naat',
      reciter: 'Bilaal Qadri Sahib',
      filename: 'chosen.mp3',
      reciterId: String(bilal?.id),
    });
    expect(done.status).toBe(200);
    expect((await naatsTitled('Chosen Reciter Naat')).map((naat) => naat.naatKhawan.name)).toEqual([
      'Hafiz Muhammad Bilal Qadri',
    ]);
    expect(await reciterNamed('Bilaal Qadri Sahib')).toEqual([]);

    const base = { title: 'Refused', reciter: 'R', filename: 'r.mp3' };
    for (const [extra, error] of [
      [{ reciterId: '999999' }, noReciterToAttach(999999)],
      [{ reciterId: '0' }, BULK_MESSAGES.reciterId],
      [{ reciterId: '3x' }, BULK_MESSAGES.reciterId],
      [{ reciterId: '99999999999' }, BULK_MESSAGES.reciterId],
      [{ reciterMatch: 'ask' }, BULK_MESSAGES.reciterMatch],
      [{ reciterId: String(bilal?.id), reciterMatch: 'new' }, BULK_MESSAGES.both],
    ] as const) {
      const refused = await create(100, { ...base, ...extra });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(await errorOf(refused)).toBe(error);
    }
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  it('refuses a junk file once its bytes are in, with the reason, and keeps nothing of it', async () => {
    const junk = Buffer.from('<html><body>not audio at all</body></html>'.repeat(20));
    const created = await create(junk.length, {
      title: 'Junk',
      reciter: 'Bulk Reciter',
      filename: 'junk.mp3',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const refused = await patch(location, 0, junk);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(NOT_AUDIO_MESSAGE);
    expect(await naatsTitled('Junk')).toEqual([]);
    expect(readdirSync(uploadsDir())).toEqual([]);
    expect(
      readdirSync(path.join(t.config.dataDir, 'tmp')).filter((name) => name.startsWith('.tmp-')),
    ).toEqual([]);
  });

  it('refuses before any byte: a non-audio name, a missing title, a file over the limit', async () => {
    const text = await create(100, { title: 'Notes', reciter: 'R', filename: 'notes.txt' });
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toBe(NOT_AUDIO_MESSAGE);
    const untitled = await create(100, { title: ' ', reciter: 'R', filename: 'a.mp3' });
    expect(untitled.status).toBe(400);
    expect(await errorOf(untitled)).toMatch(/title/);
    const large = await create(400_001, { title: 'Big', reciter: 'R', filename: 'big.mp3' });
    expect(large.status).toBe(413);
    expect(await errorOf(large)).toBe('The audio file is too large. The limit is 390.6 KB.');
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  const expectSecurityHeaders = (response: Response) => {
    for (const [name, value] of Object.entries(t.app.securityHeaders)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    // The admin page is on this origin: no other site is granted the uploads.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  };
  const expectApiFail = async (response: Response, status: number, error: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(await response.text())).toEqual({ success: false, data: null, error });
  };

  it('sends the security headers with every answer, and no CORS grant', async () => {
    const mp3 = makeMp3(2);
    const origin = { origin: 'https://elsewhere.example' };
    const created = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        ...origin,
        'upload-length': String(mp3.length),
        'upload-metadata': encode({ title: 'Headers', reciter: 'Bulk Reciter', filename: 'h.mp3' }),
        ...bearer(token),
      },
    });
    expect(created.status).toBe(201);
    expectSecurityHeaders(created);
    const location = created.headers.get('location') ?? '';
    const halfway = await patch(location, 0, mp3.subarray(0, 100));
    expect(halfway.status).toBe(204);
    expectSecurityHeaders(halfway);
    const asked = await head(location);
    expect(asked.status).toBe(200);
    expectSecurityHeaders(asked);
    const options = await fetch(`${base}/api/admin/uploads`, {
      method: 'OPTIONS',
      headers: { ...origin, ...bearer(token) },
    });
    expectSecurityHeaders(options);
    const finished = await patch(location, 100, mp3.subarray(100));
    expect(finished.status).toBe(200);
    expect(finished.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(finished);
    expect(await naatsTitled('Headers')).toHaveLength(1);
  });

  it('answers its refusals in the API shape, with the security headers', async () => {
    const noTus = await fetch(`${base}/api/admin/uploads`, { method: 'POST', headers: bearer(token) });
    await expectApiFail(noTus, 412, TUS_MESSAGES.resumable);
    expectSecurityHeaders(noTus);
    const badOffset = await fetch(`${base}/api/admin/uploads/0123456789abcdef0123456789abcdef`, {
      method: 'PATCH',
      headers: {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': 'abc',
        ...bearer(token),
      },
      body: new Uint8Array(1),
    });
    await expectApiFail(badOffset, 400, "The upload's header upload-offset is not valid.");
    expectSecurityHeaders(badOffset);
    const unknown = await patch('/api/admin/uploads/0123456789abcdef0123456789abcdef', 0, Buffer.alloc(1));
    await expectApiFail(unknown, 404, TUS_MESSAGES.unknown);
    const deferred = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-defer-length': '1',
        'upload-metadata': encode({ title: 'Later', reciter: 'R', filename: 'l.mp3' }),
        ...bearer(token),
      },
    });
    await expectApiFail(deferred, 400, TUS_MESSAGES.lengthRequired);
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  it('says a PATCH goes past the Upload-Length, not that the file is over the size limit', async () => {
    const created = await create(100, { title: 'Short', reciter: 'R', filename: 's.mp3' });
    const location = created.headers.get('location') ?? '';
    const past = await patch(location, 0, Buffer.alloc(150));
    await expectApiFail(past, 413, TUS_MESSAGES.pastLength);
    expectSecurityHeaders(past);
    // Sent without a Content-Length, the bytes are counted as they come.
    const streamed = await fetch(new URL(location, base), {
      method: 'PATCH',
      headers: {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        ...bearer(token),
      },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(150));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await expectApiFail(streamed, 413, TUS_MESSAGES.pastLength);
    const conflict = await patch(location, 7, Buffer.alloc(1));
    await expectApiFail(conflict, 409, TUS_MESSAGES.offset);
    const cancelled = await fetch(new URL(location, base), {
      method: 'DELETE',
      headers: { ...tus, ...bearer(token) },
    });
    expect(cancelled.status).toBe(204);
  });

  it('refuses an upload id that is not one the server made', async () => {
    const response = await fetch(`${base}/api/admin/uploads/..%2F..%2Fx`, {
      method: 'HEAD',
      headers: { ...tus, ...bearer(token) },
    });
    expect(response.status).toBe(404);
  });

  it('answers 507 with a clear sentence when the disk is full', async () => {
    const put = t.app.audioStore.put.bind(t.app.audioStore);
    t.app.audioStore.put = () =>
      Promise.reject(Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' }));
    try {
      // A file the store does not hold yet (the same bytes would not be stored twice).
      const mp3 = makeMp3(4);
      const created = await create(mp3.length, { title: 'Full', reciter: 'Bulk Reciter', filename: 'f.mp3' });
      const refused = await patch(created.headers.get('location') ?? '', 0, mp3);
      expect(refused.status).toBe(507);
      expect(await errorOf(refused)).toBe(STORAGE_FULL);
      expect(await naatsTitled('Full')).toEqual([]);
    } finally {
      t.app.audioStore.put = put;
    }
  });

  it('sweeps a partial upload abandoned for a day, and only that one', async () => {
    const created = await create(1000, { title: 'Left', reciter: 'Bulk Reciter', filename: 'left.mp3' });
    const location = created.headers.get('location') ?? '';
    expect(await sweepAbandonedUploads(uploadsDir())).toBe(0);
    expect((await head(location)).status).toBe(200);
    expect(await sweepAbandonedUploads(uploadsDir(), 24 * 3600_000, Date.now() + 25 * 3600_000)).toBe(1);
    expect(readdirSync(uploadsDir())).toEqual([]);
    expect((await head(location)).status).toBe(404);
  });
});
