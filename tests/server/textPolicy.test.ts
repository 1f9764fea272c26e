import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanQuery, controlCharMessage, controlCharProblem } from '../../server/common/textPolicy';
import { makeMp3 } from './adminAudioFixtures';
import { multipart, testAdminConfig } from './adminTestKit';
import { ENGINES } from './engines';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

const NUL = '\u0000';

describe('the text policy', () => {
  it('refuses every C0 control in one-line fields, and keeps tab and line breaks in multi-line ones', () => {
    expect(controlCharProblem({ title: `a${NUL}b` })).toBe(controlCharMessage('title', 'line'));
    expect(controlCharProblem({ title: 'a\tb' })).toBe(controlCharMessage('title', 'line'));
    expect(controlCharProblem({ title: 'a\u001fb' })).toBe(controlCharMessage('title', 'line'));
    expect(controlCharProblem({ lyrics: 'one\r\ntwo\tthree' })).toBeNull();
    expect(controlCharProblem({ bio: `a${NUL}` })).toBe(controlCharMessage('bio', 'lines'));
    expect(controlCharProblem({ description: 'bell\u0007' })).toBe(
      controlCharMessage('description', 'lines'),
    );
    expect(controlCharProblem({ title: 'نعت', playCount: 3, urduTitle: null })).toBeNull();
    expect(controlCharMessage('title', 'line')).toContain('"title"');
  });

  it('turns control characters in a query into spaces', () => {
    const query: Record<string, unknown> = { search: `madina${NUL}sharif\t`, page: 2, tag: ['a\u0001', 'b'] };
    expect(cleanQuery(query)).toBe(true);
    expect(query).toEqual({ search: 'madina sharif ', page: 2, tag: ['a ', 'b'] });
    expect(cleanQuery({ search: 'plain' })).toBe(false);
  });
});

