/**
 * The `datasaver` section of `npm run bench` (docs/data-saver.md), against the built app on the real server
 * with its real ingest worker:
 * - a 5-minute 128 kbps stereo MP3 (the low end of the originals naat sites serve; its channels are equal, as
 *   in most recitations) is uploaded through the admin API and processed; bytes per listening minute of the
 *   Opus data saver (goal: at most 25 % of the original) and of the AAC one (reported);
 * - time from pressing Play to first sound in each quality, and from a seek to an unbuffered point (three
 *   quarters in, right after the first sound) to sound again, over a link shaped outside the browser (bench/shapedLink.ts: 1.6 Mbps down, 750 kbps up, 150 ms
 *   round trip, for every byte the page and its service worker fetch), read from the page (the app's User
 *   Timing measure 'naat-play-latency'; the media element's events for the seek), median of 5 fresh profiles
 *   of a returning listener (service worker in control, the player's code already loaded). Each run is checked
 *   against its physical floor: one round trip, or the time the link spent sending the bytes it delivered
 *   meanwhile (those sent before the tap, still arriving, left out) plus the half round trip to arrive.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { runFfmpeg } from '../server/transcode/ffmpeg';
import { resolveFfmpeg } from '../server/transcode/ffmpegPath';
import { launchChromium, startAppServer } from './appServer';
import { type ShapedLink, startShapedLink } from './shapedLink';
import type { BenchSection, Figure } from './report';

/** Five minutes; BENCH_DATASAVER_SECONDS shortens it for a quick look (not for the results table). */
const SECONDS = Number(process.env.BENCH_DATASAVER_SECONDS ?? 300);
const OPUS_BYTES_GOAL = 0.25;
const FIRST_SOUND_GOAL_MS: Record<Quality, number> = { original: 1500, 'data-saver': 1000 };
const SEEK_GOAL_MS = 1000;
/** Five runs a quality: on two shared cores one run in three or four is slow for reasons of its own. */
const RUNS = 5;
const LINK = { downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, roundTripMs: 150 } as const;
/** Where the seek goes: three quarters in, far beyond what the player has fetched at its first sound. */
const SEEK_FRACTION = 0.75;

type Quality = 'original' | 'data-saver';

interface Source {
  quality: Quality;
  url: string;
  type: string;
  kbps: number | null;
}

/**
 * The physical floor of the time from `fromMs` to `toMs` on the link: at least one round trip (the request out,
 * the first byte back), and at least the time the link spent sending the bytes that arrived meanwhile. Bytes
 * arriving in the first half round trip left before `fromMs` (an earlier response still on the wire), so only
 * those after it count, plus the half round trip their last byte needs to arrive.
 */
const floorMs = (link: ShapedLink, fromMs: number, toMs: number): number => {
  const oneWay = LINK.roundTripMs / 2;
  const sent = (link.bytesDown(fromMs + oneWay, toMs) * 8 * 1000) / LINK.downBitsPerSecond;
  return Math.max(LINK.roundTripMs, oneWay + sent);
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
      data: {
        sources: Source[];
        audio: { state: string; error: string | null; opus?: { state: string; error: string | null } } | null;
      };
    };
    const state = naat.data.audio?.state;
    const opus = naat.data.audio?.opus;
    if (state === 'ready' && opus?.state !== 'ready') {
      throw new Error(`No Opus rendition: ${opus?.state ?? '?'} ${opus?.error ?? ''}`);
    }
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

interface Run {
  /** Play to first sound, and its floor. */
  firstSoundMs: number;
  firstSoundFloorMs: number;
  /** Seek to an unbuffered point to sound from there, and its floor. */
  seekMs: number;
  seekFloorMs: number;
  /** The audio file the player fetched. */
  played: string;
  /** The requests that crossed the link between the tap and the first sound (printed with the run). */
  during: string[];
}

/** The media element Howler plays through (howler.js puts itself on window); runs in the page. */
interface HowlerWindow {
  Howler?: { _howls: { _sounds: { _node: HTMLAudioElement }[] }[] };
}

/** The seek being timed, kept on the page's window between two evaluations. */
interface SeekWindow extends HowlerWindow {
  benchSeek?: Promise<{ fromMs: number; toMs: number }>;
}

/**
 * One fresh profile of a returning listener: the service worker in control (so the player's code comes from its
 * cache, ready before the tap, as in src/main.tsx), the setting chosen, the naat page open; then, over the
 * shaped link, Play, and a few seconds in, a seek three quarters into the naat.
 */
