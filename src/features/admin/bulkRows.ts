/**
 * The bulk-upload screen's state: one row per picked file, from its tags to its result. Pure (a reducer and
 * a few selectors), so the queue's rules are tested without a browser; BulkUpload.tsx runs the uploads.
 */
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
}

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
  | { type: 'failed'; id: string; message: string; resumable: boolean };

/** Title and reciter may change until the upload begins, and again once the server refused the file. */
export const isEditable = (row: BulkRow): boolean =>
  row.status === 'ready' || (row.status === 'failed' && !row.resumable);

/** A row leaves the list unless it is on its way (a failed one's partial is swept by the server later). */
export const isRemovable = (row: BulkRow): boolean =>
  !['queued', 'uploading', 'checking'].includes(row.status);

const problemOf = (row: Pick<BulkRow, 'title' | 'reciter'>): BulkRow['problem'] =>
  row.title.trim() === '' ? 'title' : row.reciter.trim() === '' ? 'reciter' : null;

/** Queues a row when its fields are complete; otherwise marks the field to fix. */
function queue(row: BulkRow): BulkRow {
  if (row.status === 'failed' && row.resumable) return { ...row, status: 'queued', message: null };
  const problem = problemOf(row);
  if (problem) return { ...row, problem };
  return { ...row, status: 'queued', sent: 0, message: null, problem: null };
}

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
            },
      );
    case 'edited':
      return update(rows, action.id, (row) =>
        isEditable(row) ? { ...row, [action.field]: action.value, problem: null } : row,
      );
    case 'removed':
      return rows.filter((row) => row.id !== action.id || !isRemovable(row));
    case 'reciterForAll':
      return rows.map((row) =>
        isEditable(row) && row.reciter.trim() === ''
          ? { ...row, reciter: action.reciter, problem: null }
          : row,
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
    case 'ready':
      return t('admin.bulk.ready');
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
