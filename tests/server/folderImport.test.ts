import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import type { Engine } from '../../server/db/schema';
import { MAX_DEPTH, importFolder, listFolder } from '../../server/import/folderImport';
import { type ImportTarget, openImportTarget } from '../../server/import/importTarget';
import { createProgress } from '../../server/import/report';
import { storedName } from '../../server/storage/audioStore';
import { ENGINES, emptyPostgresDatabase } from './engines';
import { URDU_RECITER, URDU_TITLE, makeImportFolder, makeTaggedMp3 } from './importFixtures';

let folder: ReturnType<typeof makeImportFolder>;
beforeAll(() => {
  folder = makeImportFolder();
});
afterAll(() => rmSync(folder.root, { recursive: true, force: true }));

const silent = () => {
  const lines: string[] = [];
  return { lines, progress: createProgress({ write: (text: string) => lines.push(text) }, 100) };
};

async function openTarget(
  engine: Engine,
): Promise<{ target: ImportTarget; dataDir: string; done: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-import-test-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
  if (engine === 'postgres') env.DATABASE_URL = await emptyPostgresDatabase();
  const target = await openImportTarget(readConfig(env));
  return {
    target,
    dataDir,
    done: async () => {
      await target.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function storedFiles(target: ImportTarget): Promise<string[]> {
  const names: string[] = [];
  for await (const name of target.store.list()) names.push(name);
  return names.sort();
}

/** Every stored file is played by a naat and every naat's file is stored. */
async function expectNoOrphans(target: ImportTarget) {
  const naats = (await target.repos.naats.list({ offset: 0, limit: 1000 })).items;
  const used = [...new Set(naats.map((naat) => storedName(naat.filePath)))].sort();
  expect(await storedFiles(target)).toEqual(used);
}

describe('listFolder', () => {
  it('walks every folder, sorted, leaving hidden files out', async () => {
    const { files, hidden } = await listFolder(folder.root);
    expect(files.map((file) => path.relative(folder.root, file))).toEqual([
      'Owais Raza Qadri/Tajdar e Haram.mp3',
      'Owais Raza Qadri/broken.mp3',
      'Owais Raza Qadri/sub/Mustafa Jaan e Rehmat.mp3',
      'copy-of-two.mp3',
      'notes.txt',
      'tagged/one.mp3',
      'tagged/two.mp3',
    ]);
    expect(hidden).toBe(1);
  });

  it('names and skips a folder nested too deep and a name that is not UTF-8, and lists the rest', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'naat-import-odd-'));
    try {
      const deep = path.join(
        root,
        ...Array.from({ length: MAX_DEPTH + 1 }, (_, index) => `d${String(index)}`),
      );
      mkdirSync(deep, { recursive: true });
      writeFileSync(path.join(deep, 'too-deep.mp3'), 'x');
      writeFileSync(path.join(root, 'fine.mp3'), 'x');
      // Latin-1 "é" on its own: not UTF-8 text.
      writeFileSync(
        Buffer.concat([Buffer.from(`${root}/caf`), Buffer.from([0xe9]), Buffer.from('.mp3')]),
        'x',
      );
      const { files, unreadable } = await listFolder(root);
      expect(files.map((file) => path.relative(root, file))).toEqual(['fine.mp3']);
      expect(unreadable.map((entry) => entry.reason).sort()).toEqual([
        `The folder is nested more than ${String(MAX_DEPTH)} folders deep; it was skipped.`,
        'The name is not valid UTF-8 text; rename it and import again.',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.each(ENGINES)('folder import on %s', (engine) => {
  it('imports tagged and untagged files, names each failure, and a rerun adds nothing', async () => {
    const { target, done } = await openTarget(engine);
    try {
      const { progress } = silent();
      const summary = await importFolder(target, folder.root, { dryRun: false, progress });
      expect(summary.imported).toBe(4);
      expect(summary.skipped).toBe(1); // copy-of-two.mp3: same bytes as tagged/two.mp3
      expect(summary.failed.map((failure) => failure.source).sort()).toEqual(folder.junk);
      for (const failure of summary.failed) expect(failure.reason).toMatch(/not a supported audio file/);

      const naats = (await target.repos.naats.list({ offset: 0, limit: 100 })).items;
      const byTitle = new Map(naats.map((naat) => [naat.title, naat]));
      expect([...byTitle.keys()].sort()).toEqual(
        ['Mustafa Jaan e Rehmat', 'Tajdar e Haram', 'Ya Nabi', URDU_TITLE].sort(),
      );
      // Tags win; else the folder holding the file and the file name.
      expect(byTitle.get(URDU_TITLE)?.naatKhawan.name).toBe(URDU_RECITER);
      expect(byTitle.get('Ya Nabi')?.naatKhawan.name).toBe('Hafiz Tahir Qadri');
      expect(byTitle.get('Tajdar e Haram')?.naatKhawan.name).toBe('Owais Raza Qadri');
      expect(byTitle.get('Mustafa Jaan e Rehmat')?.naatKhawan.name).toBe('sub');
      // Durations read from the files (2, 3, 4, 2 seconds).
      expect(byTitle.get('Tajdar e Haram')?.duration).toBe(4);
      expect(byTitle.get('Ya Nabi')?.duration).toBe(3);
      expect(summary.reciters.sort()).toEqual(
        ['Hafiz Tahir Qadri', 'Owais Raza Qadri', 'sub', URDU_RECITER].sort(),
      );
      await expectNoOrphans(target);
      expect(await storedFiles(target)).toHaveLength(4);

      const again = await importFolder(target, folder.root, { dryRun: false, progress });
      expect(again).toMatchObject({ imported: 0, skipped: 5, reciters: [] });
      expect(again.failed).toHaveLength(2);
      expect(await target.repos.naats.count()).toBe(4);
      expect((await target.repos.reciters.all()).length).toBe(4);
      await expectNoOrphans(target);
    } finally {
      await done();
    }
  });

  it('attaches name.lrc to name.mp3, reports lyrics it cannot use and .lrc files without audio', async () => {
    const { target, done } = await openTarget(engine);
    const withLyrics = mkdtempSync(path.join(tmpdir(), 'naat-import-lrc-'));
    try {
      makeTaggedMp3(path.join(withLyrics, 'Reciter', 'timed.mp3'), 4, 500);
      writeFileSync(
        path.join(withLyrics, 'Reciter', 'timed.lrc'),
        '\uFEFF[ti:timed]\n[00:00.50]پہلی سطر\n[00:00.50]Pehli satar\n[00:00.50]The first line\n[00:02.00]دوسری\n',
      );
      makeTaggedMp3(path.join(withLyrics, 'Reciter', 'late.mp3'), 2, 600);
      writeFileSync(path.join(withLyrics, 'Reciter', 'late.LRC'), '[00:01.00]one\n[00:09.00]two\n');
      writeFileSync(path.join(withLyrics, 'alone.lrc'), '[00:01.00]nobody sings this\n');

      const summary = await importFolder(target, withLyrics, { dryRun: false, progress: silent().progress });
      expect(summary.imported).toBe(2);
      expect(summary.total).toBe(4);
      expect(summary.failed).toEqual([
        {
          source: path.join('Reciter', 'late.LRC'),
          reason: 'Line 2 starts at 0:09, after the naat ends at 0:02.',
        },
        {
          source: 'alone.lrc',
          reason: 'No audio file of the same name sits beside it, so its lyrics belong to no naat.',
        },
      ]);
      const naats = (await target.repos.naats.list({ offset: 0, limit: 10 })).items;
      const timed = naats.find((naat) => naat.title === 'timed');
      const late = naats.find((naat) => naat.title === 'late');
      expect(timed?.lyrics).toBe('پہلی سطر\nدوسری');
      expect(await target.repos.lyrics.lines(timed?.id ?? 0)).toEqual([
        { start: 500, text: 'پہلی سطر', roman: 'Pehli satar', translation: 'The first line' },
        { start: 2000, text: 'دوسری' },
      ]);
      // Imported without the lyrics it could not use.
      expect(late?.lyrics).toBeNull();
      expect(await target.repos.lyrics.lines(late?.id ?? 0)).toBeNull();
    } finally {
      rmSync(withLyrics, { recursive: true, force: true });
      await done();
    }
  });

  it('matches existing reciters by name, ignoring case', async () => {
    const { target, done } = await openTarget(engine);
    try {
      const existing = await target.repos.reciters.create({ name: 'owais raza qadri', bio: 'kept' });
      await importFolder(target, folder.root, { dryRun: false, progress: silent().progress });
      const naats = (await target.repos.naats.list({ offset: 0, limit: 100 })).items;
      expect(naats.find((naat) => naat.title === 'Tajdar e Haram')?.naatKhawanId).toBe(existing.id);
      expect((await target.repos.reciters.getById(existing.id))?.bio).toBe('kept');
    } finally {
      await done();
    }
  });

  it('--dry-run reports what it would do and changes nothing', async () => {
    const { target, dataDir, done } = await openTarget(engine);
    try {
      const summary = await importFolder(target, folder.root, { dryRun: true, progress: silent().progress });
      expect(summary.imported).toBe(5); // the copy is not known yet: nothing was recorded
      expect(summary.failed).toHaveLength(2);
      expect(summary.reciters).toHaveLength(4);
      expect(await target.repos.naats.count()).toBe(0);
      expect(await target.repos.reciters.all()).toEqual([]);
      expect(await target.repos.catalogueImports.pending()).toEqual([]);
      expect(await storedFiles(target)).toEqual([]);
      expect(
        existsSync(path.join(dataDir, 'tmp'))
          ? readdirSync(path.join(dataDir, 'tmp')).filter((name) => name.startsWith('.tmp-'))
          : [],
      ).toEqual([]);
    } finally {
      await done();
    }
  });

  it('clears what a killed run left (a pending entry and its stored file) and completes', async () => {
    const { target, done } = await openTarget(engine);
    const small = mkdtempSync(path.join(tmpdir(), 'naat-import-small-'));
    try {
      makeTaggedMp3(path.join(small, 'Reciter', 'a.mp3'), 1, 800);
      // What a kill between "file stored" and "row committed" leaves: a pending entry and a stored file no
      // naat plays, here for a source that is no longer in the folder.
      const orphanSource = path.join(small, 'orphan.mp3');
      makeTaggedMp3(orphanSource, 1, 900);
      const first = await importFolder(target, small, { dryRun: false, progress: silent().progress });
      expect(first.imported).toBe(2);
      const orphan = (await target.repos.naats.list({ offset: 0, limit: 10 })).items.find(
        (naat) => naat.title === 'orphan',
      );
      const orphanName = storedName(orphan?.filePath ?? '') as string;
      const entry = (await target.repos.catalogueImports.pending()).length;
      expect(entry).toBe(0);
      // Rewind the orphan to the crashed state: its row gone (the entry goes with it), the file kept, the
      // entry pending again.
      await target.repos.naats.delete(orphan?.id ?? 0);
      await target.repos.catalogueImports.begin({
        sourceKey: 'sha256:crashed',
        storedName: orphanName,
        source: 'orphan.mp3',
        createdAt: new Date().toISOString(),
      });
      rmSync(orphanSource);
      expect(await storedFiles(target)).toContain(orphanName);

      const rerun = await importFolder(target, small, { dryRun: false, progress: silent().progress });
      expect(rerun).toMatchObject({ imported: 0, skipped: 1, recovered: 1 });
      expect(await target.repos.catalogueImports.pending()).toEqual([]);
      expect(await storedFiles(target)).not.toContain(orphanName);
      await expectNoOrphans(target);
    } finally {
      rmSync(small, { recursive: true, force: true });
      await done();
    }
  });
});

describe('progress', () => {
  it('prints a plain line per 100 files off a terminal, and the last count', async () => {
    const { target, done } = await openTarget('sqlite');
    const many = mkdtempSync(path.join(tmpdir(), 'naat-import-many-'));
    try {
      mkdirSync(path.join(many, 'junk'));
      for (let i = 0; i < 205; i += 1) writeFileSync(path.join(many, 'junk', `f${i}.txt`), `junk ${i}`);
      const { lines, progress } = silent();
      const summary = await importFolder(target, many, { dryRun: false, progress });
      expect(summary.failed).toHaveLength(205);
      expect(lines).toEqual([
        '100/205  imported 0, skipped 0, failed 100\n',
        '200/205  imported 0, skipped 0, failed 200\n',
        '205/205  imported 0, skipped 0, failed 205\n',
      ]);
    } finally {
      rmSync(many, { recursive: true, force: true });
      await done();
    }
  });

  it('draws a bar in place on a terminal', () => {
    const written: string[] = [];
    const progress = createProgress({ write: (text: string) => written.push(text), isTTY: true });
    progress.update({
      total: 4,
      imported: 1,
      skipped: 1,
      failed: [],
      recovered: 0,
      reciters: [],
      reciterMatches: [],
      dryRun: false,
    });
    expect(written[0]).toBe(
      `\r[${'#'.repeat(15)}${'.'.repeat(15)}] 2/4  imported 1, skipped 1, failed 0\x1b[K`,
    );
  });
});
