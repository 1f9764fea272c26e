/**
 * The `bundle` section of `npm run bench`: the JavaScript a first visit downloads (gzip) for `/` and for
 * `/naat/{id}`, measured in Chromium against the built app on the real server with the service worker
 * blocked (a first visit has none yet, and the worker's precaching would add every lazy chunk), and the size
 * of the service worker's precache manifest.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser } from '@playwright/test';
import { NAAT_ID, launchChromium, startAppServer, staticDir } from './appServer';
import type { BenchSection, Figure } from './report';

const KIB = 1024;
/**
 * A first visit's JS stays at or under this (gzip): the admin panel, full-screen player, share dialog and
 * other secondary parts load lazily.
 */
const FIRST_VISIT_GOAL_KIB = 130;

export const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;

/** gzip at level 9, as a server precompressing its build would send it. */
const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** Every script the page fetches until the network is quiet, gzip-sized. */
async function firstVisitJs(
  browser: Browser,
  url: string,
): Promise<{ bytes: number; files: string[]; transferred: number; notImmutable: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes = new Map<string, { gzip: number; transferred: number }>();
  const pending: Promise<void>[] = [];
  /** Hashed files (under /assets/) whose Cache-Control does not say immutable. */
  const notImmutable: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && !/\bimmutable\b/.test(response.headers()['cache-control'] ?? '')) {
      notImmutable.push(pathname);
    }
    pending.push(
      (async () => {
        const body = await response.body();
        const encoded = response.headers()['content-encoding'];
        const transferred = encoded ? (await response.request().sizes()).responseBodySize : body.length;
        sizes.set(pathname, { gzip: gzipSize(body), transferred });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A script can still arrive while the others are read (one loaded when the page is idle): wait until no new
  // one has come, then stop listening before the context closes under a late handler.
  for (let read = 0; read < pending.length;) {
    read = pending.length;
    await Promise.all(pending);
  }
  page.removeAllListeners('response');
  await context.close();
  const files = [...sizes.keys()].sort();
  const bytes = [...sizes.values()].reduce((sum, s) => sum + s.gzip, 0);
  const transferred = [...sizes.values()].reduce((sum, s) => sum + s.transferred, 0);
  return { bytes, files, transferred, notImmutable };
}

/**
 * What the naat page's lyrics view costs when it loads (a lazy chunk, never part of the first visit): the
 * scripts and styles the page fetches once the first visit is quiet and the Lyrics section is scrolled into
 * view, gzip-sized; and whether the first visit fetched any of them.
 */
const LYRICS_VIEW_FILES = /\/(LyricsView|lyricsApi)-[\w-]+\.(js|css)$/;

async function lyricsViewCost(browser: Browser, url: string): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let counting = false;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!counting || (type !== 'script' && type !== 'stylesheet')) return;
    const { pathname } = new URL(response.url());
    pending.push(
      (async () => {
        sizes.set(pathname, gzipSize(await response.body()));
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page itself first (its route chunk may come after the first quiet moment), then the view.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  counting = true;
  await page.getByRole('region', { name: 'Lyrics' }).scrollIntoViewIfNeeded();
  await page.getByRole('list', { name: 'Lyrics' }).waitFor();
  await page.waitForLoadState('networkidle');
  for (let read = 0; read < pending.length;) {
    read = pending.length;
    await Promise.all(pending);
  }
  page.removeAllListeners('response');
  await context.close();
  // Only the view's own files: what else arrives meanwhile (the Urdu font's CSS, workbox-window once the page
  // has loaded) belongs to every page.
  const own = [...sizes].filter(([file]) => LYRICS_VIEW_FILES.test(file));
  return { bytes: own.reduce((sum, [, size]) => sum + size, 0), files: own.map(([file]) => file).sort() };
}

/** The URLs of the precache manifest Workbox injected into sw.js, and their sizes on disk. */
export function precache(dir: string): { count: number; bytes: number; gzip: number } {
  const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error('No precache manifest found in sw.js');
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(dir, decodeURIComponent(url));
    bytes += statSync(file).size;
    gzip += gzipSize(readFileSync(file));
  }
  return { count: urls.length, bytes, gzip };
}

export const bundleSection: BenchSection = {
  name: 'bundle',
  async run() {
    const section = 'bundle';
    const figures: Figure[] = [];
    const server = await startAppServer();
    const browser = await launchChromium();
    const notImmutable: string[] = [];
    /** The scripts of the first visit to a naat's page. */
    let naatFirstVisit: string[] = [];
    try {
      for (const route of [
        '/',
        `/naat/${String(NAAT_ID)}`,
        '/?lang=ur',
        `/naat/${String(NAAT_ID)}?lang=ur`,
      ]) {
        console.log(`First visit to ${route} ...`);
        const js = await firstVisitJs(browser, `${server.base}${route}`);
        console.log(`  ${String(js.files.length)} scripts: ${js.files.join(', ')}`);
        figures.push({
          section,
          name:
            `first-visit JS for ${route.replace(/\d+(?=$|\?)/, '{id}')} (gzip; ${String(js.files.length)} files, ` +
            `${kib(js.transferred)} on the wire)`,
          value: kib(js.bytes),
          goal: `<= ${String(FIRST_VISIT_GOAL_KIB)} KiB`,
          met: js.bytes <= FIRST_VISIT_GOAL_KIB * KIB,
        });
        notImmutable.push(...js.notImmutable);
        if (route === `/naat/${String(NAAT_ID)}`) naatFirstVisit = js.files;
      }
      console.log('The lyrics view on the naat page ...');
      const lyrics = await lyricsViewCost(browser, `${server.base}/naat/${String(NAAT_ID)}`);
      console.log(`  ${String(lyrics.files.length)} files: ${lyrics.files.join(', ')}`);
      // Its code is LyricsView-*.js (with lyrics.css) and lyricsApi-*.js: none may be in the first visit.
      const early = naatFirstVisit.filter((file) => LYRICS_VIEW_FILES.test(file));
      figures.push({
        section,
        name: `lyrics view on /naat/{id}, loaded when its section shows (gzip; ${String(lyrics.files.length)} files)`,
        value: kib(lyrics.bytes),
        goal: 'none of it in the first visit',
        met: early.length === 0 && lyrics.files.length > 0,
      });
      figures.push({
        section,
        name: 'hashed scripts served with Cache-Control immutable',
        value: notImmutable.length === 0 ? 'yes' : `no (${notImmutable.join(', ')})`,
        goal: 'yes',
        met: notImmutable.length === 0,
      });
    } finally {
      await browser.close();
      await server.stop();
    }
    const shell = precache(staticDir);
    figures.push({
      section,
      name: `precache (${String(shell.count)} files; gzip ${kib(shell.gzip)})`,
      value: kib(shell.bytes),
      goal: 'context',
      met: null,
    });
    return figures;
  },
};
