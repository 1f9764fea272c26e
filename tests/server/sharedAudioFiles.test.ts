import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RENDITION_PATH_MESSAGE } from '../../server/routes/adminNaatInput';
import { storedName } from '../../server/storage/audioStore';
import { opusNames, renditionName } from '../../server/transcode/renditionNames';
import { makeMp3 } from './adminAudioFixtures';
import { multipart, testAdminConfig } from './adminTestKit';
import { ENGINES } from './engines';
import { bearer, expectFail, login, startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

interface Setup {
  app: TestApp;
  token: string;
  reciterId: number;
  naatId: number;
  original: string;
  aac: string;
  webm: string;
  mp4: string;
}

/**
 * A naat uploaded through the API, and its data-saver job completed as the worker would (the renditions'
 * files put in the store and recorded on the job), without running ffmpeg.
 */
async function setUp(engine: (typeof ENGINES)[number]): Promise<Setup> {
  const app = await startApp({ engine, seed: false, config: { admin: testAdminConfig() } });
  t = app;
  const token = await login(app.app);
  const reciter = await app.app.inject({
    method: 'POST',
    url: '/api/admin/naatkhawans',
    headers: bearer(token),
    payload: { name: 'Shared Reciter' },
  });
  const reciterId = reciter.json<{ data: { id: number } }>().data.id;
  const body = multipart(
    { title: 'Original', naatKhawanId: String(reciterId), uploadType: 'file' },
    { field: 'audioFile', name: 'o.mp3', type: 'audio/mpeg', data: makeMp3(3) },
  );
  const added = await app.app.inject({
    method: 'POST',
    url: '/api/admin/audios',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(added.statusCode).toBe(201);
  const naat = added.json<{ data: { id: number; filePath: string } }>().data;
  const original = storedName(naat.filePath) ?? '';
  const aac = renditionName(original);
  const { webm, mp4 } = opusNames(original);
  for (const name of [aac, webm, mp4]) {
    const file = path.join(app.config.dataDir, `made-${name}`);
    writeFileSync(file, `rendition ${name}`);
    await app.app.audioStore.put(name, file, 'audio/mp4');
  }
  const jobs = app.app.repos.audioJobs;
  const job = await jobs.claim('test-worker', Date.now(), 60_000, 3);
  expect(job?.filePath).toBe(naat.filePath);
  const completed = await jobs.complete(
    job?.id ?? 0,
    'test-worker',
    {
      loudnessLufs: -20,
      sourceKbps: 128,
      renditionPath: `/Audio/${aac}`,
      renditionKbps: 48,
      opus: {
        state: 'ready',
        error: null,
        path: `/Audio/${webm}`,
        kbps: 24,
        mp4Path: `/Audio/${mp4}`,
        mp4Kbps: 24,
      },
    },
    Date.now(),
  );
  expect(completed).toBe(true);
  return { app, token, reciterId, naatId: naat.id, original, aac, webm, mp4 };
}

const stored = async (setup: Setup, name: string) => (await setup.app.app.audioStore.stat(name)) !== null;

const remove = async (setup: Setup, id: number) => {
  const answer = await setup.app.app.inject({
    method: 'DELETE',
    url: `/api/admin/audios/${id}`,
    headers: bearer(setup.token),
  });
  expect(answer.statusCode).toBe(200);
};

/** A naat that plays a rendition, as url mode let one be added before it refused rendition names. */
const legacyNaatOn = async (setup: Setup, name: string) =>
  (
    await setup.app.app.repos.naats.create({
      title: 'Plays a rendition',
      filePath: `/Audio/${name}`,
      naatKhawanId: setup.reciterId,
    })
  ).id;

describe.each(ENGINES)('stored files shared by naats and renditions (%s)', (engine) => {
  it('url mode refuses a rendition name, in any spelling, on add and on edit', async () => {
    const setup = await setUp(engine);
    for (const filePath of [`/Audio/${setup.aac}`, `/Audio/${setup.webm.replace('.ds.', '.ds%2E')}`]) {
      const body = multipart({
        title: 'Points at a rendition',
        naatKhawanId: String(setup.reciterId),
        uploadType: 'url',
        filePath,
      });
      const added = await setup.app.app.inject({
        method: 'POST',
        url: '/api/admin/audios',
        headers: { ...bearer(setup.token), ...body.headers },
        payload: body.payload,
      });
      expectFail(added, 400, RENDITION_PATH_MESSAGE);
    }
    const edited = await setup.app.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${setup.naatId}`,
      headers: bearer(setup.token),
      payload: { filePath: `/Audio/${setup.mp4}` },
    });
    expectFail(edited, 400, RENDITION_PATH_MESSAGE);
    // The original's own path is still a path url mode takes.
    const body = multipart({
      title: 'Same original',
      naatKhawanId: String(setup.reciterId),
      uploadType: 'url',
      filePath: `/Audio/${setup.original}`,
    });
    const shared = await setup.app.app.inject({
      method: 'POST',
      url: '/api/admin/audios',
      headers: { ...bearer(setup.token), ...body.headers },
      payload: body.payload,
    });
    expect(shared.statusCode).toBe(201);
  });

  it('deleting a naat that plays a rendition leaves the rendition to its original', async () => {
    const setup = await setUp(engine);
    const legacy = await legacyNaatOn(setup, setup.aac);
    await remove(setup, legacy);
    for (const name of [setup.original, setup.aac, setup.webm, setup.mp4]) {
      expect(await stored(setup, name), name).toBe(true);
    }
    const naat = await setup.app.app.inject(`/api/audios/${setup.naatId}`);
    expect(naat.json<{ data: { sources: { url: string }[] } }>().data.sources.map((s) => s.url)).toContain(
      `/Audio/${setup.aac}`,
    );
    await remove(setup, setup.naatId);
    for (const name of [setup.original, setup.aac, setup.webm, setup.mp4]) {
      expect(await stored(setup, name), name).toBe(false);
    }
  });

  it('deleting the original keeps a rendition a naat still plays, until that naat goes', async () => {
    const setup = await setUp(engine);
    const legacy = await legacyNaatOn(setup, setup.webm);
    await remove(setup, setup.naatId);
    expect(await stored(setup, setup.original)).toBe(false);
    expect(await stored(setup, setup.aac)).toBe(false);
    expect(await stored(setup, setup.mp4)).toBe(false);
    expect(await stored(setup, setup.webm)).toBe(true);
    expect((await setup.app.app.inject(`/Audio/${setup.webm}`)).statusCode).toBe(200);
    await remove(setup, legacy);
    expect(await stored(setup, setup.webm)).toBe(false);
  });
});