async function measureRun(browser: Browser, link: ShapedLink, id: number, quality: Quality): Promise<Run> {
  const base = link.base;
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    // The warm-up (installing the worker, its precache) is not what is measured: unshaped.
    link.shape(false);
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
          const open = indexedDB.open('naat-stream', 1);
          // A visit that saved nothing has no database yet: made as contract/db.ts makes it.
          open.onupgradeneeded = () => {
            open.result.createObjectStore('keyval');
            open.result
              .createObjectStore('downloads', { keyPath: 'id' })
              .createIndex('byDate', 'downloadedAt');
          };
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
    link.shape(true);
    await page.goto(`${base}/naat/${String(id)}`);
    await page.getByRole('button', { name: 'Play Naat' }).waitFor();
    // The audio engine's chunk, preloaded from the worker's cache once the page is idle.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/engine-[^/]*\.js$/.test(entry.name)),
    );
    const requestsBefore = link.requests().length;
    await page.getByRole('button', { name: 'Play Naat' }).click();
    const handle = await page.waitForFunction(
      () => {
        const requested = performance.getEntriesByName('naat-play-requested', 'mark').at(-1);
        const latency = performance.getEntriesByName('naat-play-latency', 'measure').at(-1);
        return requested && latency
          ? {
              fromMs: performance.timeOrigin + requested.startTime,
              toMs: performance.timeOrigin + requested.startTime + latency.duration,
            }
          : null;
      },
      null,
      { timeout: 60_000 },
    );
    const sound = (await handle.jsonValue()) as { fromMs: number; toMs: number };
    const audio = link
      .requests()
      .slice(requestsBefore)
      .map((request) => request.line)
      .find((line) => line.includes('/Audio/'));
    const played = audio?.split(' ')[1] ?? '?';
    const during = link
      .requests()
      .filter((request) => request.atMs >= sound.fromMs && request.atMs <= sound.toMs)
      .map((request) => request.line);

    // Right after the first sound, a seek to where the player has fetched nothing yet (at 1.6 Mbps it fetches
    // 5 minutes of Opus in about 4 s, of the original in about 25 s).
    await page.waitForFunction(
      () => {
        const howls = (window as HowlerWindow).Howler?._howls ?? [];
        return (howls.at(-1)?._sounds[0]?._node.currentTime ?? 0) > 0.2;
      },
      null,
      { timeout: 30_000 },
    );
    const slider = page.getByRole('slider', { name: 'Seek' }).first();
    const box = await slider.boundingBox();
    if (!box) throw new Error('No seek bar');
    // No named functions in here: the bench runs through tsx, which would wrap them in a helper the page lacks.
    // The listeners are in place before the click: the promise waits on the window until the seek is heard.
    await page.evaluate((fraction) => {
      (window as SeekWindow).benchSeek = new Promise<{ fromMs: number; toMs: number }>((resolve, reject) => {
        const howls = (window as HowlerWindow).Howler?._howls ?? [];
        const element = howls.at(-1)?._sounds[0]?._node;
        if (!element) {
          reject(new Error('No media element'));
          return;
        }
        const target = element.duration * fraction;
        for (let i = 0; i < element.buffered.length; i += 1) {
          if (element.buffered.start(i) <= target && target <= element.buffered.end(i)) {
            reject(new Error('The seek target was already buffered'));
          }
        }
        const state = { fromMs: 0, seeked: false };
        document.addEventListener(
          'pointerdown',
          () => (state.fromMs = performance.timeOrigin + performance.now()),
          { capture: true, once: true },
        );
        element.addEventListener('seeked', () => (state.seeked = true));
        element.addEventListener('playing', () => {
          if (state.fromMs > 0 && element.currentTime >= target - 5) {
            resolve({ fromMs: state.fromMs, toMs: performance.timeOrigin + performance.now() });
          }
        });
        element.addEventListener('timeupdate', () => {
          const at = element.currentTime;
          if (state.seeked && !element.paused && at > target + 0.05 && at < target + 5) {
            resolve({ fromMs: state.fromMs, toMs: performance.timeOrigin + performance.now() });
          }
        });
      });
    }, SEEK_FRACTION);
    await page.mouse.click(box.x + box.width * SEEK_FRACTION, box.y + box.height / 2);
    const sought = await page.evaluate(() => (window as SeekWindow).benchSeek);
    if (!sought || sought.fromMs === 0) throw new Error('The seek was not heard');
    return {
      firstSoundMs: sound.toMs - sound.fromMs,
      firstSoundFloorMs: floorMs(link, sound.fromMs, sound.toMs),
      seekMs: sought.toMs - sought.fromMs,
      seekFloorMs: floorMs(link, sought.fromMs, sought.toMs),
      played,
      during,
    };
  } finally {
    await context.close();
  }
}

