import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { controlledVisit, goOffline } from './helpers/serviceWorker';

/**
 * The offline promise, in real Chromium against the production build and the real server:
 * `context.setOffline(true)` cuts the page and the service worker off the network.
 */

// Other specs keep the worker out of the way of their page.route mocks (playwright.config.ts); these need it.
test.use({ serviceWorkers: 'allow' });

const DOWNLOADS_CACHE = 'naat-downloads-v1';

interface ApiNaat {
  id: number;
  title: string;
  filePath: string;
  duration: number;
  playCount: number;
  naatKhawan: { name: string };
}

async function apiNaat(request: APIRequestContext, id: number): Promise<ApiNaat> {
  const response = await request.get(`/api/audios/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiNaat }).data;
}

const seconds = (text: string | null): number => {
  const match = /^(\d+):(\d\d)$/.exec((text ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
const elapsedSeconds = async (page: Page) =>
  seconds(await player(page).getByRole('timer', { name: 'Elapsed time' }).textContent());

/** Downloads a naat from its page; answers the name the saved copy was given. */
async function downloadFromNaatPage(page: Page, naat: ApiNaat): Promise<string> {
  await page.goto(`/naat/${naat.id}`);
  await expect(page.getByRole('heading', { level: 1, name: naat.title })).toBeVisible();
  const saved = page.waitForEvent('download');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Download ${naat.title}` })
    .click();
  await expect(page.getByText(`Downloaded "${naat.title}" successfully!`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Downloaded!')).toBeVisible();
  return (await saved).suggestedFilename();
}

/** What the downloads cache and the IndexedDB store hold, read in the page. */
function storedDownloads(page: Page) {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    const urls = (await cache.keys()).map((request) => new URL(request.url).pathname);
    const ids = await new Promise<number[]>((resolve, reject) => {
      const open = indexedDB.open('naat-stream');
      // Not there yet (the app creates it with its first write): nothing stored, and it stays uncreated.
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () =>
        open.error?.name === 'AbortError' ? resolve([]) : reject(new Error('cannot open the database'));
      open.onsuccess = () => {
        const all = open.result.transaction('downloads').objectStore('downloads').getAllKeys();
        all.onsuccess = () => {
          open.result.close();
          resolve(all.result as number[]);
        };
      };
    });
    return { urls, ids };
  }, DOWNLOADS_CACHE);
}

