import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories';
import { openSqliteConnection } from '../../server/db/sqlite/driver';
import { migrate } from '../../server/db/sqlite/migrations';
import { createTestDatabase, TEST_DATABASE_URL } from './engines';

/** Migration 50 indexes every existing row again with the folded spellings, on both engines. */
describe('upgrading to folded search (migration 50)', () => {
  it('SQLite: rows indexed by the old rules are found by other spellings after the upgrade', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-search50-'));
    const old = openSqliteConnection(path.join(dataDir, SQLITE_FILE));
    migrate(old, 4);
    old.exec(`INSERT INTO naatkhawans (id, name, urdu_name, created_at) VALUES (1, 'Owais Raza', 'اویس رضا', '2024-01-01');
      INSERT INTO naats (id, title, urdu_title, file_path, created_at, naatkhawan_id, initial, play_count)
        VALUES (7, 'Tajdar-e-Haram', 'تاجدارِ حرم', '/Audio/x.mp3', '2024-01-01', 1, 'T', 3),
               (8, 'Shah-e-Madina', null, '/Audio/x.mp3', '2024-01-01', 1, 'S', 1);
      INSERT INTO naats_fts (rowid, doc) VALUES (7, 'tajdar-e-haram\nowais raza'), (8, 'shah-e-madina\nowais raza');
      INSERT INTO naatkhawans_fts (rowid, doc) VALUES (1, 'owais raza\nاویس رضا');`);
    old.close();
    const database = await openDatabase({ url: null, dataDir });
    try {
      const { naats, reciters } = createRepositories(database);
      const titles = async (q: string) =>
        (await naats.list({ offset: 0, limit: 5 }, q)).items.map((n) => n.title);
      expect(await titles('taajdaar e haram')).toEqual(['Tajdar-e-Haram']);
      expect(await titles('madinah')).toEqual(['Shah-e-Madina']);
      expect(await titles('تاجدار')).toEqual(['Tajdar-e-Haram']);
      expect(await titles('sh')).toEqual(['Shah-e-Madina']);
      expect((await reciters.list({ offset: 0, limit: 5 }, 'uwais')).items.map((r) => r.name)).toEqual([
        'Owais Raza',
      ]);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(TEST_DATABASE_URL)(
    'PostgreSQL: the same upgrade fills the new columns for existing rows',
    async () => {
      const { url, drop } = await createTestDatabase();
      try {
        const first = await openDatabase({ url, dataDir: tmpdir() });
        const repos = createRepositories(first);
        const reciter = await repos.reciters.create({ name: 'Owais Raza', urduName: 'اویس رضا' });
        await repos.naats.create({
          title: 'Tajdar-e-Haram',
          filePath: '/Audio/x.mp3',
          naatKhawanId: reciter.id,
        });
        // Back to how a database before migration 50 looked: old text, no ranked columns, 50 not applied.
        await sql`ALTER TABLE naats DROP COLUMN search_title, DROP COLUMN search_reciter`.execute(first.db);
        await sql`UPDATE naats SET search_doc = 'tajdar-e-haram', search_grams = '{}'`.execute(first.db);
        await sql`UPDATE naatkhawans SET search_doc = 'owais raza'`.execute(first.db);
        await sql`DELETE FROM migrations WHERE version = 50`.execute(first.db);
        await first.close();

        const upgraded = await openDatabase({ url, dataDir: tmpdir() });
        try {
          const { naats, reciters } = createRepositories(upgraded);
          const titles = async (q: string) =>
            (await naats.list({ offset: 0, limit: 5 }, q)).items.map((n) => n.title);
          expect(await titles('tajdare haram')).toEqual(['Tajdar-e-Haram']);
          expect(await titles('uwais')).toEqual(['Tajdar-e-Haram']);
          expect(await titles('ta')).toEqual(['Tajdar-e-Haram']);
          expect((await reciters.list({ offset: 0, limit: 5 }, 'اویس')).items).toHaveLength(1);
        } finally {
          await upgraded.close();
        }
      } finally {
        await drop();
      }
    },
  );
});

/**
 * Migration 190 indexes every existing row again: exact forms for ranking, the reciter's Urdu name, lyric
 * lines and their transliteration, Urdu word endings. Set up through the current code, then taken back to how
 * a database before 190 looked (no new columns, the old text), then opened again.
 */
describe.each(TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'])(
  'upgrading to exact ranking and lyric search (migration 190, %s)',
  (engine) => {
    it('finds existing naats by their lyrics, Urdu endings and the Urdu name, the word as written first', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-search190-'));
      const created = engine === 'postgres' ? await createTestDatabase() : null;
      const url = created?.url ?? null;
      try {
        const first = await openDatabase({ url, dataDir });
        const repos = createRepositories(first);
        const reciter = await repos.reciters.create({ name: 'Hafiz Bilal', urduName: 'حافظ بلال' });
        const add = (title: string, urduTitle: string | null, playCount: number) =>
          repos.naats.create({
            title,
            urduTitle,
            filePath: '/Audio/x.mp3',
            naatKhawanId: reciter.id,
            playCount,
          });
        await add('Balaghal Ula', null, 100);
        await add('Ilahi Teri Chaukhat', 'الٰہی تیری چوکھٹ', 1);
        const lyric = await add('Kaabe Ki Ronaq', 'کعبے کی رونق', 5);
        await repos.lyrics.put(
          lyric.id,
          [{ start: null, text: 'شمعِ بزمِ ہدایت', roman: 'Shama-e-bazm-e-hidayat' }],
          '2024-01-01',
        );
        await sql`UPDATE naats SET lyrics = 'شمعِ بزمِ ہدایت' WHERE id = ${lyric.id}`.execute(first.db);
        // Back to before migration 190: none of its columns, the search text as the older rules wrote it.
        await sql`ALTER TABLE naats DROP COLUMN search_lyrics`.execute(first.db);
        await sql`ALTER TABLE naats DROP COLUMN search_title_exact`.execute(first.db);
        await sql`ALTER TABLE naats DROP COLUMN search_reciter_exact`.execute(first.db);
        await sql`ALTER TABLE naats DROP COLUMN search_lyrics_exact`.execute(first.db);
        await sql`UPDATE naats SET search_reciter = ' hafaz bilal '`.execute(first.db);
        await sql`DELETE FROM migrations WHERE version = 190`.execute(first.db);
        await first.close();

        const upgraded = await openDatabase({ url, dataDir });
        try {
          const { naats } = createRepositories(upgraded);
          const titles = async (q: string) =>
            (await naats.list({ offset: 0, limit: 5 }, q)).items.map((n) => n.title);
          expect((await titles('ilahi'))[0]).toBe('Ilahi Teri Chaukhat');
          expect(await titles('bazm e hidayat')).toEqual(['Kaabe Ki Ronaq']);
          expect(await titles('ہدایت')).toEqual(['Kaabe Ki Ronaq']);
          expect(await titles('کعبہ')).toEqual(['Kaabe Ki Ronaq']);
          expect(await titles('بلال')).toHaveLength(3);
        } finally {
          await upgraded.close();
        }
      } finally {
        await created?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
