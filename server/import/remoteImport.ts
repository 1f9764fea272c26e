/**
 * `npm run import -- --from <base URL of another site's /api>`: migrates a whole catalogue from a site that
 * speaks the spec's public API. Every reciter comes with its fields (matched by name: one already here is
 * kept as it is), then every naat with its fields and its audio bytes, downloaded under the same safe-fetch
 * rules as fetch mode (server/fetch/safeFetch.ts) and stored as an admin upload is. The journal
 * (server/db/catalogueImports.ts) is keyed by the naat's address on the other site, so a rerun (after a
 * failure, a kill, or to pick up new naats) downloads only what is missing: paced, resumable, idempotent.
 */
import type { AdminConfig } from '../adminConfig';
import { createNaatWithAudio } from '../audio/catalogueAudio';
import type { Naat, NaatKhawan } from '../db/types';
import { FetchRefused, safeFetch, type SafeFetchOptions } from '../fetch/safeFetch';
import { AudioRejected, contentName, discardTemp, writeTemp } from '../upload/incomingAudio';
import { type ImportTarget, recoverPendingImports } from './importTarget';
import { type AskReciterMatch, ReciterBook, type ReciterMatch } from './reciterBook';
import { type ImportSummary, type Outcome, type Progress, emptySummary, record } from './report';
import { saveNaatLyrics } from '../lyrics/naatLyrics';
import { readLyricsJson } from '../../src/shared/lyrics/json';
import { type Lyrics, isPlain } from '../../src/shared/lyrics/lyrics';

export interface RemoteImportOptions {
  dryRun: boolean;
  progress: Progress;
  onFile?: (source: string, outcome: Outcome) => void;
  /** Pause between naats (and between list pages), in milliseconds: be gentle with the other site. */
  paceMs: number;
  /** Download limits and the loopback switch (FETCH_*), as in fetch mode. */
  fetch?: AdminConfig;
  /** A reciter whose name is like an existing one's (default `existing`: attach to it). */
  reciterMatch?: ReciterMatch;
  ask?: AskReciterMatch;
}

const PAGE_SIZE = 100;
const MAX_JSON_BYTES = 16 * 1024 * 1024;
const MIB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The other site could not be read as a naat API: the import stops with this sentence. */
export class RemoteError extends Error {
  override name = 'RemoteError';
}

