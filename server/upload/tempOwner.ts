/**
 * Who owns a temporary file (so a start can sweep every leftover, whatever its age, when no process owns
 * it). Several processes may write into one DATA_DIR/tmp at once: the instances behind nginx share it, and an
 * import runs beside the server. Each process that writes a temporary file first claims an owner id and holds
 * a lock for it, `.owner-<id>.lock` in that folder, until it exits: an exclusive SQLite lock (through the
 * server's own SQLite driver), that is a POSIX record lock the kernel drops the moment the process dies,
 * kill -9 included, and that the processes of every container on the machine see. Its temporary files are
 * named `.tmp-<id>-<random>`. A sweep removes a file when its owner's lock can be taken: the owner is gone,
 * however recently it wrote. A pid in the name would not do: instances in containers are all pid 1.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openSqliteConnection, type SqliteConnection } from '../db/sqlite/driver';

export const TEMP_PREFIX = '.tmp-';
const OWNER_PREFIX = '.owner-';
const OWNER_SUFFIX = '.lock';
const OWNED_NAME = /^\.tmp-([0-9a-f]{16})-/;
const LOCK_NAME = /^\.owner-([0-9a-f]{16})\.lock$/;
/** Names without an owner come from before owners existed: those go only when this old. */
const UNOWNED_MIN_AGE_MS = 10 * 60 * 1000;

interface Owner {
  id: string;
  lock: SqliteConnection;
}

/** This process's owner per temporary folder. */
const owners = new Map<string, Owner>();

const lockFile = (folder: string, id: string) => path.join(folder, `${OWNER_PREFIX}${id}${OWNER_SUFFIX}`);

function claim(folder: string): Owner {
  const key = path.resolve(folder);
  const existing = owners.get(key);
  if (existing) return existing;
  mkdirSync(key, { recursive: true });
  const id = randomBytes(8).toString('hex');
  const lock = openSqliteConnection(lockFile(key, id));
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    rmSync(lockFile(key, id), { force: true });
    throw error;
  }
  const owner = { id, lock };
  owners.set(key, owner);
  return owner;
}

/** A new temporary file name in `folder`, owned by this process (claiming the folder on first use). */
export function ownedTempPath(folder: string, ext = ''): string {
  const { id } = claim(folder);
  return path.join(path.resolve(folder), `${TEMP_PREFIX}${id}-${randomBytes(12).toString('hex')}${ext}`);
}

/** Gives up this process's owner of `folder` (its files are gone by then): the app's close calls it. */
export function releaseTempOwner(folder: string): void {
  const key = path.resolve(folder);
  const owner = owners.get(key);
  if (!owner) return;
  owners.delete(key);
  owner.lock.close();
  rmSync(lockFile(key, owner.id), { force: true });
}

/**
 * Whether the owner `id` of `ownersFolder` is alive; when it is not, `whileHeld` runs with its lock taken
 * (so no second sweeper races this one) and the lock file goes after.
 */
async function ifOwnerGone(
  ownersFolder: string,
  id: string,
  whileHeld: () => Promise<void>,
): Promise<boolean> {
  const key = path.resolve(ownersFolder);
  if (owners.get(key)?.id === id) return false;
  const file = lockFile(key, id);
  let lock: SqliteConnection;
  try {
    lock = openSqliteConnection(file, { fileMustExist: true, timeout: 0 });
  } catch {
    // No lock file: its owner never got one or is long gone.
    await whileHeld();
    return true;
  }
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch {
    lock.close();
    return false;
  }
  try {
    await whileHeld();
  } finally {
    lock.close();
    rmSync(file, { force: true });
  }
  return true;
}

/**
 * Removes the temporary files in `folder` that no live process owns, whatever their age, and the locks of
 * owners that are gone. `ownersFolder` holds the locks (the temporary folder; it differs when sweeping the
 * audio folder's copies). Answers how many files went.
 */
export async function sweepTemp(folder: string, ownersFolder = folder, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  const byOwner = new Map<string, string[]>();
  const unowned: string[] = [];
  for (const name of names) {
    const lockId = folder === ownersFolder ? LOCK_NAME.exec(name)?.[1] : undefined;
    if (lockId) {
      if (!byOwner.has(lockId)) byOwner.set(lockId, []);
      continue;
    }
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const id = OWNED_NAME.exec(name)?.[1];
    if (id) byOwner.set(id, [...(byOwner.get(id) ?? []), name]);
    else unowned.push(name);
  }
  let removed = 0;
  const remove = async (name: string) => {
    try {
      await rm(path.join(folder, name), { force: true });
      removed += 1;
    } catch {
      // Gone already or not ours to remove: the next sweep tries again.
    }
  };
  for (const [id, files] of byOwner) {
    await ifOwnerGone(ownersFolder, id, async () => {
      for (const name of files) await remove(name);
    });
  }
  for (const name of unowned) {
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info && now - info.mtimeMs >= UNOWNED_MIN_AGE_MS) await remove(name);
  }
  return removed;
}
