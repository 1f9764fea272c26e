/**
 * The `pwa` section of `npm run bench`: what the service worker buys on a return visit, in Chromium against
 * the built app on the real server. Repeat visit: load once, wait until the worker controls the page, reload
 * and read first-contentful-paint; then the same offline (`context.setOffline(true)` cuts the worker off the
 * network too). Offline play: download a naat, go offline, press play and read the app's User Timing
 * measure 'naat-play-latency' (src/features/offline/playLatency.ts: from the play request to the audio's
 * play event).
 */
import type { Browser, Page } from '@playwright/test';
import { NAAT_ID, launchChromium, startAppServer } from './appServer';
import type { BenchSection, Figure } from './report';

const REPEAT_GOAL_MS = 500;
const OFFLINE_PLAY_GOAL_MS = 150;
const RUNS = 5;
const OFFLINE_RUNS = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  return (await handle.jsonValue()) as number;
}

async function controlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Play-to-sound time offline, or null when the build has no way to download from the naat page. Each run is
 * a fresh browser profile (a restored player would turn the next press into a resume, which is not measured).
 */
async function offlinePlay(browser: Browser, base: string): Promise<number | null> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await controlled(page, `${base}/`);
    await page.goto(`${base}/naat/${String(NAAT_ID)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const download = page
      .getByRole('main')
      .getByRole('button', { name: /^Download / })
      .first();
    if ((await download.count()) === 0) return null;
    await download.click();
    await page.getByRole('main').getByText('Downloaded!').waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline. Downloaded naats still play.').waitFor();
    await page.getByRole('button', { name: 'Play Naat' }).click();
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName('naat-play-latency', 'measure').at(-1)?.duration ?? null,
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

export const pwaSection: BenchSection = {
  name: 'pwa',
  async run() {
    const section = 'pwa';
    const figures: Figure[] = [];
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      console.log('Repeat visits (service worker) ...');
      await controlled(page, `${server.base}/`);
      const online: number[] = [];
      const offline: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.reload();
        online.push(await firstContentfulPaint(page));
      }
      await context.setOffline(true);
      for (let run = 0; run < RUNS; run += 1) {
        await page.reload();
        offline.push(await firstContentfulPaint(page));
      }
      await context.setOffline(false);
      for (const [label, values] of [
        ['online', online],
        ['offline', offline],
      ] as const) {
        const value = median(values);
        figures.push({
          section,
          name: `repeat visit to /, ${label}: first contentful paint (median of ${String(RUNS)})`,
          value: `${(value / 1000).toFixed(3)} s`,
          goal: `<= ${(REPEAT_GOAL_MS / 1000).toFixed(1)} s`,
          met: value <= REPEAT_GOAL_MS,
        });
      }

      console.log('Offline play of a downloaded naat ...');
      const latencies: number[] = [];
      for (let run = 0; run < OFFLINE_RUNS; run += 1) {
        const latency = await offlinePlay(browser, server.base);
        if (latency === null) break;
        latencies.push(latency);
      }
      const latency = latencies.length > 0 ? median(latencies) : null;
      figures.push({
        section,
        name: `offline play of a downloaded naat: play to sound (median of ${String(OFFLINE_RUNS)})`,
        value:
          latency === null ? 'not measured: no Download button on the naat page' : `${latency.toFixed(0)} ms`,
        goal: `<= ${String(OFFLINE_PLAY_GOAL_MS)} ms`,
        met: latency === null ? false : latency <= OFFLINE_PLAY_GOAL_MS,
      });
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
    return figures;
  },
};
