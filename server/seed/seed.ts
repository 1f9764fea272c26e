import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Repositories } from '../db/repositories';
import { type AudioStore, contentTypeOf } from '../storage/audioStore';
import { type DemoClip, demoCatalogue } from './catalogue';
import { ownedTempPath } from '../upload/tempOwner';

const clipDir = path.join(import.meta.dirname, 'audio');

/** Puts the demo clips into the audio store (those it lacks) and measures their real length. */
export async function installDemoClips(store: AudioStore, tempDir: string): Promise<DemoClip[]> {
  const files = (await readdir(clipDir)).filter((f) => f.endsWith('.mp3')).sort();
  await mkdir(tempDir, { recursive: true });
  const clips: DemoClip[] = [];
  for (const file of files) {
    const source = path.join(clipDir, file);
    if (!(await store.stat(file))) {
      // The store moves what it is given; it gets a copy, and the bundled clip stays.
      const copy = ownedTempPath(tempDir);
      await copyFile(source, copy);
      await store.put(file, copy, contentTypeOf(file));
    }
    const { format } = await parseFile(source, { duration: true });
    clips.push({ file, duration: Math.round(format.duration ?? 0) });
  }
  return clips;
}

/** Loads the demo catalogue when the catalogue is empty, in one transaction; returns whether it did. */
export async function seedDemoCatalogue(
  repos: Repositories,
  store: AudioStore,
  tempDir: string,
  now = Date.now(),
): Promise<boolean> {
  if ((await repos.reciters.list({ offset: 0, limit: 1 })).total > 0) return false;
  const clips = await installDemoClips(store, tempDir);
  const catalogue = demoCatalogue(clips, now);
  await repos.transaction(async (trx) => {
    const ids: number[] = [];
    for (const reciter of catalogue.reciters) ids.push((await repos.reciters.create(reciter, trx)).id);
    const stamp = new Date(now).toISOString();
    for (const { timedLyrics, ...naat } of catalogue.naats) {
      const created = await repos.naats.create(
        { ...naat, naatKhawanId: ids[naat.naatKhawanId] as number },
        trx,
      );
      // The plain text is already these lines' text (server/seed/catalogue.ts); saving it again indexes the
      // lines' transliterations for search.
      if (timedLyrics) {
        await repos.lyrics.put(created.id, timedLyrics.lines, stamp, trx);
        await repos.naats.update(created.id, { lyrics: naat.lyrics }, trx);
      }
    }
  });
  return true;
}