/** A figure with its floor as the reference; a run faster than its floor means the link was not shaped. */
function timed(name: string, runs: readonly { ms: number; floorMs: number }[], goalMs: number): Figure {
  for (const run of runs) {
    if (run.ms < run.floorMs) {
      throw new Error(`${name}: ${run.ms.toFixed(0)} ms is below its floor of ${run.floorMs.toFixed(0)} ms`);
    }
  }
  const middle = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
  if (!middle) throw new Error(`${name}: no runs`);
  return {
    section: 'datasaver',
    name: `${name} (median of ${String(runs.length)}; reference: its physical floor)`,
    value: `${(middle.ms / 1000).toFixed(2)} s`,
    reference: `${(middle.floorMs / 1000).toFixed(2)} s`,
    ratio: `${(middle.ms / middle.floorMs).toFixed(1)}x`,
    goal: `<= ${(goalMs / 1000).toFixed(1)} s`,
    met: middle.ms <= goalMs,
  };
}

export const dataSaverSection: BenchSection = {
  name: 'datasaver',
  async run() {
    const section = 'datasaver';
    const figures: Figure[] = [];
    const server = await startAppServer({ transcode: true });
    const browser = await launchChromium();
    const link = await startShapedLink({
      target: { host: '127.0.0.1', port: Number(new URL(server.base).port) },
      ...LINK,
    });
    try {
      console.log('Uploading a 5-minute 128 kbps original and waiting for its renditions ...');
      const started = Date.now();
      const { id, sources } = await uploadProcessed(server.base);
      console.log(`Processed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const original = sources.find((source) => source.quality === 'original');
      const savers = sources.filter((source) => source.quality === 'data-saver');
      const opus = savers.filter((source) => source.type.includes('opus'));
      const aac = savers.find((source) => source.type.includes('mp4a'));
      if (!original || opus.length === 0 || !aac) throw new Error('The naat lacks a rendition');
      const minutes = SECONDS / 60;
      const perMinute = async (source: Source) => (await sizeOf(server.base, source.url)) / minutes;
      const originalBytes = await perMinute(original);
      const opusBytes = Math.min(...(await Promise.all(opus.map(perMinute))));
      const aacBytes = await perMinute(aac);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB/min`;
      const share = (bytes: number) => `${((bytes / originalBytes) * 100).toFixed(0)} %`;
      figures.push(
        {
          section,
          name: 'bytes per listening minute: data saver (Opus) vs the 128 kbps original',
          value: kib(opusBytes),
          reference: kib(originalBytes),
          ratio: share(opusBytes),
          goal: `<= ${String(OPUS_BYTES_GOAL * 100)} %`,
          met: opusBytes / originalBytes <= OPUS_BYTES_GOAL,
        },
        {
          section,
          name: 'bytes per listening minute: data saver (AAC, the fallback) vs the 128 kbps original',
          value: kib(aacBytes),
          reference: kib(originalBytes),
          ratio: share(aacBytes),
          goal: 'context',
          met: null,
        },
      );

      for (const quality of ['data-saver', 'original'] as const) {
        console.log(`Play to first sound and seek, ${quality}, 1.6 Mbps / 150 ms ...`);
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measureRun(browser, link, id, quality));
        for (const run of runs) {
          console.log(
            `  ${run.played}: first sound ${run.firstSoundMs.toFixed(0)} ms (floor ${run.firstSoundFloorMs.toFixed(0)}), ` +
              `seek ${run.seekMs.toFixed(0)} ms (floor ${run.seekFloorMs.toFixed(0)}); ` +
              `requests meanwhile: ${run.during.join(', ')}`,
          );
        }
        // The figure is only worth something if the quality asked for is the one that played.
        const wanted = quality === 'data-saver' ? /\.ds\.(mp4|webm)$/ : /^\/Audio\/[^.]+\.mp3$/;
        const wrong = runs.find((run) => !wanted.test(run.played));
        if (wrong) throw new Error(`Asked for ${quality}, the player fetched ${wrong.played}`);
        const label = quality === 'data-saver' ? 'data saver (Opus)' : 'original';
        figures.push(
          timed(
            `play to first sound of a ${String(SECONDS / 60)}-minute naat, ${label}, 1.6 Mbps 150 ms RTT`,
            runs.map((run) => ({ ms: run.firstSoundMs, floorMs: run.firstSoundFloorMs })),
            FIRST_SOUND_GOAL_MS[quality],
          ),
          timed(
            `seek to an unbuffered point to sound, ${label}, 1.6 Mbps 150 ms RTT`,
            runs.map((run) => ({ ms: run.seekMs, floorMs: run.seekFloorMs })),
            SEEK_GOAL_MS,
          ),
        );
      }
    } finally {
      await link.close();
      await browser.close();
      await server.stop();
    }
    return figures;
  },
};
