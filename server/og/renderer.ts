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
  render(svg: string): Promise<Buffer>;
  /** Stops the drawing thread (the server's close). */
  close(): Promise<void>;
}

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
export async function openCardRenderer(fontDir: string): Promise<CardRenderer> {
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
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  const start = (): Worker => {
    const started = new Worker(new URL('./renderWorker.mjs', import.meta.url), { workerData });
    started.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      const job = waiting.get(message.id);
      waiting.delete(message.id);
      if (waiting.size === 0) started.unref();
      if (message.png)
        job?.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.length));
      else job?.reject(new Error(`The card could not be drawn: ${message.error ?? 'unknown error'}`));
    });
    // A crashed thread fails what it had; the next card starts a new one.
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The card renderer stopped (exit code ${code})`)));
    return started;
  };
  return {
    fonts: cardFonts,
    render(svg) {
      worker ??= start();
      // Held open only while a card is being drawn, so an idle renderer never keeps the process alive.
      worker.ref();
      const id = nextId++;
      const promise = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, svg });
      return promise;
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
