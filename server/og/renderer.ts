import { readFile, mkdir, writeFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { LATIN_FAMILY, measureWith, type CardFonts } from './card';
import { fontAdvances, fontCodePoints, woffToSfnt } from './woff';

/** Draws card SVG into PNG bytes off the event loop. */
export interface CardRenderer {
  /** What the drawing (server/og/card.ts) needs to know about the fonts: Urdu coverage, Latin widths. */
  readonly fonts: CardFonts;
  /** Draws one card; rejects with RendererBusy when too many wait already. */
  render(svg: string): Promise<Buffer>;
  /** Stops the drawing thread (the server's close). */
  close(): Promise<void>;
  /** How many drawing threads were started so far (each recycled one counts). */
  threadsStarted(): number;
}

/** Too many cards wait to be drawn: the caller answers without one (the app icon) instead of queueing more. */
export class RendererBusy extends Error {
  override name = 'RendererBusy';
}

export interface RendererLimits {
  /** Drawings one thread makes before it is replaced: resvg's memory is given back with the thread. */
  recycleAfter: number;
  /** A thread with nothing to draw for this long is stopped. */
  idleMs: number;
  /** Drawings that may wait for the thread; more are refused (RendererBusy). */
  maxWaiting: number;
}

/**
 * Drawing one card takes tens of MiB inside resvg, and a thread that drew hundreds kept ~660 MiB where the
 * server idles at ~124 MiB: so one thread draws (one card at a time), and it is replaced after a few dozen
 * cards and stopped when idle, which returns that memory.
 */
export const RENDERER_LIMITS: RendererLimits = { recycleAfter: 50, idleMs: 30_000, maxWaiting: 32 };

const require = createRequire(import.meta.url);

/**
 * The fonts, from npm packages made for browsers (WOFF): Noto Sans for Latin text, Noto Nastaliq Urdu for
 * Urdu. The renderer reads TTF/OTF files only, so each is unpacked once into `fontDir`.
 */
const URDU_FONT = '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff';
const LATIN_REGULAR = [
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
];
const LATIN_BOLD = [
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
];
const FONTS = [...LATIN_REGULAR, ...LATIN_BOLD, URDU_FONT];

async function unpackFonts(fontDir: string): Promise<{ file: string; sfnt: Buffer }[]> {
  await mkdir(fontDir, { recursive: true });
  return Promise.all(
    FONTS.map(async (id) => {
      const source = require.resolve(id);
      const target = path.join(fontDir, path.basename(source).replace(/\.woff$/, '.ttf'));
      const sfnt = woffToSfnt(await readFile(source));
      const existing = await readFile(target).catch(() => null);
      if (existing === null || !existing.equals(sfnt)) {
        // Written beside and renamed, so a second instance sharing DATA_DIR never reads half a font.
        const partial = `${target}.${process.pid}.partial`;
        await writeFile(partial, sfnt);
        await rename(partial, target);
      }
      return { file: target, sfnt };
    }),
  );
}

/** Whether resvg's native module loads on this platform; without it pages keep the picture or icon. */
export async function cardRendererLoads(): Promise<boolean> {
  try {
    await import('@resvg/resvg-js');
    return true;
  } catch {
    return false;
  }
}

/**
 * The resvg renderer (Rust, prebuilt for each platform as an optional npm dependency) with its fonts, drawing
 * in a worker thread (server/og/renderWorker.mjs): drawing and PNG encoding take 150-400 ms a card here, and
 * even resvg's `renderAsync` encodes the PNG on the calling thread. The fonts are unpacked here (about
 * 100 ms), so the server opens it on the first card, not at start.
 */
export async function openCardRenderer(
  fontDir: string,
  limits: RendererLimits = RENDERER_LIMITS,
): Promise<CardRenderer> {
  const fonts = await unpackFonts(fontDir);
  const sfntOf = (id: string) => fonts[FONTS.indexOf(id)]?.sfnt as Buffer;
  // The first font of a size that has a character is the one its width is read from.
  const advancesOf = (ids: string[]) => new Map(ids.flatMap((id) => [...fontAdvances(sfntOf(id))]).reverse());
  const cardFonts: CardFonts = {
    urdu: fontCodePoints(sfntOf(URDU_FONT)),
    measure: measureWith(advancesOf(LATIN_REGULAR), advancesOf(LATIN_BOLD)),
  };
  const workerData = { fontFiles: fonts.map((font) => font.file), family: LATIN_FAMILY };
  let worker: Worker | null = null;
  let nextId = 0;
  let started = 0;
  /** Drawings asked of the current thread. */
  let drawn = 0;
  let idle: NodeJS.Timeout | null = null;
  let closed = false;
  /** Stops the current thread once it has nothing left to draw; the next card starts a new one. */
  const retire = () => {
    const old = worker;
    worker = null;
    void old?.terminate();
  };
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  const start = (): Worker => {
    started += 1;
    drawn = 0;
    const thread = new Worker(new URL('./renderWorker.mjs', import.meta.url), { workerData });
    thread.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      const job = waiting.get(message.id);
      waiting.delete(message.id);
      if (waiting.size === 0 && worker === thread) {
        thread.unref();
        if (drawn >= limits.recycleAfter) retire();
        else
          idle = setTimeout(() => worker === thread && waiting.size === 0 && retire(), limits.idleMs).unref();
      }
      if (message.png)
        job?.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.length));
      else job?.reject(new Error(`The card could not be drawn: ${message.error ?? 'unknown error'}`));
    });
    // A crashed thread fails what it had; the next card starts a new one.
    const fail = (error: Error) => {
      if (worker === thread) worker = null;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => {
      // A recycled thread had drawn everything it was given; a closed renderer fails what still waits.
      if (worker === thread || closed) fail(new Error(`The card renderer stopped (exit code ${code})`));
    });
    return thread;
  };
  return {
    fonts: cardFonts,
    threadsStarted: () => started,
    render(svg) {
      if (waiting.size >= limits.maxWaiting) return Promise.reject(new RendererBusy('Too many cards wait'));
      if (idle) clearTimeout(idle);
      idle = null;
      // A thread past its quota with nothing left to draw is replaced (one still drawing finishes first).
      if (worker !== null && drawn >= limits.recycleAfter && waiting.size === 0) retire();
      worker ??= start();
      drawn += 1;
      // Held open only while a card is being drawn, so an idle renderer never keeps the process alive.
      worker.ref();
      const id = nextId++;
      const promise = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, svg });
      return promise;
    },
    async close() {
      closed = true;
      if (idle) clearTimeout(idle);
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
