import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { savedKey } from './helpers/player';
import { runFfmpeg } from '../../server/transcode/ffmpeg';
import { resolveFfmpeg } from '../../server/transcode/ffmpegPath';
import { controlledVisit, goOffline } from './helpers/serviceWorker';

/**
 * Data saver (docs/data-saver.md) end to end: a 192 kbps upload goes through the server's real ingest worker
 * (the test server runs it, TRANSCODE_CONCURRENCY's default of 1), then the player, the downloads and the admin
 * table are checked against the rendition it made.
 */

interface ApiNaat {
  id: number;
  title: string;
  filePath: string;
  sources: { quality: string; url: string; type: string; kbps: number | null }[];
  audio: { state: string } | null;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A 20-second 192 kbps MP3 (noise under a tone, so the encoders have real work), made with ffmpeg. */
async function makeOriginal(): Promise<Buffer> {
  const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);
  if (!ffmpeg) throw new Error('No ffmpeg for the test original');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'naat-ds-'));
  const file = path.join(dir, 'original.mp3');
  try {
    await runFfmpeg(ffmpeg.path, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=20:sample_rate=44100',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=color=pink:duration=20:amplitude=0.2:sample_rate=44100',
      '-filter_complex',
      'amix=inputs=2,aformat=channel_layouts=stereo',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function apiNaat(request: APIRequestContext, id: number): Promise<ApiNaat> {
  const response = await request.get(`/api/audios/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiNaat }).data;
}

/** Uploads a fresh original and waits for the worker's rendition. */
async function uploadProcessed(request: APIRequestContext, title: string): Promise<ApiNaat> {
  const token = await adminToken(request);
  const created = await request.post('/api/admin/audios', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      naatKhawanId: '1',
      uploadType: 'file',
      duration: '0:20',
      audioFile: { name: 'original.mp3', mimeType: 'audio/mpeg', buffer: await makeOriginal() },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await expect
    .poll(async () => (await apiNaat(request, id)).audio?.state, { timeout: 90_000, intervals: [500] })
    .toBe('ready');
  const naat = await apiNaat(request, id);
  expect(naat.sources.map((source) => [source.quality, source.type])).toEqual([
    ['original', 'audio/mpeg'],
    ['data-saver', 'audio/mp4; codecs="mp4a.40.2"'],
    ['data-saver', 'audio/mp4; codecs="opus"'],
    ['data-saver', 'audio/webm; codecs="opus"'],
  ]);
  return naat;
}

const player = (page: Page) => page.getByRole('region', { name: 'Player' });

/** The "Data saver" setting lives in the player's options. */
async function openOptions(page: Page) {
  const button = player(page).getByRole('button', { name: 'Playback options' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return player(page).getByRole('group', { name: 'Playback options' });
}

const seconds = (text: string | null): number => {
  const match = /^(\d+):(\d\d)$/.exec((text ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};
const elapsedSeconds = async (page: Page) =>
  seconds(await player(page).getByRole('timer', { name: 'Elapsed time' }).textContent());

let naat: ApiNaat;
/** What Chromium plays in data saver: the smallest rendition it can play, an Opus one. */
const saverPath = () =>
  naat.sources
    .filter((source) => source.quality === 'data-saver' && source.type.includes('opus'))
    .sort((a, b) => (a.kbps ?? Infinity) - (b.kbps ?? Infinity))[0]?.url ?? '';
const aacPath = () => naat.sources.find((source) => source.type.includes('mp4a'))?.url ?? '';
/** The player's line for the data saver: Opus runs at a few tens of kbps. */
const SAVER_PLAYING = /^Playing: Data saver · [1-4]\d kbps$/;

// Serial: one upload and one rendition for all three. A minute and a half each: on two shared cores a page
// alone took 10-20 s to open in a trial.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  naat = await uploadProcessed(request, unique('E2E Data Saver'));
});

test('the player streams the data-saver rendition when chosen, and the choice survives a reload', async ({
  page,
}) => {
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Audio/')) audioRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`/naat/${naat.id}`);
  await page.getByRole('button', { name: 'Play Naat' }).click();
  // Loading took over 10 s in a trial on the shared machine.
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });
  let options = await openOptions(page);
  // Auto on an ordinary connection: the original, which is what was requested.
  await expect(options.getByText(/^Playing: Original · 19\d kbps$/)).toBeVisible();
  expect(audioRequests).toContain(naat.filePath);
  expect(audioRequests).not.toContain(saverPath());

  await options.getByLabel('Data saver').selectOption('Data saver');
  await expect(options.getByText(SAVER_PLAYING)).toBeVisible();
  // Chromium plays Opus: the smallest rendition it can play, never the AAC fallback.
  expect(saverPath()).toMatch(/\.ds\.(mp4|webm)$/);
  await expect.poll(() => audioRequests).toContain(saverPath());
  expect(audioRequests).not.toContain(aacPath());
  await expect.poll(() => elapsedSeconds(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  // Written to the device (IndexedDB) before the reload reads it.
  await expect.poll(() => savedKey(page, 'audioQuality')).toBe('data-saver');
  await page.reload();
  options = await openOptions(page);
  await expect(options.getByLabel('Data saver')).toHaveValue('data-saver');
  await expect(options.getByText(SAVER_PLAYING)).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a data-saver download plays offline; the Downloads page shows its size and quality and can switch it', async ({
    page,
    context,
  }) => {
    await controlledVisit(page);
    await page.goto(`/naat/${naat.id}`);
    // Choose data saver in the player, then download: the download follows the setting.
    await page.getByRole('button', { name: 'Play Naat' }).click();
    const options = await openOptions(page);
    await options.getByLabel('Data saver').selectOption('Data saver');
    await player(page).getByRole('button', { name: 'Pause' }).click();
    const saved = page.waitForEvent('download');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Download ${naat.title}` })
      .click();
    await expect(page.getByText(`Downloaded "${naat.title}" successfully!`)).toBeVisible();
    // The Opus file, saved as the kind of file it is.
    expect((await saved).suggestedFilename()).toMatch(/\.(mp4|webm)$/);

    await page.goto('/downloads');
    const item = page.getByRole('list', { name: 'Downloaded naats' }).getByRole('listitem');
    await expect(item).toContainText('Data saver');
    // 20 s of Opus at a few tens of kbps: under 100 KB (the 192 kbps original is about 480 KB).
    await expect(item).toContainText(/\b\d\d(\.\d)? KB/);

    await goOffline(context, page);
    await page.getByRole('button', { name: `Play ${naat.title}` }).click();
    await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => elapsedSeconds(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect(
      (await openOptions(page)).getByText(/^Playing: Data saver · [1-4]\d kbps · downloaded$/),
    ).toBeVisible();
    await player(page).getByRole('button', { name: 'Pause' }).click();

    // Back online: the same naat again in the original quality, replacing the data-saver file.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('button', { name: /^Get original: download / }).click();
    await expect(item).toContainText('Original');
    await expect(item).toContainText(/4\d\d(\.\d)? KB/);
    await expect(page.getByRole('button', { name: /^Get data saver: download / })).toBeVisible();
  });
});

test('the admin table shows each naat’s audio state', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('columnheader', { name: 'Audio' })).toBeVisible();
  await page.getByLabel('Search naats').fill(naat.title);
  const row = page.getByRole('row').filter({ hasText: naat.title });
  await expect(
    row.getByRole('cell', { name: /^Ready: data saver \(Opus \d+ kbps, AAC \d+ kbps\) and loudness$/ }),
  ).toBeVisible();
});
