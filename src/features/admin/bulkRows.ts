/**
 * The bulk-upload screen's state: one row per picked file, from its tags to its result. Pure (a reducer and
 * a few selectors), so the queue's rules are tested without a browser; BulkUpload.tsx runs the uploads.
 */
import type { ReciterNameMatch, ReciterRef } from '../../api/adminApi';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import type { AudioTags } from './audioTags';
import { messageTable } from './messageTable';

/** Files sent at once: enough to keep the line busy, few enough that each shows steady progress. */
export const PARALLEL_UPLOADS = 3;

export type RowStatus = 'reading' | 'ready' | 'queued' | 'uploading' | 'checking' | 'done' | 'failed';

export interface BulkRow {
  id: string;
  fileName: string;
  size: number;
  title: string;
  reciter: string;
  status: RowStatus;
  sent: number;
  /** What went wrong (failed), or what was added (done). */
  message: string | null;
  /**
   * After a failure: the server still holds the bytes that arrived, so a retry sends only the rest and the
   * title and reciter (fixed when the upload began) cannot change. False once the server refused the file.
   */
  resumable: boolean;
  /** The field the admin must fix before this row can go. */
  problem: 'title' | 'reciter' | null;
  /** What the server said the reciter name stands for; it holds only while `name` is the row's name. */
  match: RowMatch | null;
  /** The admin's answer to a name like existing reciters': attach to one (its id) or create it (`new`). */
  choice: ReciterChoice | null;
}

/** A name check's outcome, for the name (nameKey) it was made for. */
export type RowMatch = { name: string } & ({ found: ReciterNameMatch } | { error: string });

export type ReciterChoice = number | 'new';

/** The key rows are grouped by and matches are kept under: the server's own (trimmed, NFC, case folded). */
export const nameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en');

export const BULK_MESSAGES = messageTable({
  title: 'admin.bulk.titleMissing',
  reciter: 'admin.bulk.reciterMissing',
  lost: 'admin.bulk.lost',
});

/** A file name without its folder and extension, underscores and dashes as spaces: "Ya_Nabi-Salam.mp3". */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim() || base;
}

export type BulkAction =
  | { type: 'added'; files: { id: string; fileName: string; size: number }[] }
  | { type: 'tagsRead'; id: string; tags: AudioTags }
  | { type: 'edited'; id: string; field: 'title' | 'reciter'; value: string }
  | { type: 'removed'; id: string }
  | { type: 'reciterForAll'; reciter: string }
  | { type: 'uploadAll' }
  | { type: 'retry'; id: string }
  | { type: 'started'; id: string }
  | { type: 'progress'; id: string; sent: number }
  | { type: 'checking'; id: string }
  | { type: 'succeeded'; id: string; message: string }
  | { type: 'failed'; id: string; message: string; resumable: boolean }
  | { type: 'nameMatched'; name: string; match: ReciterNameMatch }
  | { type: 'nameCheckFailed'; name: string; message: string }
  /** The admin's choice for one row. */
  | { type: 'reciterChosen'; id: string; choice: ReciterChoice }
  /** The choice of row `id`, for every row (that can still change) carrying the same reciter name. */
  | { type: 'reciterChosenForName'; id: string };

/** Title and reciter may change until the upload begins, and again once the server refused the file. */
export const isEditable = (row: BulkRow): boolean =>
  row.status === 'ready' || (row.status === 'failed' && !row.resumable);

/** A row leaves the list unless it is on its way (a failed one's partial is swept by the server later). */
export const isRemovable = (row: BulkRow): boolean =>
  !['queued', 'uploading', 'checking'].includes(row.status);

const problemOf = (row: Pick<BulkRow, 'title' | 'reciter'>): BulkRow['problem'] =>
  row.title.trim() === '' ? 'title' : row.reciter.trim() === '' ? 'reciter' : null;

/** The row's name check, when it was made for the name the row now carries. */
export function currentMatch(row: BulkRow): RowMatch | null {
  return row.match !== null && row.match.name === nameKey(row.reciter) ? row.match : null;
}

