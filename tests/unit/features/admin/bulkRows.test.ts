import { describe, expect, it } from 'vitest';
import type { ReciterNameMatch } from '../../../../src/api/adminApi';
import {
  BULK_MESSAGES,
  awaitsNameCheck,
  bulkReducer,
  chosenReciter,
  namesToCheck,
  reciterFields,
  rowsToStart,
  sameNameRowsChoosingOtherwise,
  similarOf,
  statusText,
  summarise,
  titleFromFileName,
  type BulkAction,
  type BulkRow,
} from '../../../../src/features/admin/bulkRows';
import { bulkMetadata } from '../../../../src/features/admin/bulkSend';

/** The server's answer for a name that is nobody's and like nobody's. */
const NO_MATCH: ReciterNameMatch = { exact: null, similar: [] };

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
  { type: 'nameMatched', name: 'Reciter', match: NO_MATCH },
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
    const fixed = run(
      [
        { type: 'reciterForAll', reciter: 'Someone' },
        { type: 'nameMatched', name: 'someone', match: NO_MATCH },
        { type: 'uploadAll' },
      ],
      rows,
    );
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

const OWAIS = { id: 3, name: 'Owais Raza Qadri' };
const AWAIS = { id: 9, name: 'Awais Qadri Sahib' };

/** Four files: two tagged "Awais Qadri", one "awais qadri ", one "Owais Raza Qadri". */
const tagged = run([
  {
    type: 'added',
    files: ['a.mp3', 'b.mp3', 'c.mp3', 'd.mp3'].map((fileName, i) => ({ id: `n${i}`, fileName, size: 10 })),
  },
  ...['Awais Qadri', 'Awais Qadri', 'awais qadri ', 'Owais Raza Qadri'].map((artist, i): BulkAction => ({
    type: 'tagsRead',
    id: `n${i}`,
    tags: { title: `T${i}`, artist },
  })),
]);
const matched = run(
  [
    { type: 'nameMatched', name: 'Awais Qadri', match: { exact: null, similar: [OWAIS, AWAIS] } },
    { type: 'nameMatched', name: 'Owais Raza Qadri', match: { exact: OWAIS, similar: [] } },
  ],
  tagged,
);

describe("a reciter name like existing reciters' in the bulk upload", () => {
  it('is asked about once per name, and no row goes before the answer is there', () => {
    expect(namesToCheck(tagged)).toEqual(['Awais Qadri', 'Owais Raza Qadri']);
    expect(tagged.map(awaitsNameCheck)).toEqual([true, true, true, true]);
    expect(statusText(tagged[0] as BulkRow)).toBe("Checking the reciter's name...");
    expect(run([{ type: 'uploadAll' }], tagged).map((row) => row.status)).toEqual([
      'ready',
      'ready',
      'ready',
      'ready',
    ]);
    expect(namesToCheck(matched)).toEqual([]);
    expect(matched.map((row) => similarOf(row).length)).toEqual([2, 2, 2, 0]);
    expect(statusText(matched[0] as BulkRow)).toBe('Ready');
  });

  it('attaches to the closest reciter unless the admin chooses another one or a new reciter', () => {
    expect(matched.map(chosenReciter)).toEqual([3, 3, 3, null]);
    expect(matched.map(reciterFields)).toEqual([{ reciterId: 3 }, { reciterId: 3 }, { reciterId: 3 }, {}]);
    const chosen = run(
      [
        { type: 'reciterChosen', id: 'n0', choice: 'new' },
        { type: 'reciterChosen', id: 'n1', choice: 9 },
      ],
      matched,
    );
    expect(chosen.map(reciterFields)).toEqual([
      { reciterMatch: 'new' },
      { reciterId: 9 },
      { reciterId: 3 },
      {},
    ]);
    // What was chosen is what goes, and the row keeps it while it is sent.
    const sent = run([{ type: 'uploadAll' }, { type: 'started', id: 'n0' }], chosen);
    expect(sent.map((row) => row.status)).toEqual(['uploading', 'queued', 'queued', 'queued']);
    expect(reciterFields(sent[0] as BulkRow)).toEqual({ reciterMatch: 'new' });
    expect(run([{ type: 'reciterChosen', id: 'n0', choice: 3 }], sent)[0]?.choice).toBe('new');
  });

  it("applies one row's choice to every row with the same name, whatever its letter case", () => {
    const chosen = run([{ type: 'reciterChosen', id: 'n2', choice: 'new' }], matched);
    expect(sameNameRowsChoosingOtherwise(chosen, chosen[2] as BulkRow).map((row) => row.id)).toEqual([
      'n0',
      'n1',
    ]);
    const all = run([{ type: 'reciterChosenForName', id: 'n2' }], chosen);
    expect(all.map(chosenReciter)).toEqual(['new', 'new', 'new', null]);
    expect(sameNameRowsChoosingOtherwise(all, all[2] as BulkRow)).toEqual([]);
  });

  it('asks again about a changed name, and forgets the choice made for the old one', () => {
    const chosen = run([{ type: 'reciterChosen', id: 'n0', choice: 'new' }], matched);
    const edited = run([{ type: 'edited', id: 'n0', field: 'reciter', value: 'Awais Qadri Attari' }], chosen);
    expect(awaitsNameCheck(edited[0] as BulkRow)).toBe(true);
    expect(namesToCheck(edited)).toEqual(['Awais Qadri Attari']);
    expect(reciterFields(edited[0] as BulkRow)).toEqual({});
    // Back to the old name: its answer still holds, the choice is the default again.
    const back = run([{ type: 'edited', id: 'n0', field: 'reciter', value: 'Awais Qadri' }], edited);
    expect(awaitsNameCheck(back[0] as BulkRow)).toBe(false);
    expect(reciterFields(back[0] as BulkRow)).toEqual({ reciterId: 3 });
  });

  it('says when a name could not be checked, and asks again on Upload all', () => {
    const failed = run(
      [
        { type: 'nameMatched', name: 'Owais Raza Qadri', match: { exact: OWAIS, similar: [] } },
        { type: 'nameCheckFailed', name: 'awais qadri', message: 'Server down' },
      ],
      tagged,
    );
    expect(statusText(failed[0] as BulkRow)).toBe(
      "The reciter's name could not be checked (Server down). Press Upload all to try again.",
    );
    const again = run([{ type: 'uploadAll' }], failed);
    expect(again.map((row) => row.status)).toEqual(['ready', 'ready', 'ready', 'queued']);
    expect(namesToCheck(again)).toEqual(['Awais Qadri']);
  });

  it('sends the choice as tus metadata', () => {
    const file = { name: 'a.mp3', type: 'audio/mpeg' };
    expect(bulkMetadata(file, { title: 'T', reciter: 'Awais Qadri', reciterId: 3 })).toEqual({
      filename: 'a.mp3',
      filetype: 'audio/mpeg',
      title: 'T',
      reciter: 'Awais Qadri',
      reciterId: '3',
    });
    expect(bulkMetadata(file, { title: 'T', reciter: 'Awais Qadri', reciterMatch: 'new' })).toMatchObject({
      reciterMatch: 'new',
    });
    expect(Object.keys(bulkMetadata(file, { title: 'T', reciter: 'R' }))).toEqual([
      'filename',
      'filetype',
      'title',
      'reciter',
    ]);
  });
});