test('the worker controls the page after the first visit, and pages seen before open offline', async ({
  page,
  context,
}) => {
  await controlledVisit(page);
  await page.goto('/popular');
  const firstCard = page.getByRole('main').locator('.naat-card-title').first();
  await expect(firstCard).toBeVisible();
  const title = (await firstCard.innerText()).trim();

  await goOffline(context, page);
  await expect(page.getByRole('heading', { level: 1, name: 'Popular Naats' })).toBeVisible();
  await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();

  // The shell answers a fresh navigation too, and naats that are not downloaded say so.
  await page.goto('/popular');
  await expect(page.getByRole('main').getByText('Unavailable offline').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Play ${title}`, exact: true })).toBeDisabled();
});

test('a downloaded naat plays and seeks offline, answers ranges with 206, and its play is counted later', async ({
  page,
  context,
  request,
}) => {
  const naat = await apiNaat(request, 3);
  await controlledVisit(page);
  const fileName = await downloadFromNaatPage(page, naat);
  expect(fileName).toBe(`${naat.title} - ${naat.naatKhawan.name}.mp3`.replace(/[^\p{L}\p{N} ._-]/gu, ''));
  expect(await storedDownloads(page)).toEqual({ urls: [naat.filePath], ids: [naat.id] });

  await goOffline(context, page);
  await expect(page.getByRole('heading', { level: 1, name: naat.title })).toBeVisible();

  // Safari's probe, answered by the worker from the downloads cache.
  const probe = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Range: 'bytes=0-1' } });
    return {
      status: response.status,
      range: response.headers.get('content-range'),
      bytes: (await response.arrayBuffer()).byteLength,
    };
  }, naat.filePath);
  expect(probe).toMatchObject({ status: 206, bytes: 2 });
  expect(probe.range).toMatch(/^bytes 0-1\/\d+$/);

  await page.getByRole('button', { name: 'Play Naat' }).click();
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => elapsedSeconds(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  // The benchmark's measure from pressing play to sound.
  expect(
    await page.evaluate(() => performance.getEntriesByName('naat-play-latency', 'measure').length),
  ).toBeGreaterThanOrEqual(1);

  // Seek 40% ahead with the keyboard; playback carries on from there.
  const before = await elapsedSeconds(page);
  const seek = player(page).getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  const target = before + Math.floor(naat.duration * 0.35);
  await expect.poll(() => elapsedSeconds(page)).toBeGreaterThanOrEqual(target);
  const afterSeek = await elapsedSeconds(page);
  await expect.poll(() => elapsedSeconds(page), { timeout: 15_000 }).toBeGreaterThan(afterSeek);

  // The play made offline was queued by the worker; it reaches the server once the network is back.
  expect((await apiNaat(request, naat.id)).playCount).toBe(naat.playCount);
  await context.setOffline(false);
  await expect
    .poll(async () => (await apiNaat(request, naat.id)).playCount, { timeout: 15_000 })
    .toBe(naat.playCount + 1);
});

test('the Downloads page works offline, and deleting removes the file and the record', async ({
  page,
  context,
  request,
}) => {
  const naat = await apiNaat(request, 5);
  await controlledVisit(page);
  await downloadFromNaatPage(page, naat);

  await page.goto('/downloads');
  await goOffline(context, page);
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByText(/^1 downloaded naat · Total used: [\d.]+ KB$/)).toBeVisible();
  const list = page.getByRole('list', { name: 'Downloaded naats' });
  await expect(list.getByRole('link', { name: naat.title })).toBeVisible();
  await expect(list.getByText(/^Downloaded [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

  await list.getByRole('button', { name: `Delete ${naat.title}` }).click();
  await expect(page.getByRole('heading', { name: 'No Downloads Yet' })).toBeVisible();
  expect(await storedDownloads(page)).toEqual({ urls: [], ids: [] });
});

test('Delete All asks first, then empties the downloads', async ({ page, request }) => {
  const naat = await apiNaat(request, 6);
  await controlledVisit(page);
  await downloadFromNaatPage(page, naat);
  await page.getByRole('link', { name: 'Downloads' }).first().click();
  await page.getByRole('button', { name: 'Delete All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete All Downloads' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await storedDownloads(page)).ids).toEqual([naat.id]);

  await page.getByRole('button', { name: 'Delete All' }).click();
  await page
    .getByRole('dialog', { name: 'Delete All Downloads' })
    .getByRole('button', { name: 'Delete All' })
    .click();
  await expect(page.getByRole('heading', { name: 'No Downloads Yet' })).toBeVisible();
  expect(await storedDownloads(page)).toEqual({ urls: [], ids: [] });
});

test('/admin says it needs a connection while offline', async ({ page, context }) => {
  await controlledVisit(page);
  await page.goto('/admin');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(
    page.getByText('The admin panel needs an internet connection.', { exact: false }),
  ).toBeVisible();
});

test("'Download all' on the favorites downloads each favorite, then has nothing left to do", async ({
  page,
  request,
}) => {
  const response = await request.get('/api/audios/popular?page=1&limit=2');
  const [first, second] = ((await response.json()) as { data: ApiNaat[] }).data;
  if (!first || !second) throw new Error('the demo catalogue has fewer than two naats');
  await controlledVisit(page);
  // Favorited from one page, without reloads, so nothing depends on when favorites are saved.
  await page.goto('/popular');
  for (const naat of [first, second]) {
    await page
      .getByRole('button', { name: `Add ${naat.title} to favorites` })
      .first()
      .click();
  }
  await page.getByRole('link', { name: 'My Favorites' }).first().click();
  await expect(page.getByText('Showing 1-2 of 2 Favorite Naats')).toBeVisible();
  await page.getByRole('button', { name: 'Download all' }).click();
  await expect(page.getByText('Downloaded 2 of 2 naats.')).toBeVisible();
  expect((await storedDownloads(page)).ids.sort()).toEqual([first.id, second.id].sort());

  // A second run has nothing left to do.
  await page
    .getByRole('status')
    .filter({ hasText: 'Downloaded 2 of 2 naats.' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await page.getByRole('button', { name: 'Download all' }).click();
  await expect(page.getByText('Everything here is already downloaded.')).toBeVisible();
});