/**
 * Whether the row waits for the server to say what its reciter name stands for: a row that can still
 * change and names a reciter goes only once the answer (and any choice it brings) is on the screen.
 */
export const awaitsNameCheck = (row: BulkRow): boolean =>
  isEditable(row) && row.reciter.trim() !== '' && currentMatch(row) === null;

/** The distinct reciter names the server must still be asked about, as first written. */
export function namesToCheck(rows: BulkRow[]): string[] {
  const names = new Map<string, string>();
  for (const row of rows) {
    const key = nameKey(row.reciter);
    if (awaitsNameCheck(row) && !names.has(key)) names.set(key, row.reciter.trim());
  }
  return [...names.values()];
}

/** The existing reciters the row's name is like, when it is no reciter's own name; else empty. */
export function similarOf(row: BulkRow): ReciterRef[] {
  const match = currentMatch(row);
  if (!match || !('found' in match) || match.found.exact) return [];
  return match.found.similar;
}

/** What goes for a row with a like name: the admin's choice, else attach to the closest reciter. */
export function chosenReciter(row: BulkRow): ReciterChoice | null {
  const similar = similarOf(row);
  const closest = similar[0];
  if (!closest) return null;
  const { choice } = row;
  if (choice === 'new' || similar.some((reciter) => reciter.id === choice)) return choice;
  return closest.id;
}

/** The upload's reciter fields besides the name: the chosen reciter's id, or `new`; none without a choice. */
export function reciterFields(row: BulkRow): { reciterId?: number; reciterMatch?: 'new' } {
  const chosen = chosenReciter(row);
  if (chosen === null) return {};
  return chosen === 'new' ? { reciterMatch: 'new' } : { reciterId: chosen };
}

/** The other rows that can still change and carry the same reciter name but another choice. */
export function sameNameRowsChoosingOtherwise(rows: BulkRow[], row: BulkRow): BulkRow[] {
  const key = nameKey(row.reciter);
  const chosen = chosenReciter(row);
  return rows.filter(
    (other) =>
      other.id !== row.id &&
      isEditable(other) &&
      nameKey(other.reciter) === key &&
      similarOf(other).length > 0 &&
      chosenReciter(other) !== chosen,
  );
}

/**
 * Queues a row when its fields are complete and its reciter name was checked; otherwise marks the field to
 * fix. A name whose check failed is asked again (the row goes on the next Upload all).
 */
function queue(row: BulkRow): BulkRow {
  if (row.status === 'failed' && row.resumable) return { ...row, status: 'queued', message: null };
  const problem = problemOf(row);
  if (problem) return { ...row, problem };
  const match = currentMatch(row);
  if (match === null) return row;
  if ('error' in match) return { ...row, match: null };
  return { ...row, status: 'queued', sent: 0, message: null, problem: null };
}

/** A new reciter name drops a choice made for the old one. */
const withReciter = (row: BulkRow, reciter: string): BulkRow => ({
  ...row,
  reciter,
  problem: null,
  choice: nameKey(reciter) === nameKey(row.reciter) ? row.choice : null,
});

const update = (rows: BulkRow[], id: string, change: (row: BulkRow) => BulkRow): BulkRow[] =>
  rows.map((row) => (row.id === id ? change(row) : row));

