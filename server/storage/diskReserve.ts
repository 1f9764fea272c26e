/**
 * Room for the admin on a full disk. The embedded SQLite file shares DATA_DIR's disk with the
 * uploads; once that disk is full, SQLite cannot write the session row of a login or the WAL frames of a
 * delete, so the admin could neither log in nor delete naats to make room. Two parts keep a way back:
 *
 * - A reserve: a file of DISK_RESERVE_BYTES in DATA_DIR, written (with real bytes, so no file system keeps
 *   it sparse) while there is room. An essential write (login, logout, password change, deletes) that fails
 *   for space deletes the reserve and runs once more in the room it leaves. The reserve is written again
 *   once the disk has room for it and the floor below.
 * - A floor: an upload is refused with 507 before a byte is received when the disk's free space, less the
 *   upload's declared length, is under twice the reserve. So uploads never eat the room a released reserve
 *   gave back, and they stop short of filling the disk in the first place.
 *
 * Other writes (adding or editing a naat without a file, play counts) fail with 507 on a full disk and leave
 * the reserve for the admin. With PostgreSQL the database lives on its own disk: no reserve file is made
 * (a PostgreSQL disk_full answers 507), while the floor still guards DATA_DIR/tmp.
 */
import { randomFillSync } from 'node:crypto';
import { mkdir, open, rm, stat, statfs } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { isStorageFull } from '../http/errors';

export const RESERVE_FILE = '.disk-reserve';
/** DISK_RESERVE_BYTES' default: room for thousands of logins and deletes. */
export const DEFAULT_RESERVE_BYTES = 16 * 1024 * 1024;
const CHUNK = 1024 * 1024;

export interface DiskReserve {
  /** The reserve's path (DATA_DIR/.disk-reserve). */
  readonly file: string;
  /** Uploads need this much free space left after them. */
  readonly floorBytes: number;
  /** Whether the reserve file is in place right now. */
  held(): boolean;
  /** Writes the reserve if it is missing and the disk has room for it and the floor. */
  restore(): Promise<void>;
  /** Deletes the reserve; true when there was one to give back. Synchronous: it runs on a failed write. */
  release(): boolean;
  /** Free bytes on DATA_DIR's file system (what an unprivileged process may use). */
  freeBytes(): Promise<number>;
  /** Whether an upload of `bytes` leaves the floor free (restoring the reserve first when it can). */
  roomFor(bytes: number): Promise<boolean>;
  /** Runs an essential write; if it fails for space while the reserve is held, releases it and runs again. */
  essential<T>(work: () => Promise<T>): Promise<T>;
}

export interface DiskReserveOptions {
  dataDir: string;
  /** 0 turns the reserve and the floor off. */
  bytes: number;
  /** Whether to keep the reserve file (SQLite in DATA_DIR); the floor applies either way. */
  keepFile: boolean;
  warn: (message: string) => void;
}

export function createDiskReserve(options: DiskReserveOptions): DiskReserve {
  const { dataDir, bytes, keepFile, warn } = options;
  const file = path.join(dataDir, RESERVE_FILE);
  const enabled = bytes > 0;
  const floorBytes = enabled ? 2 * bytes : 0;
  let held = false;
  let restoring: Promise<void> | null = null;

  const freeBytes = async () => {
    try {
      const info = await statfs(dataDir);
      return info.bavail * info.bsize;
    } catch {
      // DATA_DIR not made yet (PostgreSQL and S3 need it only for uploads): nothing to judge by.
      return Number.POSITIVE_INFINITY;
    }
  };

  const write = async () => {
    await mkdir(dataDir, { recursive: true });
    const existing = await stat(file).catch(() => null);
    if (existing?.size === bytes) {
      held = true;
      return;
    }
    if ((await freeBytes()) + (existing?.size ?? 0) < bytes + floorBytes) return;
    const handle = await open(file, 'w', 0o600);
    try {
      const chunk = Buffer.alloc(CHUNK);
      for (let written = 0; written < bytes; written += CHUNK) {
        // Random bytes: a compressing or deduplicating file system would not keep zeros on disk.
        randomFillSync(chunk);
        await handle.write(chunk, 0, Math.min(CHUNK, bytes - written));
      }
      await handle.sync();
      held = true;
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(file, { force: true });
      if (!isStorageFull(error)) throw error;
      return;
    }
    await handle.close();
  };

  const reserve: DiskReserve = {
    file,
    floorBytes,
    held: () => held,
    restore() {
      if (!enabled || !keepFile || held) return Promise.resolve();
      restoring ??= write()
        .catch((error: unknown) =>
          warn(`Could not write the disk reserve ${file}: ${(error as Error).message}`),
        )
        .finally(() => (restoring = null));
      return restoring;
    },
    release() {
      if (!held) return false;
      held = false;
      try {
        unlinkSync(file);
        warn(`The disk is full: released the ${bytes}-byte reserve (${file}) for an essential write`);
        return true;
      } catch {
        return false;
      }
    },
    freeBytes,
    async roomFor(size) {
      if (!enabled) return true;
      await reserve.restore();
      return (await freeBytes()) - size >= floorBytes;
    },
    async essential(work) {
      try {
        return await work();
      } catch (error) {
        if (!isStorageFull(error) || !reserve.release()) throw error;
        return work();
      }
    },
  };
  return reserve;
}
