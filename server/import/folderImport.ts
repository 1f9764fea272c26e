/**
 * `npm run import -- <folder>`: every file under a folder becomes a naat, stored exactly as an admin upload
 * is (server/upload/incomingAudio.ts, then server/audio/catalogueAudio.ts). Each file is known by the SHA-256
 * of its bytes: a journal entry (server/db/catalogueImports.ts) is committed before the file enters the store
 * and completed in the naat's own transaction, so a rerun skips what is done, and a run killed at any moment
 * leaves only a pending entry, which the next run clears (with its stored file) before it starts.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseFile } from 'music-metadata';
import { createNaatWithAudio } from '../audio/catalogueAudio';
import { storedPath } from '../storage/audioStore';
import {
  AudioRejected,
  NOT_AUDIO_MESSAGE,
  discardTemp,
  readHead,
  tooLargeMessage,
  writeTemp,
} from '../upload/incomingAudio';
import { sniffAudio } from '../upload/sniff';
import { type ImportTarget, recoverPendingImports } from './importTarget';
import { ORPHAN_LYRICS, pairLyricsFiles, readLyricsFile } from './lyricsSidecar';
import { saveNaatLyrics } from '../lyrics/naatLyrics';
import { type AskReciterMatch, ReciterBook, type ReciterMatch } from './reciterBook';
import { failureReason, isInfrastructureFailure } from './failures';
import { cutCodePoints } from './importValues';
import { spaceForControls } from '../common/textPolicy';
import { type ImportSummary, type Outcome, type Progress, emptySummary, record } from './report';

export interface FolderFiles {
  /** Absolute paths, sorted, so runs go in the same order. */
  files: string[];
  /** Hidden files and folders (names starting with a dot: .DS_Store, .git) are left out and counted. */
  hidden: number;
  /** Folders and names that could not be read, each with why: reported as failed, the rest goes on. */
  unreadable: { path: string; reason: string }[];
}

/** Folders nested deeper than this under the imported one are named and skipped (no catalogue needs more). */
export const MAX_DEPTH = 32;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Every regular file under `root`, recursively; symbolic links to folders are not followed (no loops). A
 * folder that cannot be read, one nested too deep, and a name that is not UTF-8 text (it could not be
 * named back to the file system as text) are listed in `unreadable` and skipped.
 */
export async function listFolder(root: string): Promise<FolderFiles> {
  const result: FolderFiles = { files: [], hidden: 0, unreadable: [] };
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) {
      result.unreadable.push({
        path: dir,
        reason: `The folder is nested more than ${MAX_DEPTH} folders deep; it was skipped.`,
      });
      return;
    }
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true, encoding: 'buffer' });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      result.unreadable.push({
        path: dir,
        reason: `The folder could not be read (${code}); it was skipped.`,
      });
      return;
    }
    for (const entry of entries) {
      let name: string;
      try {
        name = strictUtf8.decode(entry.name);
      } catch {
        result.unreadable.push({
          path: path.join(dir, entry.name.toString('utf8')),
          reason: 'The name is not valid UTF-8 text; rename it and import again.',
        });
        continue;
      }
      const full = path.join(dir, name);
      if (name.startsWith('.')) result.hidden += 1;
      else if (entry.isDirectory()) await walk(full, depth + 1);
      else if (entry.isFile()) result.files.push(full);
      else if (entry.isSymbolicLink() && (await stat(full).catch(() => null))?.isFile()) {
        result.files.push(full);
      }
    }
  };
  await walk(root, 0);
  result.files.sort();
  return result;
}

/**
 * A tag value or name as stored (Urdu and every other script kept): control characters become spaces (a
 * tag is nobody's typing, so it is cleaned rather than refused), lone surrogates go, cut by code points.
 */
