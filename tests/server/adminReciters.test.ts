import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';
import { testAdminConfig } from './adminTestKit';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

interface ReciterAnswer {
  success: boolean;
  data: {
    id: number;
    name: string;
    urduName: string | null;
    bio: string | null;
    birthDate: string | null;
    birthPlace: string | null;
    audioCount: number;
  };
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp({ config: { admin: testAdminConfig() } });
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = token) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: auth ? bearer(auth) : {} });

describe('admin reciter calls', () => {
  it('refuse every call without a session', async () => {
    expectFail(await send('POST', '/api/admin/naatkhawans', { name: 'x' }, ''), 401, 'Admin login required');
    expectFail(await send('PUT', '/api/admin/naatkhawans/1', { name: 'x' }, ''), 401, 'Admin login required');
    expectFail(await send('DELETE', '/api/admin/naatkhawans/1', undefined, ''), 401, 'Admin login required');
    expectFail(
      await send('POST', '/api/admin/naatkhawans', { name: 'x' }, 'A'.repeat(43)),
      401,
      /expired or ended/,
    );
  });

  it('round-trip Urdu text sent base64-encoded, stored and answered as plain text', async () => {
    const reciter = {
      name: 'Owais Raza Qadri',
      urduName: 'اویس رضا قادری',
      bio: 'نعت خواں — <b>not HTML</b> & "quotes"',
      birthPlace: 'کراچی',
    };
    const response = await send('POST', '/api/admin/naatkhawans', {
      name: b64(reciter.name),
      urduName: b64(reciter.urduName),
      bio: b64(reciter.bio),
      birthPlace: b64(reciter.birthPlace),
      birthDate: '1970-01-25',
      _encoded: true,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<ReciterAnswer>();
    expect(data).toMatchObject({ ...reciter, birthDate: '1970-01-25', audioCount: 0 });
    const read = (await t.app.inject({ url: `/api/naatkhawans/${data.id}` })).json<ReciterAnswer>();
    expect(read.data).toMatchObject(reciter);
    const found = (
      await t.app.inject({ url: `/api/naatkhawans?search=${encodeURIComponent('اویس')}` })
    ).json<{
      data: { data: { id: number }[] };
    }>();
    expect(found.data.data.map((r) => r.id)).toContain(data.id);
  });

  it('accept plain text without _encoded, and empty optional fields as null', async () => {
    const response = await send('POST', '/api/admin/naatkhawans', {
      name: 'Plain Name',
      urduName: '',
      bio: '',
      birthPlace: '',
      birthDate: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ReciterAnswer>().data).toMatchObject({
      name: 'Plain Name',
      urduName: null,
      bio: null,
      birthPlace: null,
      birthDate: null,
    });
  });

  it('refuse a missing name, bad base64, bad dates and unknown fields with clear messages', async () => {
    expectFail(
      await send('POST', '/api/admin/naatkhawans', { name: b64('  '), _encoded: true }),
      400,
      'Name (English) is required',
    );
    expectFail(
      await send('POST', '/api/admin/naatkhawans', { urduName: 'x' }),
      400,
      'Name (English) is required',
    );
    expectFail(
      await send('POST', '/api/admin/naatkhawans', { name: 'not base64!', _encoded: true }),
      400,
      'The field "name" is marked as encoded but is not valid base64.',
    );
    expectFail(
      await send('POST', '/api/admin/naatkhawans', {
        name: b64('ok'),
        bio: Buffer.from([0xff, 0xfe]).toString('base64'),
        _encoded: true,
      }),
      400,
      'The field "bio" is marked as encoded but does not decode to UTF-8 text.',
    );
    expectFail(
      await send('POST', '/api/admin/naatkhawans', { name: 'x', birthDate: '2020-02-30' }),
      400,
      'Birth date must be a date in the form YYYY-MM-DD',
    );
    expectFail(
      await send('POST', '/api/admin/naatkhawans', { name: 'x', role: 'admin' }),
      400,
      'Field "role" is not allowed',
    );
  });

  it('update only the given fields, and answer 404 for a missing reciter', async () => {
    const created = (
      await send('POST', '/api/admin/naatkhawans', { name: 'To Edit', birthPlace: 'Lahore' })
    ).json<ReciterAnswer>();
    const response = await send('PUT', `/api/admin/naatkhawans/${created.data.id}`, {
      name: b64('Edited'),
      urduName: b64('ترمیم شدہ'),
      _encoded: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReciterAnswer>().data).toMatchObject({
      name: 'Edited',
      urduName: 'ترمیم شدہ',
      birthPlace: 'Lahore',
    });
    expectFail(
      await send('PUT', `/api/admin/naatkhawans/${created.data.id}`, { name: '' }),
      400,
      'Name (English) is required',
    );
    expectFail(
      await send('PUT', '/api/admin/naatkhawans/999999', { name: 'x' }),
      404,
      'NaatKhawan not found',
    );
  });

  it('delete a reciter without naats, and refuse with 409 while one has naats', async () => {
    const created = (
      await send('POST', '/api/admin/naatkhawans', { name: 'Short Lived' })
    ).json<ReciterAnswer>();
    expect((await send('DELETE', `/api/admin/naatkhawans/${created.data.id}`)).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await t.app.inject({ url: `/api/naatkhawans/${created.data.id}` })).statusCode).toBe(404);
    const busy = (await t.app.inject({ url: '/api/naatkhawans?sort=audio_count&limit=1' })).json<{
      data: ReciterAnswer['data'][];
    }>().data[0];
    if (!busy) throw new Error('the demo catalogue has no reciters');
    expectFail(await send('DELETE', `/api/admin/naatkhawans/${busy.id}`), 409, /still has \d+ naats/);
    expectFail(await send('DELETE', '/api/admin/naatkhawans/999999'), 404, 'NaatKhawan not found');
  });
});
