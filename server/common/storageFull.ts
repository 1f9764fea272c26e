/**
 * A write refused because a disk is full: the file system (ENOSPC, EDQUOT), SQLite (SQLITE_FULL) or
 * PostgreSQL (class 53100 disk_full). Looked for along the error's `cause` chain too. Kept below every layer:
 * the disk reserve, the ingest worker, the link-preview cards, the import and the HTTP error mapping all ask it.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