describe.each(ENGINES)('control characters from clients (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let reciterId: number;
  let naatId: number;
  beforeAll(async () => {
    t = await startApp({ engine, seed: false, config: { admin: testAdminConfig() } });
    token = await login(t.app);
    const reciter = await t.app.inject({
      method: 'POST',
      url: '/api/admin/naatkhawans',
      headers: bearer(token),
      payload: { name: 'Policy Reciter', bio: 'Line one\nLine\ttwo' },
    });
    expect(reciter.statusCode).toBe(201);
    reciterId = reciter.json<{ data: { id: number } }>().data.id;
    const naat = await addNaat({ title: 'Policy Naat', lyrics: 'first\r\nsecond\tline' });
    expect(naat.statusCode).toBe(201);
    naatId = naat.json<{ data: { id: number } }>().data.id;
  });
  afterAll(() => t.close());

  function addNaat(fields: Record<string, string>) {
    const body = multipart(
      { naatKhawanId: String(reciterId), uploadType: 'file', ...fields },
      { field: 'audioFile', name: 'clip.mp3', type: 'audio/mpeg', data: makeMp3(1) },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  const naatTotal = async () =>
    (await t.app.inject('/api/audios?limit=1')).json<{ data: { total: number } }>().data.total;
  const reciterTotal = async () =>
    (await t.app.inject('/api/naatkhawans?limit=1')).json<{ data: { total: number } }>().data.total;

  it('keeps tab and line breaks in a bio and in lyrics', async () => {
    const reciter = await t.app.inject(`/api/naatkhawans/${reciterId}`);
    expect(reciter.json<{ data: { bio: string } }>().data.bio).toBe('Line one\nLine\ttwo');
    const naat = await t.app.inject(`/api/audios/${naatId}`);
    expect(naat.json<{ data: { lyrics: string } }>().data.lyrics).toBe('first\r\nsecond\tline');
  });

  it('refuses a login name with NUL with 400 naming it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: `admin${NUL}`, password: 'whatever' },
    });
    expectFail(answer, 400, controlCharMessage('username', 'line'));
  });

  it('refuses a new password with a control character', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: bearer(token),
      payload: { currentPassword: 'x', newPassword: `secret${NUL}word` },
    });
    expectFail(answer, 400, controlCharMessage('newPassword', 'line'));
  });

  it.each([
    [{ title: `Title${NUL}` }, 'title', 'line'],
    [{ title: 'Two\nlines' }, 'title', 'line'],
    [{ title: 'ok', urduTitle: `نعت${NUL}` }, 'urduTitle', 'line'],
    [{ title: 'ok', lyrics: `verse${NUL}` }, 'lyrics', 'lines'],
    [{ title: 'ok', description: 'bell\u0007' }, 'description', 'lines'],
  ] as const)(
    'refuses a naat added with %o, naming the field, and stores nothing',
    async (fields, field, kind) => {
      const before = await naatTotal();
      expectFail(await addNaat(fields), 400, controlCharMessage(field, kind));
      expect(await naatTotal()).toBe(before);
    },
  );

  it.each([
    [{ title: `Title${NUL}` }, 'title', 'line'],
    [{ category: 'a\u001b[31m' }, 'category', 'line'],
    [{ lyrics: `a${NUL}` }, 'lyrics', 'lines'],
  ] as const)('refuses a naat edit with %o', async (payload, field, kind) => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}`,
      headers: bearer(token),
      payload,
    });
    expectFail(answer, 400, controlCharMessage(field, kind));
  });

  it('accepts a naat edit whose lyrics have tabs and line breaks', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}`,
      headers: bearer(token),
      payload: { lyrics: 'one\n\ttwo' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    [{ name: `Name${NUL}` }, 'name', 'line'],
    [{ name: 'ok', birthPlace: 'Lahore\u0000' }, 'birthPlace', 'line'],
    [{ name: 'ok', bio: `bio${NUL}` }, 'bio', 'lines'],
    [{ name: Buffer.from(`Encoded${NUL}`).toString('base64'), _encoded: true }, 'name', 'line'],
  ] as const)('refuses a reciter with %o, and stores nothing', async (payload, field, kind) => {
    const before = await reciterTotal();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/naatkhawans',
      headers: bearer(token),
      payload,
    });
    expectFail(answer, 400, controlCharMessage(field, kind));
    expect(await reciterTotal()).toBe(before);
  });

  it('refuses timed lyrics whose line holds NUL, as JSON or LRC', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}/lyrics`,
      headers: bearer(token),
      payload: {
        lines: [
          { start: 0, text: 'fine' },
          { start: 500, text: `bad${NUL}` },
        ],
      },
    });
    expectFail(json, 400, controlCharMessage('lines[1].text', 'lines'));
    const lrc = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}/lyrics`,
      headers: { ...bearer(token), 'content-type': 'text/plain; charset=utf-8' },
      payload: `[00:00.00]bad${NUL}line\n`,
    });
    expectFail(lrc, 400, controlCharMessage('lines[0].text', 'lines'));
  });

  it('reads a control character in a query parameter as a space', async () => {
    const searches = ['/api/audios?search=Policy%00Naat', '/api/naatkhawans?search=Policy%00Reciter'];
    for (const url of searches) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode).toBe(200);
      const spaced = await t.app.inject(url.replace('%00', '%20'));
      expect(answer.json()).toEqual(spaced.json());
      expect(answer.json<{ data: { total: number } }>().data.total).toBe(1);
    }
    const letter = await t.app.inject(`/api/naatkhawans/${reciterId}/audios?initial=%00`);
    expect(letter.statusCode).toBeLessThan(500);
  });

  it('refuses a bulk upload whose title holds NUL when it is created, before any byte', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const metadata = [
      `title ${Buffer.from(`Bulk${NUL}`).toString('base64')}`,
      `reciter ${Buffer.from('Someone').toString('base64')}`,
      `filename ${Buffer.from('a.mp3').toString('base64')}`,
    ].join(',');
    const created = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': metadata,
        ...bearer(token),
      },
    });
    expect(created.status).toBe(400);
    expect(created.headers.get('location')).toBeNull();
    expect(JSON.parse(await created.text())).toEqual({
      success: false,
      data: null,
      error: controlCharMessage('title', 'line'),
    });
  });
});
