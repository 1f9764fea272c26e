import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReciterBook } from '../../server/import/reciterBook';
import { ENGINES } from './engines';
import { bearer, expectFail, login, makeFakeBuild, startApp, type TestApp } from './helpers';

interface Reciter {
  id: number;
  name: string;
  bio: string | null;
  audioCount: number;
}

/** Creating a reciter like an existing one (409 and confirm), merging two, and the merged one's addresses. */
describe.each(ENGINES)('one reciter under one name (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let build: string;
  beforeAll(async () => {
    build = makeFakeBuild();
    t = await startApp({
      engine,
      seed: false,
      staticDir: build,
      config: { publicUrl: 'https://naats.example.org' },
    });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const reciterWithNaats = async (name: string, titles: string[], bio: string | null = null) => {
    const reciter = await t.app.repos.reciters.create({ name, bio });
    const ids = await t.app.repos.naats.createMany(
      titles.map((title, i) => ({ title, filePath: `/Audio/${name}-${i}.mp3`, naatKhawanId: reciter.id })),
    );
    return { id: reciter.id, naatIds: ids };
  };

  it('answers 409 naming a reciter with the same or a near name, and creates it with confirm', async () => {
    const owais = await reciterWithNaats('Owais Raza Qadri', []);
    const refused = await post('/api/admin/naatkhawans', { name: 'Awais Qadri' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      data: { similar: [{ id: owais.id, name: 'Owais Raza Qadri' }] },
      error: `A NaatKhawan with a similar name exists: "Owais Raza Qadri" (id ${owais.id}). Send again with "confirm": true to create "Awais Qadri" anyway.`,
    });
    const same = await post('/api/admin/naatkhawans', { name: 'owais raza qaadri' });
    expect(same.json<{ data: { similar: { id: number }[] } }>().data.similar).toEqual([
      { id: owais.id, name: 'Owais Raza Qadri' },
    ]);
    expect((await post('/api/admin/naatkhawans', { name: 'Junaid Barkati' })).statusCode).toBe(201);
    const confirmed = await post('/api/admin/naatkhawans', { name: 'Awais Qadri', confirm: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json<{ data: Reciter }>().data.name).toBe('Awais Qadri');
  });

  it('merges: every naat moves, the kept reciter keeps its details, the merged one redirects', async () => {
    const kept = await reciterWithNaats('Merge Kept Reciter', ['Kept One'], 'The kept biography');
    const gone = await reciterWithNaats('Merge Gone Reciter', ['Moved One', 'Moved Two']);
    const merged = await post(`/api/admin/naatkhawans/${gone.id}/merge`, { into: kept.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<{ data: Reciter }>().data).toMatchObject({
      id: kept.id,
      name: 'Merge Kept Reciter',
      bio: 'The kept biography',
      audioCount: 3,
    });
    // Naat ids do not change, so favorites, downloads and queues on devices keep working.
    for (const id of gone.naatIds) {
      const naat = (await t.app.inject(`/api/audios/${id}`)).json<{
        data: { naatKhawanId: number; naatKhawan: { name: string } };
      }>().data;
      expect(naat).toMatchObject({ naatKhawanId: kept.id, naatKhawan: { name: 'Merge Kept Reciter' } });
    }
    const found = (await t.app.inject('/api/audios?search=moved%20kept')).json<{
      data: { data: { id: number }[] };
    }>();
    expect(found.data.data.map((naat) => naat.id).sort()).toEqual([...gone.naatIds].sort());

    const api = await t.app.inject(`/api/naatkhawans/${gone.id}`);
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/naatkhawans/${kept.id}`);
    expect(api.json<{ error: string }>().error).toBe(
      `NaatKhawan ${gone.id} was merged into NaatKhawan ${kept.id}: see /api/naatkhawans/${kept.id}`,
    );
    const audios = await t.app.inject(`/api/naatkhawans/${gone.id}/audios?page=2`);
    expect([audios.statusCode, audios.headers.location]).toEqual([
      301,
      `/api/naatkhawans/${kept.id}/audios?page=2`,
    ]);
    const page = await t.app.inject({
      url: `/naatkhawan/${gone.id}/letter/M?x=1`,
      headers: { accept: 'text/html' },
    });
    expect([page.statusCode, page.headers.location]).toEqual([301, `/naatkhawan/${kept.id}/letter/M?x=1`]);

    const sitemap = (await t.app.inject('/sitemaps/naatkhawans-1.xml')).body;
    expect(sitemap).toContain(`<loc>https://naats.example.org/naatkhawan/${kept.id}</loc>`);
    expect(sitemap).not.toContain(`<loc>https://naats.example.org/naatkhawan/${gone.id}</loc>`);

    // A chain resolves to the last reciter kept.
    const last = await reciterWithNaats('Merge Final Reciter', []);
    expect((await post(`/api/admin/naatkhawans/${kept.id}/merge`, { into: last.id })).statusCode).toBe(200);
    for (const id of [gone.id, kept.id]) {
      const moved = await t.app.inject({ url: `/naatkhawan/${id}`, headers: { accept: 'text/html' } });
      expect([moved.statusCode, moved.headers.location]).toEqual([301, `/naatkhawan/${last.id}`]);
    }
    expect(
      (await t.app.inject(`/api/naatkhawans/${last.id}`)).json<{ data: Reciter }>().data.audioCount,
    ).toBe(3);
  });

  it('imports attach a similar name to the existing reciter, create it, or ask, as told', async () => {
    const { repos } = t.app;
    const existing = await repos.reciters.create({ name: 'Import Khalid Hasnain' });
    const asked: string[] = [];
    const attach = await ReciterBook.load(repos, { dryRun: false });
    expect(await attach.idFor({ name: 'Import Khaalid Hasnain' })).toBe(existing.id);
    expect(attach.matched).toEqual([
      { name: 'Import Khaalid Hasnain', reciter: { id: existing.id, name: 'Import Khalid Hasnain' } },
    ]);
    const ask = await ReciterBook.load(repos, {
      dryRun: true,
      match: 'ask',
      ask: (name) => {
        asked.push(name);
        return Promise.resolve(false);
      },
    });
    expect(await ask.idFor({ name: 'Import Khalid Hasnian' })).toBe(0);
    expect([asked, ask.created, ask.matched]).toEqual([
      ['Import Khalid Hasnian'],
      ['Import Khalid Hasnian'],
      [],
    ]);
    const fresh = await ReciterBook.load(repos, { dryRun: false, match: 'new' });
    expect(await fresh.idFor({ name: 'import khalid hasnayn' })).not.toBe(existing.id);
    expect(fresh.created).toEqual(['import khalid hasnayn']);
  });

  it('refuses a merge into itself, into a missing reciter, or of a missing reciter', async () => {
    const one = await reciterWithNaats('Merge Lone Reciter', ['Lone Naat']);
    expectFail(
      await post(`/api/admin/naatkhawans/${one.id}/merge`, { into: one.id }),
      400,
      'A NaatKhawan cannot be merged into itself: choose another NaatKhawan.',
    );
    expectFail(
      await post(`/api/admin/naatkhawans/${one.id}/merge`, { into: 99_999 }),
      404,
      'There is no NaatKhawan 99999 to merge into.',
    );
    expectFail(
      await post(`/api/admin/naatkhawans/99998/merge`, { into: one.id }),
      404,
      'NaatKhawan not found',
    );
    expectFail(await post(`/api/admin/naatkhawans/${one.id}/merge`, {}), 400, /into/);
    expect((await t.app.inject(`/api/naatkhawans/${one.id}`)).json<{ data: Reciter }>().data.audioCount).toBe(
      1,
    );
    expectFail(await t.app.inject('/api/naatkhawans/99998'), 404, 'NaatKhawan not found');
  });
});