/** GETs a JSON answer of the other site's API through the safe-fetch rules. */
async function getJson(url: string, options: SafeFetchOptions): Promise<unknown> {
  let body;
  try {
    body = await safeFetch(url, options);
  } catch (error) {
    if (error instanceof FetchRefused) {
      throw new RemoteError(`${url}: ${error.message.replace('download the audio', 'read it')}`);
    }
    throw error;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) {
      body.destroy();
      throw new RemoteError(`${url}: the answer is larger than 16 MB.`);
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RemoteError(`${url}: the answer is not JSON; is this the base URL of a naat site's /api?`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{success, data}`: the data, or a clear error naming the address. */
function dataOf(url: string, answer: unknown): unknown {
  if (!isObject(answer) || answer.success !== true || !('data' in answer)) {
    throw new RemoteError(`${url}: not an answer of the naat API ({"success": true, "data": ...}).`);
  }
  return answer.data;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/** A reciter of the other site, checked; null when its shape is wrong. */
function toReciter(value: unknown): NaatKhawan | null {
  if (!isObject(value) || typeof value.id !== 'number' || text(value.name, 100) === null) return null;
  const birthDate = text(value.birthDate, 10);
  return {
    id: value.id,
    name: (text(value.name, 100) as string).trim(),
    urduName: text(value.urduName, 100),
    bio: text(value.bio, 5000),
    birthDate: birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : null,
    birthPlace: text(value.birthPlace, 100),
    audioCount: 0,
    image: text(value.image, 2000),
  };
}

/** Image paths of the other site become absolute URLs there (we do not copy images). */
const absolute = (value: string | null, origin: string): string | null =>
  value === null ? null : URL.canParse(value, origin) ? new URL(value, origin).href : null;

export async function importRemote(
  target: ImportTarget,
  baseUrl: string,
  options: RemoteImportOptions,
): Promise<ImportSummary> {
  const fetchOptions: SafeFetchOptions = {
    allowLoopback: options.fetch?.fetchAllowLoopback ?? false,
    timeoutMs: options.fetch?.fetchTimeoutMs ?? 60_000,
  };
  const maxBytes = options.fetch?.fetchMaxBytes ?? 50 * MIB;
  const origin = new URL(baseUrl).origin;

  // Reciters: the whole list at once (sort=name answers every one).
  const recitersUrl = `${baseUrl}/naatkhawans?sort=name`;
  const listed = dataOf(recitersUrl, await getJson(recitersUrl, fetchOptions));
  if (!Array.isArray(listed)) throw new RemoteError(`${recitersUrl}: expected a list of reciters.`);
  const remoteReciters = new Map<number, NaatKhawan>();
  for (const item of listed) {
    const reciter = toReciter(item);
    if (reciter) remoteReciters.set(reciter.id, reciter);
  }

  // Naats: page by page, newest first; the whole list is read before downloading so progress has a total.
  const naats: Naat[] = [];
  for (let page = 1; ; page += 1) {
    const url = `${baseUrl}/audios?page=${page}&limit=${PAGE_SIZE}`;
    const data = dataOf(url, await getJson(url, fetchOptions));
    if (!isObject(data) || !Array.isArray(data.data))
      throw new RemoteError(`${url}: expected a page of naats.`);
    naats.push(...(data.data as Naat[]));
    const pages = typeof data.totalPages === 'number' ? data.totalPages : 0;
    if (data.data.length === 0 || page >= pages) break;
    if (options.paceMs) await sleep(options.paceMs);
  }

  const summary = emptySummary(naats.length, options.dryRun);
  if (!options.dryRun) summary.recovered = await recoverPendingImports(target);
  const book = await ReciterBook.load(target.repos, {
    dryRun: options.dryRun,
    ...(options.reciterMatch ? { match: options.reciterMatch } : {}),
    ...(options.ask ? { ask: options.ask } : {}),
  });
  const reciterInput = (reciter: NaatKhawan) => ({
    name: reciter.name,
    urduName: reciter.urduName,
    bio: reciter.bio,
    birthDate: reciter.birthDate,
    birthPlace: reciter.birthPlace,
    image: absolute(reciter.image, origin),
  });
  for (const reciter of remoteReciters.values()) await book.idFor(reciterInput(reciter));

  for (const naat of naats) {
    const source = `${baseUrl}/audios/${isObject(naat) ? String(naat.id) : '?'}`;
    const outcome = await importRemoteNaat(naat, source);
    record(summary, source, outcome);
    options.onFile?.(source, outcome);
    options.progress.update(summary);
    if (options.paceMs && outcome.kind !== 'skipped') await sleep(options.paceMs);
  }
  summary.reciters = book.created;
  summary.reciterMatches = book.matched;
  options.progress.finish(summary);
  return summary;

  /**
   * The naat's timed lyrics when the other site has them (a site that speaks our API answers
   * /audios/{id}/lyrics); null when it has none, lacks the call (a site with plain `lyrics` only), or its lines do
   * not meet the rules: the naat then keeps its plain `lyrics` text.
   */
  async function remoteLyrics(id: number, seconds: number): Promise<Lyrics | null> {
    const url = `${baseUrl}/audios/${String(id)}/lyrics`;
    try {
      const result = readLyricsJson(
        dataOf(url, await getJson(url, fetchOptions)),
        Math.round(seconds * 1000),
      );
      return result.ok && !isPlain(result.lyrics) ? result.lyrics : null;
    } catch {
      return null;
    }
  }

  async function importRemoteNaat(naat: Naat, source: string): Promise<Outcome> {
    if (!isObject(naat) || typeof naat.id !== 'number' || text(naat.title, 200) === null) {
      return { kind: 'failed', reason: 'The naat is not in the shape of the naat API.' };
    }
    if (typeof naat.filePath !== 'string' || !URL.canParse(naat.filePath, origin)) {
      return { kind: 'failed', reason: 'The naat has no audio address.' };
    }
    const sourceKey = `remote:${source}`;
    if ((await target.repos.catalogueImports.find(sourceKey))?.naatId != null) return { kind: 'skipped' };
    const ref = isObject(naat.naatKhawan) ? naat.naatKhawan : null;
    const reciter =
      remoteReciters.get(naat.naatKhawanId) ??
      toReciter({ id: naat.naatKhawanId, name: ref?.name, image: ref?.image });
    if (!reciter) return { kind: 'failed', reason: 'The naat has no reciter name.' };
    if (options.dryRun) {
      await book.idFor(reciterInput(reciter));
      return { kind: 'imported' };
    }
    const audioUrl = new URL(naat.filePath, origin).href;
    let temp = null;
    try {
      const body = await safeFetch(audioUrl, fetchOptions);
      temp = await writeTemp(body, target.tempDir, maxBytes);
      await target.repos.catalogueImports.begin({
        sourceKey,
        storedName: contentName(temp),
        source: audioUrl,
        createdAt: new Date(target.now()).toISOString(),
      });
      const naatKhawanId = await book.idFor(reciterInput(reciter));
      const lyrics = text(naat.lyrics, 100_000) === null ? null : await remoteLyrics(naat.id, temp.duration);
      const createdAt = typeof naat.createdAt === 'string' && !Number.isNaN(Date.parse(naat.createdAt));
      const stored = temp;
      temp = null;
      await createNaatWithAudio(
        target.repos,
        target.store,
        {
          title: (text(naat.title, 200) as string).trim(),
          urduTitle: text(naat.urduTitle, 200),
          category: text(naat.category, 100),
          language: text(naat.language, 50),
          description: text(naat.description, 100_000),
          lyrics: text(naat.lyrics, 100_000),
          playCount:
            typeof naat.playCount === 'number' && Number.isSafeInteger(naat.playCount) && naat.playCount >= 0
              ? naat.playCount
              : 0,
          createdAt: createdAt
            ? new Date(naat.createdAt).toISOString()
            : new Date(target.now()).toISOString(),
          naatKhawanId,
        },
        stored,
        async (created, trx) => {
          await target.repos.catalogueImports.complete(sourceKey, created.id, trx);
          if (lyrics) await saveNaatLyrics(target.repos, created.id, lyrics, trx);
        },
      );
      return { kind: 'imported' };
    } catch (error) {
      await discardTemp(temp);
      if (error instanceof FetchRefused || error instanceof AudioRejected) {
        return { kind: 'failed', reason: `${audioUrl}: ${error.message}` };
      }
      throw error;
    }
  }
}
