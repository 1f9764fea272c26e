import { describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  bulkReducer,
  rowsToStart,
  statusText,
  summarise,
  titleFromFileName,
  type BulkAction,
  type BulkRow,
} from '../../src/features/admin/bulkRows';

const run = (actions: BulkAction[], rows: BulkRow[] = []): BulkRow[] => actions.reduce(bulkReducer, rows);

const five = run([
  {
    type: 'added',
    files: ['a.mp3', 'b.mp3', 'c.mp3', 'd.mp3', 'Ya_Nabi Salam.mp3'].map((fileName, i) => ({
      id: `r${i}`,
      fileName,
      size: 1000,
    })),
  },
  ...['r0', 'r1', 'r2', 'r3'].map((id): BulkAction => ({
    type: 'tagsRead',
    id,
    tags: { title: `Title ${id}`, artist: 'Reciter' },
  })),
  { type: 'tagsRead', id: 'r4', tags: { title: null, artist: null } },
]);

describe('the bulk-upload rows', () => {
  it('fill title and reciter from the tags, else the title from the file name', () => {
    expect(five.map((row) => [row.title, row.reciter, row.status])).toEqual([
      ['Title r0', 'Reciter', 'ready'],
      ['Title r1', 'Reciter', 'ready'],
      ['Title r2', 'Reciter', 'ready'],
      ['Title r3', 'Reciter', 'ready'],
      ['Ya Nabi Salam', '', 'ready'],
    ]);
    expect(titleFromFileName('folder/naat.final.m4a')).toBe('naat.final');
    expect(titleFromFileName('.mp3')).toBe('.mp3');
  });

  it('queue only complete rows, and name the field a row still needs', () => {
    const rows = run([{ type: 'uploadAll' }], five);
    expect(rows.map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'queued', 'ready']);
    expect(rows[4]?.problem).toBe('reciter');
    const fixed = run([{ type: 'reciterForAll', reciter: 'Someone' }, { type: 'uploadAll' }], rows);
    expect(fixed[4]).toMatchObject({ reciter: 'Someone', status: 'queued', problem: null });
    // Rows that had a reciter keep it.
    expect(fixed[0]?.reciter).toBe('Reciter');
  });

  it('start three at a time, and the next one when one finishes', () => {
    let rows = run([{ type: 'uploadAll' }, { type: 'edited', id: 'r4', field: 'reciter', value: 'X' }], five);
    rows = run([{ type: 'retry', id: 'r4' }], rows);
    expect(rowsToStart(rows).map((row) => row.id)).toEqual(['r0', 'r1', 'r2']);
    rows = run(
      rowsToStart(rows).map((row): BulkAction => ({ type: 'started', id: row.id })),
      rows,
    );
    expect(rowsToStart(rows)).toEqual([]);
    rows = run([{ type: 'succeeded', id: 'r1', message: 'Added' }], rows);
    expect(rowsToStart(rows).map((row) => row.id)).toEqual(['r3']);
  });

  it('a dropped connection keeps the fields fixed and resumes; a refusal lets them change', () => {
    let rows = run(
      [{ type: 'uploadAll' }, { type: 'started', id: 'r0' }, { type: 'started', id: 'r1' }],
      five,
    );
    rows = run(
      [
        { type: 'progress', id: 'r0', sent: 400 },
        { type: 'failed', id: 'r0', message: BULK_MESSAGES.lost, resumable: true },
        { type: 'failed', id: 'r1', message: 'The file is not a supported audio file.', resumable: false },
        { type: 'edited', id: 'r0', field: 'title', value: 'Changed' },
        { type: 'edited', id: 'r1', field: 'title', value: 'Changed' },
      ],
      rows,
    );
    expect(statusText(rows[0] as BulkRow)).toBe(`Failed: ${BULK_MESSAGES.lost}`);
    expect(rows[0]).toMatchObject({ title: 'Title r0', sent: 400 });
    expect(rows[1]?.title).toBe('Changed');
    expect(summarise(rows)).toMatchObject({ failed: 2, done: 0 });
    rows = run(
      [
        { type: 'retry', id: 'r0' },
        { type: 'retry', id: 'r1' },
      ],
      rows,
    );
    // The resumed one keeps what the server already has; the refused one starts over.
    expect(rows.slice(0, 2).map((row) => [row.status, row.sent])).toEqual([
      ['queued', 400],
      ['queued', 0],
    ]);
  });

  it('say what each row is doing', () => {
    const rows = run(
      [
        { type: 'uploadAll' },
        { type: 'started', id: 'r0' },
        { type: 'progress', id: 'r0', sent: 250 },
        { type: 'started', id: 'r1' },
        { type: 'checking', id: 'r1' },
      ],
      five,
    );
    expect(rows.slice(0, 3).map(statusText)).toEqual([
      'Uploading 25%',
      'Checking the audio...',
      'Waiting...',
    ]);
  });

  it('leave a row on its way in the list when asked to remove it', () => {
    const rows = run([{ type: 'uploadAll' }, { type: 'started', id: 'r0' }], five);
    expect(run([{ type: 'removed', id: 'r0' }], rows)).toHaveLength(5);
    expect(run([{ type: 'removed', id: 'r4' }], rows)).toHaveLength(4);
  });
});