export function bulkReducer(rows: BulkRow[], action: BulkAction): BulkRow[] {
  switch (action.type) {
    case 'added':
      return [
        ...rows,
        ...action.files.map((file): BulkRow => ({
          ...file,
          title: titleFromFileName(file.fileName),
          reciter: '',
          status: 'reading',
          sent: 0,
          message: null,
          resumable: false,
          problem: null,
          match: null,
          choice: null,
        })),
      ];
    case 'tagsRead':
      return update(rows, action.id, (row) =>
        row.status !== 'reading'
          ? row
          : {
              ...row,
              title: action.tags.title ?? row.title,
              reciter: action.tags.artist ?? row.reciter,
              status: 'ready',
              choice: null,
            },
      );
    case 'edited':
      return update(rows, action.id, (row) =>
        !isEditable(row)
          ? row
          : action.field === 'reciter'
            ? withReciter(row, action.value)
            : { ...row, title: action.value, problem: null },
      );
    case 'removed':
      return rows.filter((row) => row.id !== action.id || !isRemovable(row));
    case 'reciterForAll':
      return rows.map((row) =>
        isEditable(row) && row.reciter.trim() === '' ? withReciter(row, action.reciter) : row,
      );
    case 'uploadAll':
      return rows.map((row) => (row.status === 'ready' ? queue(row) : row));
    case 'retry':
      return update(rows, action.id, (row) => (row.status === 'failed' ? queue(row) : row));
    case 'started':
      return update(rows, action.id, (row) => ({ ...row, status: 'uploading' }));
    case 'progress':
      return update(rows, action.id, (row) => ({ ...row, sent: action.sent }));
    case 'checking':
      return update(rows, action.id, (row) => ({ ...row, status: 'checking', sent: row.size }));
    case 'succeeded':
      return update(rows, action.id, (row) => ({
        ...row,
        status: 'done',
        sent: row.size,
        message: action.message,
        resumable: false,
      }));
    case 'failed':
      return update(rows, action.id, (row) => ({
        ...row,
        status: 'failed',
        message: action.message,
        resumable: action.resumable,
      }));
    case 'nameMatched':
    case 'nameCheckFailed': {
      const key = nameKey(action.name);
      const match: RowMatch =
        action.type === 'nameMatched'
          ? { name: key, found: action.match }
          : { name: key, error: action.message };
      // Rows already on their way keep what they were sent with.
      return rows.map((row) => (isEditable(row) && nameKey(row.reciter) === key ? { ...row, match } : row));
    }
    case 'reciterChosen':
      return update(rows, action.id, (row) => (isEditable(row) ? { ...row, choice: action.choice } : row));
    case 'reciterChosenForName': {
      const from = rows.find((row) => row.id === action.id);
      const choice = from ? chosenReciter(from) : null;
      if (!from || choice === null) return rows;
      const others = new Set(sameNameRowsChoosingOtherwise(rows, from).map((row) => row.id));
      return rows.map((row) => (others.has(row.id) ? { ...row, choice } : row));
    }
  }
}

/** The queued rows to start now, oldest first, keeping at most `limit` uploads running. */
export function rowsToStart(rows: BulkRow[], limit = PARALLEL_UPLOADS): BulkRow[] {
  const running = rows.filter((row) => row.status === 'uploading' || row.status === 'checking').length;
  return rows.filter((row) => row.status === 'queued').slice(0, Math.max(0, limit - running));
}

export interface BulkSummary {
  total: number;
  done: number;
  failed: number;
  busy: boolean;
}

export function summarise(rows: BulkRow[]): BulkSummary {
  return {
    total: rows.length,
    done: rows.filter((row) => row.status === 'done').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    busy: rows.some((row) => ['queued', 'uploading', 'checking'].includes(row.status)),
  };
}

/** What the row's status line says. */
export function statusText(row: BulkRow): string {
  switch (row.status) {
    case 'reading':
      return t('admin.bulk.reading');
    case 'ready': {
      const match = currentMatch(row);
      if (awaitsNameCheck(row)) return t('admin.bulk.checkingName');
      if (match && 'error' in match) return t('admin.bulk.nameCheckFailed', { message: match.error });
      return t('admin.bulk.ready');
    }
    case 'queued':
      return t('admin.bulk.waiting');
    case 'uploading':
      return t('admin.bulk.uploading', {
        percent: formatNumber(row.size > 0 ? Math.floor((100 * row.sent) / row.size) : 0),
      });
    case 'checking':
      return t('admin.bulk.checking');
    case 'done':
      return row.message ?? t('admin.bulk.added');
    case 'failed':
      return t('admin.bulk.failed', { message: row.message ?? t('admin.bulk.unknownError') });
  }
}
