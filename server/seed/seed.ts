import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Db } from '../db/connection';
import type { Repositories } from '../db/repositories';
import { type DemoClip, demoCatalogue } from './catalogue';

const clipDir = path.join(import.meta.dirname, 'audio');

/** Copies the demo clips into the served audio folder and measures their real length. */
export async function installDemoClips(audioDir: string): Promise<DemoClip[]> {
  mkdirSync(audioDir, { recursive: true });
  const files = readdirSync(clipDir)
    .filter((f) => f.endsWith('.mp3'))
    .sort();
  const clips: DemoClip[] = [];
  for (const file of files) {
    const target = path.join(audioDir, file);
    if (!existsSync(target)) copyFileSync(path.join(clipDir, file), target);
    const { format } = await parseFile(target, { duration: true });
    clips.push({ file, duration: Math.round(format.duration ?? 0) });
  }
  return clips;
}

/** Loads the demo catalogue when the catalogue is empty; returns whether it did. */
export async function seedDemoCatalogue(db: Db, repos: Repositories, audioDir: string): Promise<boolean> {
  if (repos.naatKhawans.list({ offset: 0, limit: 1 }).total > 0) return false;
  const clips = await installDemoClips(audioDir);
  const catalogue = demoCatalogue(clips, Date.now());
  db.transaction(() => {
    const ids = catalogue.naatKhawans.map((reciter) => repos.naatKhawans.create(reciter).id);
    for (const naat of catalogue.naats) {
      repos.naats.create({ ...naat, naatKhawanId: ids[naat.naatKhawanId] as number });
    }
  })();
  return true;
}
