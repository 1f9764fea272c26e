/**
 * `npm run import -- --from <base URL of another site's /api>`: migrates a whole catalogue from a site that
 * speaks the same public API as this server (the owner's /api calls). Every reciter comes with its fields (matched by name: one already here is
 * kept as it is), then every naat with its fields and its audio bytes, downloaded under the same safe-fetch
 * rules as fetch mode (server/fetch/safeFetch.ts) and stored as an admin upload is. The journal
 * (server/db/catalogueImports.ts) is keyed by the naat's address on the other site, so a rerun (after a
 * failure, a kill, or to pick up new naats) downloads only what is missing: paced, resumable, idempotent.
 *
 * A hostile or broken site cannot stop the run or make it endless: each naat that fails (a reset, a timeout,
 * a value the admin API would refuse) is reported and skipped, and the run goes on to a summary (exit status
 * 1); the list is read within caps on pages, naats and bytes (REMOTE_LIMITS), and a site that stops paging
 * properly ends the list with a sentence saying so. Values are held to the admin API's rules
 * (./importValues.ts) before a byte of audio is downloaded.
 */
import type { AdminConfig } from '../adminConfig';
import { createNaatWithAudio } from '../audio/catalogueAudio';
import type { ReciterInput } from '../db/types';
import { safeFetch, type SafeFetchOptions } from '../fetch/safeFetch';
import { formatBytes } from '../common/bytes';
import { contentName, discardTemp, writeTemp, type TempAudio } from '../upload/incomingAudio';
import { type ImportTarget, recoverPendingImports } from './importTarget';
import {
  ValueRefused,
  birthDateOf,
  createdAtOf,
  imageOf,
  playCountOf,
  requiredText,
  textField,
} from './importValues';
import { failureReason, isInfrastructureFailure } from './failures';
import { type AskReciterMatch, ReciterBook, type ReciterMatch } from './reciterBook';
import { type ImportSummary, type Outcome, type Progress, emptySummary, record } from './report';
import { saveNaatLyrics } from '../lyrics/naatLyrics';
import {
  RECITER_TEXT_LIMITS,
  NAAT_TEXT_LIMITS,
  isHttpUrl,
  isPlain,
  readLyricsJson,
  type Lyrics,
} from '../../contract';

export interface RemoteImportOptions {
  dryRun: boolean;
  progress: Progress;
  onFile?: (source: string, outcome: Outcome) => void;
  /** Pause between naats (and between list pages), in milliseconds: be gentle with the other site. */
  paceMs: number;
  /** Download limits and the loopback switch (FETCH_*), as in fetch mode. */
  fetch: AdminConfig;
  /** A reciter whose name is like an existing one's (default `existing`: attach to it). */
  reciterMatch?: ReciterMatch;
  ask?: AskReciterMatch;
  /** Caps on reading the list (tests lower them). */
  limits?: Partial<RemoteLimits>;
}

/** How much of another site's list an import reads at most. */
export interface RemoteLimits {
  /** Pages of the naat list (of 100 naats each). */
  pages: number;
  /** Naats listed. */
  items: number;
  /** Bytes of JSON read for the lists, all pages together. */
  listBytes: number;
}

const MIB = 1024 * 1024;
export const REMOTE_LIMITS: RemoteLimits = { pages: 2000, items: 100_000, listBytes: 512 * MIB };

const PAGE_SIZE = 100;
/** One JSON answer (a page, the reciters, a naat's lyrics). */
const MAX_JSON_BYTES = 16 * MIB;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The other site could not be read as a naat API: the import stops with this sentence. */
export class RemoteError extends Error {
  override name = 'RemoteError';
}