const tagText = (value: string | undefined, max: number): string | null => {
  const text = spaceForControls(value?.toWellFormed().replace(/\uFFFD/g, '') ?? '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return text ? cutCodePoints(text, max) : null;
};

/** Title and reciter of one file: its tags, else its name and the name of the folder holding it. */
export async function readNaatTags(file: string): Promise<{ title: string; reciter: string }> {
  const { common } = await parseFile(file, { duration: false, skipCovers: true });
  const title = tagText(common.title, 200) ?? tagText(path.parse(file).name, 200) ?? 'Untitled';
  const reciter =
    tagText(common.artist, 100) ??
    tagText(common.albumartist, 100) ??
    tagText(path.basename(path.dirname(file)), 100) ??
    'Unknown';
  return { title, reciter };
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

class Failed extends Error {}

/** What became of one audio file, and why its lyrics file (when it has one) could not be used. */
type FileOutcome = Outcome & { lyricsFailure?: string };

/**
 * Imports (or, in a dry run, inspects) one file, with the lyrics of `lyricsFile` (its `.lrc`) when they
 * meet the rules; lyrics that do not leave the naat imported without them, and their reason reported.
 */
export async function importFile(
  target: ImportTarget,
  reciters: ReciterBook,
  file: string,
  source: string,
  dryRun: boolean,
  lyricsFile?: string,
): Promise<FileOutcome> {
  try {
    const info = await stat(file);
    if (info.size === 0) throw new Failed('The audio file is empty.');
    if (info.size > target.maxBytes) throw new Failed(tooLargeMessage(target.maxBytes));
    const kind = sniffAudio(await readHead(file));
    if (!kind) throw new Failed(NOT_AUDIO_MESSAGE);
    const sha256 = await sha256Of(file);
    const sourceKey = `sha256:${sha256}`;
    const storedName = `${sha256.slice(0, 32)}.${kind.ext}`;
    if ((await target.repos.catalogueImports.find(sourceKey))?.naatId != null) return { kind: 'skipped' };
    // The same bytes uploaded in the admin (same content name) are present too.
    if ((await target.repos.naats.countByFilePath(storedPath(storedName))) > 0) return { kind: 'skipped' };
    let tags: { title: string; reciter: string };
    try {
      tags = await readNaatTags(file);
    } catch (error) {
      throw new Failed(
        `${NOT_AUDIO_MESSAGE} This ${kind.ext.toUpperCase()} file could not be read (${String(error)}).`,
      );
    }
    if (dryRun) {
      await reciters.idFor({ name: tags.reciter });
      const lyrics = lyricsFile ? await readLyricsFile(lyricsFile, 0) : null;
      return lyrics?.ok === false ? { kind: 'imported', lyricsFailure: lyrics.error } : { kind: 'imported' };
    }
    await target.repos.catalogueImports.begin({
      sourceKey,
      storedName,
      source,
      createdAt: new Date(target.now()).toISOString(),
    });
    const reciterId = await reciters.idFor({ name: tags.reciter });
    const temp = await writeTemp(createReadStream(file), target.tempDir, target.maxBytes, {
      room: target.disk,
      expectedBytes: info.size,
      what: 'the file',
      ffmpeg: target.ffmpeg,
    });
    if (temp.sha256 !== sha256) {
      await discardTemp(temp);
      await target.repos.catalogueImports.forget(sourceKey);
      throw new Failed('The file changed while it was being imported; run the import again.');
    }
    const lyrics = lyricsFile ? await readLyricsFile(lyricsFile, Math.round(temp.duration * 1000)) : null;
    await createNaatWithAudio(
      target.repos,
      target.store,
      { title: tags.title, naatKhawanId: reciterId, createdAt: new Date(target.now()).toISOString() },
      temp,
      async (naat, trx) => {
        await target.repos.catalogueImports.complete(sourceKey, naat.id, trx);
        if (lyrics?.ok) await saveNaatLyrics(target.repos, naat.id, lyrics.lyrics, trx);
      },
    );
    return lyrics?.ok === false ? { kind: 'imported', lyricsFailure: lyrics.error } : { kind: 'imported' };
  } catch (error) {
    if (error instanceof Failed || error instanceof AudioRejected) {
      return { kind: 'failed', reason: error.message };
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'ENOENT' || code === 'EISDIR') {
      return { kind: 'failed', reason: `The file could not be read (${code}).` };
    }
    // Anything else is this file's failure too (the run goes on), unless the database or store is gone.
    if (isInfrastructureFailure(error)) throw error;
    return { kind: 'failed', reason: failureReason(error, 0) };
  }
}

export interface FolderImportOptions {
  dryRun: boolean;
  progress: Progress;
  /** Each finished file, for --verbose. */
  onFile?: (source: string, outcome: Outcome) => void;
  /** Pause between files, in milliseconds (default none). */
  paceMs?: number;
  /** A reciter whose name is like an existing one's (default `existing`: attach to it). */
  reciterMatch?: ReciterMatch;
  ask?: AskReciterMatch;
}

/** Imports every file under `root` into the target; the summary says what happened to each. */
export async function importFolder(
  target: ImportTarget,
  root: string,
  options: FolderImportOptions,
): Promise<ImportSummary> {
  const { files, unreadable } = await listFolder(root);
  // `name.lrc` beside `name.mp3` is that naat's lyrics, not a file to import on its own.
  const { audio, lyricsOf, orphans } = pairLyricsFiles(files);
  const summary = emptySummary(audio.length + orphans.length + unreadable.length, options.dryRun);
  for (const skipped of unreadable) {
    const source = path.relative(root, skipped.path);
    record(summary, source, { kind: 'failed', reason: skipped.reason });
    options.onFile?.(source, { kind: 'failed', reason: skipped.reason });
  }
  if (!options.dryRun) summary.recovered = await recoverPendingImports(target);
  const reciters = await ReciterBook.load(target.repos, {
    dryRun: options.dryRun,
    ...(options.reciterMatch ? { match: options.reciterMatch } : {}),
    ...(options.ask ? { ask: options.ask } : {}),
  });
  for (const file of audio) {
    const source = path.relative(root, file);
    const lyricsFile = lyricsOf.get(file);
    const { lyricsFailure, ...outcome } = await importFile(
      target,
      reciters,
      file,
      source,
      options.dryRun,
      lyricsFile,
    );
    record(summary, source, outcome);
    options.onFile?.(source, outcome);
    if (lyricsFile && lyricsFailure) {
      // The naat is in; its lyrics file becomes an item of its own in the report, so the counts add up.
      const lyricsSource = path.relative(root, lyricsFile);
      summary.total += 1;
      summary.failed.push({ source: lyricsSource, reason: lyricsFailure });
      options.onFile?.(lyricsSource, { kind: 'failed', reason: lyricsFailure });
    }
    options.progress.update(summary);
    if (options.paceMs) await new Promise((resolve) => setTimeout(resolve, options.paceMs));
  }
  for (const file of orphans) {
    const source = path.relative(root, file);
    record(summary, source, { kind: 'failed', reason: ORPHAN_LYRICS });
    options.onFile?.(source, { kind: 'failed', reason: ORPHAN_LYRICS });
    options.progress.update(summary);
  }
  summary.reciters = reciters.created;
  summary.reciterMatches = reciters.matched;
  options.progress.finish(summary);
  return summary;
}
