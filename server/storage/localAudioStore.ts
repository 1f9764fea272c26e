import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, stat, constants } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  type AudioStore,
  type StoredFile,
  StorageUnavailable,
  contentTypeOf,
  isStoredName,
} from './audioStore';

/** A weak-free ETag like the one `send` makes, from size and modification time. */
const etagOf = (size: number, mtimeMs: number): string =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/**
 * Audio files in a folder on this machine (DATA_DIR/audio): the embedded default, and the folder nginx serves
 * itself when several instances share it (deploy/naat-stream.conf).
 */
export function createLocalAudioStore(folder: string): AudioStore {
  const root = path.resolve(folder);
  const fileOf = (name: string): string | null => (isStoredName(name) ? path.join(root, name) : null);

  return {
    kind: 'local',
    description: `the folder ${root}`,
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        throw new StorageUnavailable(
          `The audio folder ${root} (DATA_DIR/audio) cannot be written: ${(error as Error).message}`,
        );
      }
    },
    async put(name, source) {
      const target = fileOf(name);
      if (!target) throw new Error(`Not a storable audio name: ${name}`);
      await mkdir(root, { recursive: true });
      try {
        await rename(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // The temporary folder is on another file system: copy beside the target first, so the served
        // name only ever appears complete. The copy keeps the temporary file's name, and so its owner
        // (server/upload/tempOwner.ts): a copy left by a crash is swept like the original.
        const base = path.basename(source);
        const beside = path.join(
          root,
          base.startsWith('.tmp-') ? base : `.tmp-${randomBytes(8).toString('hex')}`,
        );
        try {
          await copyFile(source, beside);
          await rename(beside, target);
        } finally {
          await rm(beside, { force: true });
        }
        await rm(source, { force: true });
      }
    },
    async stat(name): Promise<StoredFile | null> {
      const file = fileOf(name);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          size: info.size,
          contentType: contentTypeOf(name),
          etag: etagOf(info.size, info.mtimeMs),
          lastModified: info.mtime,
        };
      } catch {
        return null;
      }
    },
    async read(name, range) {
      const file = fileOf(name);
      if (!file) return null;
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(name) {
      const file = fileOf(name);
      if (file) await rm(file, { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(root);
      } catch {
        return;
      }
      for (const name of names) if (isStoredName(name)) yield name;
    },
    localFile: fileOf,
  };
}