/** GETs a JSON answer of the other site's API; every failure (refusal, reset, timeout, junk) is a RemoteError. */
async function getJson(
  url: string,
  options: SafeFetchOptions,
  budget: { bytes: number } = { bytes: MAX_JSON_BYTES },
): Promise<unknown> {
  const chunks: Buffer[] = [];
  try {
    const body = await safeFetch(url, options);
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > Math.min(MAX_JSON_BYTES, budget.bytes)) {
        body.destroy();
        throw new RemoteError(
          size > MAX_JSON_BYTES
            ? `${url}: the answer is larger than ${formatBytes(MAX_JSON_BYTES)}.`
            : `${url}: the lists together are larger than the import reads.`,
        );
      }
      chunks.push(chunk);
    }
    budget.bytes -= size;
  } catch (error) {
    if (error instanceof RemoteError) throw error;
    throw new RemoteError(
      `${url}: ${failureReason(error, options.timeoutMs).replace('download the audio', 'read it')}`,
    );
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

/** A reciter of the other site held to the admin API's rules (ValueRefused otherwise). */
function toReciter(value: Record<string, unknown>, origin: string): ReciterInput {
  const limits = RECITER_TEXT_LIMITS;
  return {
    name: requiredText(value.name, 'name', limits.name),
    urduName: textField(value.urduName, 'urduName', limits.urduName),
    bio: textField(value.bio, 'bio', limits.bio),
    birthDate: birthDateOf(value.birthDate),
    birthPlace: textField(value.birthPlace, 'birthPlace', limits.birthPlace),
    image: imageOf(value.image, origin),
  };
}

/** The list of naats as read: the items, and why it ended early (a cap, a failed page), if it did. */
interface Listing {
  naats: Record<string, unknown>[];
  stopped: { source: string; reason: string } | null;
}

/** Reads the naat list page by page, within the caps; only the first page failing stops the import. */
async function listNaats(
  baseUrl: string,
  fetchOptions: SafeFetchOptions,
  limits: RemoteLimits,
  budget: { bytes: number },
  paceMs: number,
): Promise<Listing> {
  const naats: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const stop = (source: string, reason: string): Listing => ({ naats, stopped: { source, reason } });
  for (let page = 1; ; page += 1) {
    const url = `${baseUrl}/audios?page=${page}&limit=${PAGE_SIZE}`;
    if (page > limits.pages) {
      return stop(
        url,
        `The list goes on past ${limits.pages} pages, the most an import reads; the naats of the first ${limits.pages} pages were imported.`,
      );
    }
    let data: unknown;
    try {
      data = dataOf(url, await getJson(url, fetchOptions, budget));
      if (!isObject(data) || !Array.isArray(data.data))
        throw new RemoteError(`${url}: expected a page of naats.`);
    } catch (error) {
      if (page === 1 || !(error instanceof RemoteError)) throw error;
      return stop(
        url,
        `The list could not be read from here on (${error.message}); the naats listed before were imported.`,
      );
    }
    const items = data.data as unknown[];
    let fresh = 0;
    for (const item of items) {
      const key = isObject(item) ? item.id : undefined;
      if (key !== undefined && seen.has(key)) continue;
      if (key !== undefined) seen.add(key);
      if (naats.length >= limits.items) {
        return stop(
          url,
          `The list holds more than ${limits.items} naats, the most an import reads; the first ${limits.items} were imported.`,
        );
      }
      naats.push(isObject(item) ? item : {});
      fresh += 1;
    }
    const pages = typeof data.totalPages === 'number' ? data.totalPages : 0;
    if (items.length === 0 || page >= pages) break;
    // A page of naats already listed: the site pages in a circle, and the list ends here.
    if (fresh === 0)
      return stop(url, 'This page repeats naats already listed, so the list was read up to here.');
    if (paceMs) await sleep(paceMs);
  }
  return { naats, stopped: null };
}

export async function importRemote(
  target: ImportTarget,
  baseUrl: string,
  options: RemoteImportOptions,
): Promise<ImportSummary> {
  const fetchOptions: SafeFetchOptions = {
    allowLoopback: options.fetch.fetchAllowLoopback,
    timeoutMs: options.fetch.fetchTimeoutMs,
  };
  const maxBytes = options.fetch.fetchMaxBytes;
  const limits = { ...REMOTE_LIMITS, ...options.limits };
  const budget = { bytes: limits.listBytes };
  const origin = new URL(baseUrl).origin;

  // Reciters: the whole list at once (sort=name answers every one). One the rules refuse is skipped here;
  // its naats then fail, each saying why.
  const recitersUrl = `${baseUrl}/naatkhawans?sort=name`;
  const listed = dataOf(recitersUrl, await getJson(recitersUrl, fetchOptions, budget));
  if (!Array.isArray(listed)) throw new RemoteError(`${recitersUrl}: expected a list of reciters.`);
  const remoteReciters = new Map<unknown, ReciterInput | string>();
  for (const item of listed.slice(0, limits.items)) {
    if (!isObject(item)) continue;
    try {
      remoteReciters.set(item.id, toReciter(item, origin));
    } catch (error) {
      if (!(error instanceof ValueRefused)) throw error;
      remoteReciters.set(item.id, `The reciter ${String(item.id)} was not imported: ${error.message}.`);
    }
  }

  // Naats: page by page, newest first; the whole list is read before downloading so progress has a total.
  const { naats, stopped } = await listNaats(baseUrl, fetchOptions, limits, budget, options.paceMs);

  const summary = emptySummary(naats.length, options.dryRun);
  if (!options.dryRun) summary.recovered = await recoverPendingImports(target);
  const book = await ReciterBook.load(target.repos, {
    dryRun: options.dryRun,
    ...(options.reciterMatch ? { match: options.reciterMatch } : {}),
    ...(options.ask ? { ask: options.ask } : {}),
  });
  for (const reciter of remoteReciters.values()) if (typeof reciter !== 'string') await book.idFor(reciter);

  for (const naat of naats) {
    const source = `${baseUrl}/audios/${typeof naat.id === 'number' ? String(naat.id) : '?'}`;
    let outcome: Outcome;
    try {
      outcome = await importRemoteNaat(naat, source);
    } catch (error) {
      if (isInfrastructureFailure(error)) throw error;
      outcome = { kind: 'failed', reason: failureReason(error, fetchOptions.timeoutMs) };
    }
    record(summary, source, outcome);
    options.onFile?.(source, outcome);
    options.progress.update(summary);
    if (options.paceMs && outcome.kind !== 'skipped') await sleep(options.paceMs);
  }
  if (stopped) {
    summary.total += 1;
    record(summary, stopped.source, { kind: 'failed', reason: stopped.reason });
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

  /** The reciter of a naat: from the list, else from the naat's own copy; a string says why there is none. */
  function reciterOf(naat: Record<string, unknown>): ReciterInput | string {
    const listedReciter = remoteReciters.get(naat.naatKhawanId);
    if (listedReciter !== undefined) return listedReciter;
    const ref = isObject(naat.naatKhawan) ? naat.naatKhawan : {};
    try {
      return toReciter({ name: ref.name, image: ref.image }, origin);
    } catch (error) {
      if (error instanceof ValueRefused) return `The naat's reciter: ${error.message}.`;
      throw error;
    }
  }

  async function importRemoteNaat(naat: Record<string, unknown>, source: string): Promise<Outcome> {
    if (typeof naat.id !== 'number' || !Number.isSafeInteger(naat.id)) {
      return { kind: 'failed', reason: 'The naat is not in the shape of the naat API.' };
    }
    if (typeof naat.filePath !== 'string' || !URL.canParse(naat.filePath, origin)) {
      return { kind: 'failed', reason: 'The naat has no audio address.' };
    }
    const audioUrl = new URL(naat.filePath, origin).href;
    if (!isHttpUrl(audioUrl)) {
      return { kind: 'failed', reason: 'The naat has no audio address.' };
    }
    // Every value first, by the admin API's rules: a refused one skips the naat before a byte is downloaded.
    let fields;
    try {
      const limits = NAAT_TEXT_LIMITS;
      fields = {
        title: requiredText(naat.title, 'title', limits.title),
        urduTitle: textField(naat.urduTitle, 'urduTitle', limits.urduTitle),
        category: textField(naat.category, 'category', limits.category),
        language: textField(naat.language, 'language', limits.language),
        description: textField(naat.description, 'description', limits.description),
        lyrics: textField(naat.lyrics, 'lyrics', limits.lyrics),
        playCount: playCountOf(naat.playCount),
        createdAt: createdAtOf(naat.createdAt, target.now()) ?? new Date(target.now()).toISOString(),
      };
    } catch (error) {
      if (error instanceof ValueRefused) return { kind: 'failed', reason: `${error.message}.` };
      throw error;
    }
    const sourceKey = `remote:${source}`;
    if ((await target.repos.catalogueImports.find(sourceKey))?.naatId != null) return { kind: 'skipped' };
    const reciter = reciterOf(naat);
    if (typeof reciter === 'string') return { kind: 'failed', reason: reciter };
    if (options.dryRun) {
      await book.idFor(reciter);
      return { kind: 'imported' };
    }
    let temp: TempAudio | null = null;
    let begun = false;
    try {
      const body = await safeFetch(audioUrl, fetchOptions);
      temp = await writeTemp(body, target.tempDir, maxBytes, {
        room: target.disk,
        what: 'the download',
        ffmpeg: target.ffmpeg,
      });
      await target.repos.catalogueImports.begin({
        sourceKey,
        storedName: contentName(temp),
        source: audioUrl,
        createdAt: new Date(target.now()).toISOString(),
      });
      begun = true;
      const reciterId = await book.idFor(reciter);
      const lyrics = fields.lyrics === null ? null : await remoteLyrics(naat.id, temp.duration);
      const stored = temp;
      temp = null;
      await createNaatWithAudio(
        target.repos,
        target.store,
        { ...fields, naatKhawanId: reciterId },
        stored,
        async (created, trx) => {
          await target.repos.catalogueImports.complete(sourceKey, created.id, trx);
          if (lyrics) await saveNaatLyrics(target.repos, created.id, lyrics, trx);
        },
      );
      return { kind: 'imported' };
    } catch (error) {
      await discardTemp(temp);
      // The stored file went with the failed insert; its journal entry goes too, so a rerun tries again.
      if (begun) await target.repos.catalogueImports.forget(sourceKey).catch(() => undefined);
      throw error;
    }
  }
}
