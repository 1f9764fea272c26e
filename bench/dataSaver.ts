/**
 * The `datasaver` section of `npm run bench` (issue #14, docs/data-saver.md), against the built app on the real
 * server with its real ingest worker:
 * - a 5-minute 128 kbps stereo MP3 (the low end of the originals naat sites serve) is uploaded through the admin
 *   API and processed; bytes per listening minute of each file the API lists in `sources` (goal: the data-saver
 *   rendition at most 40 % of the original);
 * - time from pressing Play to first sound in each quality over a throttled connection (Chromium network
 *   emulation through CDP: 1.6 Mbps down, 750 kbps up, 150 ms round trip), read from the app's User Timing
 *   measure 'naat-play-latency' (play request to the audio's play event), median of 3 fresh profiles of a
 *   returning listener (service worker in control, the player's code already loaded).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { runFfmpeg } from '../server/transcode/ffmpeg';
import { resolveFfmpeg } from '../server/transcode/ffmpegPath';
import { launchChromium, startAppServer } from './appServer';
import type { BenchSection, Figure } from './report';

const SECONDS = 300;
const BYTES_GOAL = 0.4;
const FIRST_SOUND_GOAL_MS = 1500;
const RUNS = 3;
/** Chromium's emulation takes bytes per second; 1.6 Mbps is 200,000 bytes a second. */
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
} as const;

type Quality = 'original' | 'data-saver';

interface Source {
  quality: Quality;
  url: string;
  kbps: number | null;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Five minutes of a voice-like tone over pink noise, as a 128 kbps stereo MP3. */
async function makeOriginal(): Promise<Buffer> {
  const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);
  if (!ffmpeg) throw new Error('No ffmpeg: the data-saver section needs one');
  const dir = mkdtempSync(path.join(tmpdir(), 'naat-bench-ds-'));
  const file = path.join(dir, 'original.mp3');
  try {
    await runFfmpeg(ffmpeg.path, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:beep_factor=3:duration=${String(SECONDS)}:sample_rate=44100`,
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:duration=${String(SECONDS)}:amplitude=0.15:sample_rate=44100`,
      '-filter_complex',
      'amix=inputs=2,aformat=channel_layouts=stereo',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${String(response.status)}`);
  return response.json();
}

/**
 * Uploads the original and waits for the worker's rendition (up to 10 minutes: the worker runs at low CPU
 * priority, and a busy machine slows it down); answers the naat's id and sources.
 */
async function uploadProcessed(base: string): Promise<{ id: number; sources: Source[] }> {
  const login = (await json(
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
    }),
  )) as { data: { token: string } };
  const form = new FormData();
  form.set('title', 'Bench five-minute naat');
  form.set('naatKhawanId', '1');
  form.set('uploadType', 'file');
  form.set('duration', '5:00');
  form.set(
    'audioFile',
    new Blob([new Uint8Array(await makeOriginal())], { type: 'audio/mpeg' }),
    'original.mp3',
  );
  const created = (await json(
    await fetch(`${base}/api/admin/audios`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.data.token}` },
      body: form,
    }),
  )) as { data: { id: number } };
  const id = created.data.id;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const naat = (await json(await fetch(`${base}/api/audios/${String(id)}`))) as {
      data: { sources: Source[]; audio: { state: string; error: string | null } | null };
    };
    const state = naat.data.audio?.state;
    if (state === 'ready') return { id, sources: naat.data.sources };
    if (state === 'failed') throw new Error(`The rendition failed: ${naat.data.audio?.error ?? ''}`);
    if (Date.now() > deadline)
      throw new Error(`The rendition was not ready after 10 minutes (${String(state)})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function sizeOf(base: string, url: string): Promise<number> {
  const response = await fetch(new URL(url, base), { method: 'HEAD' });
  const length = Number(response.headers.get('content-length'));
  if (!response.ok || !Number.isFinite(length)) throw new Error(`No size for ${url}`);
  return length;
}

/**
 * One fresh profile of a returning listener: the service worker in control (so the player's code comes from its
 * cache, ready before the tap, as in src/main.tsx), the setting chosen, the naat page open; then Play over the
 * throttled link. What is timed is then the audio's own start, the part the quality changes.
 */
async function firstSound(browser: Browser, base: string, id: number, quality: Quality): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The player's "Data saver" setting, as the app keeps it (src/features/player/qualitySetting.ts).
    await page.evaluate(
      (preference) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('naat-stream');
          open.onerror = () => reject(new Error('cannot open the database'));
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readwrite');
            tx.objectStore('keyval').put(preference, 'audioQuality');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
      quality === 'data-saver' ? 'data-saver' : 'high',
    );
    await page.goto(`${base}/naat/${String(id)}`);
    await page.getByRole('button', { name: 'Play Naat' }).waitFor();
    // The audio engine's chunk, preloaded from the worker's cache once the page is idle.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/engine-[^/]*\.js$/.test(entry.name)),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Audio/')) requested.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Play Naat' }).click();
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName('naat-play-latency', 'measure').at(-1)?.duration ?? null,
      null,
      { timeout: 60_000 },
    );
    const latency = (await handle.jsonValue()) as number;
    // The figure is only worth something if the quality asked for is the one that played.
    const played = requested.some((url) => url.endsWith('.ds.m4a')) ? 'data-saver' : 'original';
    if (played !== quality)
      throw new Error(`Asked for ${quality}, the player fetched ${requested.join(', ')}`);
    return latency;
  } finally {
    await context.close();
  }
}

export const dataSaverSection: BenchSection = {
  name: 'datasaver',
  async run() {
    const section = 'datasaver';
    const figures: Figure[] = [];
    const server = await startAppServer({ transcode: true });
    const browser = await launchChromium();
    try {
      console.log('Uploading a 5-minute 128 kbps original and waiting for its rendition ...');
      const started = Date.now();
      const { id, sources } = await uploadProcessed(server.base);
      console.log(`Processed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const original = sources.find((source) => source.quality === 'original');
      const saver = sources.find((source) => source.quality === 'data-saver');
      if (!original || !saver) throw new Error('The naat has no data-saver rendition');
      const minutes = SECONDS / 60;
      const originalBytes = (await sizeOf(server.base, original.url)) / minutes;
      const saverBytes = (await sizeOf(server.base, saver.url)) / minutes;
      const ratio = saverBytes / originalBytes;
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB/min`;
      figures.push({
        section,
        name: 'bytes per listening minute: data saver vs the 128 kbps original',
        value: kib(saverBytes),
        reference: kib(originalBytes),
        ratio: `${(ratio * 100).toFixed(0)} %`,
        goal: `<= ${String(BYTES_GOAL * 100)} %`,
        met: ratio <= BYTES_GOAL,
      });

      for (const quality of ['data-saver', 'original'] as const) {
        console.log(`Play to first sound, ${quality}, 1.6 Mbps / 150 ms ...`);
        const runs: number[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await firstSound(browser, server.base, id, quality));
        console.log(`  runs: ${runs.map((value) => value.toFixed(0)).join(', ')} ms`);
        const value = median(runs);
        figures.push({
          section,
          name: `play to first sound of a 5-minute naat, ${quality}, 1.6 Mbps 150 ms RTT (median of ${String(RUNS)})`,
          value: `${(value / 1000).toFixed(2)} s`,
          goal: `<= ${(FIRST_SOUND_GOAL_MS / 1000).toFixed(1)} s`,
          met: value <= FIRST_SOUND_GOAL_MS,
        });
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return figures;
  },
};
