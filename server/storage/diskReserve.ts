/**
 * The one disk policy of DATA_DIR: every writer of a sizeable file (an upload, a tus upload's creation and
 * each of its PATCHes, fetch mode, an import, an ffmpeg rendition, a link-preview card) asks it for room with
 * the size it expects to write before it writes a byte, and gets the same answer.
 *
 * Room for the admin on a full disk. The embedded SQLite file shares DATA_DIR's disk with the
 * uploads; once that disk is full, SQLite cannot write the session row of a login or the WAL frames of a
 * delete, so the admin could neither log in nor delete naats to make room. Two parts keep a way back:
 *
 * - A reserve: a file of DISK_RESERVE_BYTES in DATA_DIR, written (with real bytes, so no file system keeps
 *   it sparse) while there is room. An essential write (login, logout, password change, deletes) that fails
 *   for space deletes the reserve and runs once more in the room it leaves. The reserve is written again
 *   once the disk has room for it and the floor below.
 * - A floor: a write is refused (507 for a request) before a byte is written when the disk's free space,
 *   less the bytes it expects to write, is under twice the reserve, plus the reserve itself while the
 *   reserve file is not in place. So writes never eat the room a released reserve gave back (it is written
 *   again as soon as that room is there), and they stop short of filling the disk in the first place.
 *
 * Other writes (adding or editing a naat without a file, play counts) fail with 507 on a full disk and leave
 * the reserve for the admin. With PostgreSQL the database lives on its own disk: no reserve file is made
 * (a PostgreSQL disk_full answers 507), while the floor still guards DATA_DIR/tmp.
 */
import { randomFillSync } from 'node:crypto';
import { mkdir, open, rm, stat, statfs } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { isStorageFull } from '../common/storageFull';
import { formatBytes } from '../common/bytes';

export const RESERVE_FILE = '.disk-reserve';
const CHUNK = 1024 * 1024;

/**
 * A write the policy refused, before any byte of it: carries ENOSPC's code, so every caller's full-disk
 * handling (507 for a request, a recorded reason for a job, a failed item for an import) treats it as one.
 */
export class NoRoom extends Error {
  override name = 'NoRoom';
  readonly code = 'ENOSPC';
  constructor(what: string, bytes: number, free: number) {
    super(
      `The disk is full (ENOSPC): ${what} needs about ${formatBytes(bytes)} and ${formatBytes(Math.max(0, free))} ` +
        'is free beyond the room kept for logins and deletes.',
    );
  }
}

/** The one sentence for a write that failed for space, whatever wrote it: names ENOSPC as such. */
export const diskFullReason = (error: unknown): string =>
  error instanceof NoRoom ? error.message : 'The disk is full (ENOSPC): no space left on the device.';

/** What a writer needs of the policy: room for `bytes`, or NoRoom. */
export interface RoomCheck {
  /** Resolves when `bytes` fit above the floor; rejects with NoRoom (naming `what`) otherwise. */
  ensureRoom(bytes: number, what: string): Promise<void>;
}

export interface DiskReserve extends RoomCheck {
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
  /**
   * Whether writing `bytes` leaves the floor free, and the reserve's own room while it is not in place
   * (restoring the reserve first when it can).
   */
  roomFor(bytes: number): Promise<boolean>;
  /** Runs an essential write; if it fails for space while the reserve is held, releases it and runs again. */
  essential<T>(work: () => Promise<T>): Promise<T>;
}

export interface DiskReserveOptions {
  dataDir: string;
  /** 0 turns the reserve and the floor off. */
  bytes: number;
  /**
   * Whether to keep the reserve file (SQLite in DATA_DIR); the floor applies either way. An import beside
   * the server keeps it too: either process writes it back, and either gives it up for an essential write.
   */
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

  /** Bytes a write may take: free space less the floor, and less the reserve's room while it is missing. */
  const spare = async (): Promise<number> => {
    if (!enabled) return Number.POSITIVE_INFINITY;
    await reserve.restore();
    const inPlace = !keepFile || (await stat(file).catch(() => null))?.size === bytes;
    held = keepFile && inPlace;
    return (await freeBytes()) - floorBytes - (inPlace ? 0 : bytes);
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
      // Another process sharing DATA_DIR (an import, a second instance) may have written it back meanwhile.
      if (!enabled || !keepFile) return false;
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
      return (await spare()) >= size;
    },
    async ensureRoom(size, what) {
      const free = await spare();
      if (free < size) throw new NoRoom(what, size, free);
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
