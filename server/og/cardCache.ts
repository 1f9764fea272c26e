import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardKind } from './card';

/**
 * Rendered cards kept on disk, one folder per naat or reciter: `{root}/{kind}/{id}/{version}.png`, and the square
 * artwork beside them as `{version}-art-{size}.png`.
 */
export interface CardCache {
  get(kind: CardKind, id: number, version: string): Promise<Buffer | null>;
  /** Stores a card and removes the older versions of the same naat or reciter. */
  put(kind: CardKind, id: number, version: string, png: Buffer): Promise<void>;
}

export function createDiskCardCache(root: string): CardCache {
  const folderOf = (kind: CardKind, id: number) => path.join(root, kind, String(id));
  return {
    async get(kind, id, version) {
      try {
        return await readFile(path.join(folderOf(kind, id), `${version}.png`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(kind, id, version, png) {
      const folder = folderOf(kind, id);
      await mkdir(folder, { recursive: true });
      const target = path.join(folder, `${version}.png`);
      // Written beside and renamed: a reader never gets half a card.
      const partial = `${target}.${process.pid}.${Date.now()}.partial`;
      try {
        await writeFile(partial, png);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      // Older versions of the same drawing go; the other drawings (the card, each artwork size) stay.
      const drawing = (name: string) => name.replace(/^[0-9a-f]+/, '');
      for (const name of await readdir(folder)) {
        if (
          name !== `${version}.png` &&
          !name.endsWith('.partial') &&
          drawing(name) === drawing(`${version}.png`)
        ) {
          await rm(path.join(folder, name), { force: true });
        }
      }
    },
  };
}
