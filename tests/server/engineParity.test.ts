import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './engines';
import { bearer, login, startApp, type TestApp } from './helpers';

/**
 * The same public API calls give the same answers on SQLite and PostgreSQL for the same catalogue (the demo
 * catalogue, made at the same instant by both). Runs when TEST_DATABASE_URL is set (always in CI).
 */
describe.skipIf(!TEST_DATABASE_URL)('SQLite and PostgreSQL answer alike', () => {
  let sqlite: TestApp;
  let postgres: TestApp;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([
      startApp({ engine: 'sqlite' }),
      startApp({ engine: 'postgres' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([sqlite.close(), postgres.close()]);
  });

  const both = async (url: string) => {
    const [a, b] = await Promise.all([sqlite.app.inject(url), postgres.app.inject(url)]);
    return {
      sqlite: { status: a.statusCode, body: a.json<unknown>() },
      postgres: { status: b.statusCode, body: b.json<unknown>() },
    };
  };

  const calls = [
    '/api/naatkhawans',
    '/api/naatkhawans?page=2&limit=5',
    '/api/naatkhawans?sort=name',
    '/api/naatkhawans?sort=audio_count&limit=6',
    '/api/naatkhawans/1',
    '/api/naatkhawans/999',
    '/api/naatkhawans/1/audios',
    '/api/naatkhawans/1/audios?page=2',
    '/api/naatkhawans/1/audios?initial=M',
    '/api/naatkhawans/1/audios?initial=H',
    '/api/naatkhawans/3/audios?limit=100',
    '/api/naatkhawans/1/audios?sort=title&page=2',
    '/api/naatkhawans/1/audios?sort=newest&page=2',
    '/api/naatkhawans/3/audios?sort=newest&limit=100',
    '/api/naatkhawans/3/audios?sort=popular&limit=100',
    '/api/naatkhawans/1/audios?sort=popular&initial=M',
    '/api/naatkhawans/1/audios?sort=oldest',
    '/api/audios',
    '/api/audios?page=3&limit=7',
    '/api/audios?page=99',
    '/api/audios/5',
    '/api/audios/9999',
    '/api/audios/popular?limit=6',
    '/api/audios/popular?page=7&limit=15',
    '/api/audios/recent?limit=6',
    '/api/audios/recent?page=2&limit=15',
    '/api/audios?search=madina',
    '/api/audios?search=nabi&page=2&limit=5',
    '/api/audios?search=ya',
    '/api/audios?search=م',
    '/api/audios?search=مدینہ',
    '/api/audios?search=مدينه',
    '/api/audios?search=%25',
    '/api/audios?search=zzqx',
    '/api/naatkhawans?search=qadri',
    '/api/naatkhawans?search=ra',
    '/api/naatkhawans?search=رضا',
  ];

  it.each(calls)('GET %s', async (url) => {
    const answers = await both(url);
    expect(answers.postgres).toEqual(answers.sqlite);
  });

  it('detects similar names and merges alike', async () => {
    const answers = async (app: TestApp['app']) => {
      const token = await login(app);
      const post = (url: string, payload: object) =>
        app.inject({ method: 'POST', url, payload, headers: bearer(token) });
      const similar = await post('/api/admin/naatkhawans', { name: 'Hafiz Bilal Qadri', urduName: 'بلال' });
      const merge = await post('/api/admin/naatkhawans/2/merge', { into: 1 });
      const reads = await Promise.all(
        [
          '/api/naatkhawans/2',
          '/api/naatkhawans/1',
          '/api/naatkhawans/1/audios?limit=100',
          '/api/audios?search=zubair',
        ].map((url) => app.inject(url)),
      );
      return [similar, merge, ...reads].map((r) => ({ status: r.statusCode, body: r.json<unknown>() }));
    };
    const [a, b] = await Promise.all([answers(sqlite.app), answers(postgres.app)]);
    expect(b).toEqual(a);
    expect(a.map((answer) => answer.status)).toEqual([409, 200, 301, 200, 200, 200]);
  });

  it('counts plays and edits alike', async () => {
    for (const t of [sqlite, postgres]) {
      await t.app.inject({ method: 'POST', url: '/api/audios/7/play' });
      await t.app.inject({ method: 'POST', url: '/api/audios/7/play' });
      await t.app.repos.naats.update(8, { title: 'Renamed Madina Naat' });
    }
    expect((await both('/api/audios/7')).postgres).toEqual((await both('/api/audios/7')).sqlite);
    const search = await both('/api/audios?search=renamed');
    expect(search.postgres).toEqual(search.sqlite);
    expect(JSON.stringify(search.sqlite.body)).toContain('Renamed Madina Naat');
  });
});
