import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERIES } from '../../bench/queries';
import { openDatabase, type Database } from '../../server/db/database';
import { createRepositories, type Repositories } from '../../server/db/repositories';
import type { Window } from '../../server/db/types';
import { seededRandom } from '../../server/seed/catalogue';
import { titles } from '../../server/seed/words';
import { createTestDatabase, ENGINES } from './engines';

/**
 * Search ranks from memory (server/db/search/memoryRanking.ts) outside a transaction and in SQL inside one:
 * the two must give the same pages on every query, and memory must follow writes made through other
 * connections (another process or instance) by their change stamps.
 */
const EXTRA_QUERIES = [
  '100%',
  'a_b',
  'love\\',
  'mustafaa',
  'madinaa',
  'ilahi karam',
  'qadri madina',
  'ی',
  'x',
  'qari',
  'ilahi ali',
  'gaus e azam',
  'کعبہ',
  'karm',
  '1201',
];

describe.each(ENGINES)('ranked search from memory (%s)', (engine) => {
  let dataDir: string;
  let database: Database;
  let other: Database;
  let repos: Repositories;
  let drop: (() => Promise<void>) | null = null;

  const open = async (url: string | null) => openDatabase({ url, dataDir });
  const inMemory = (q: string, window: Window) => repos.naats.list(window, q);
  const inSql = (q: string, window: Window) => repos.transaction((trx) => repos.naats.list(window, q, trx));
  const ids = async (page: Promise<{ items: { id: number }[]; total: number }>) => {
    const { items, total } = await page;
    return { ids: items.map((naat) => naat.id), total };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'naat-ranked-'));
    let url: string | null = null;
    if (engine === 'postgres') {
      const created = await createTestDatabase();
      url = created.url;
      drop = created.drop;
    }
    database = await open(url);
    other = await open(url);
    repos = createRepositories(database);
    const random = seededRandom(11);
    const reciters: number[] = [];
    for (const name of ['Owais Raza Qadri', 'Hafiz Tahir Qadri', 'Milad Raza Attari', 'Zulfiqar Ali 100%']) {
      reciters.push((await repos.reciters.create({ name, urduName: null })).id);
    }
    const inputs = Array.from({ length: 600 }, (_, n) => {
      const words = titles[Math.floor(random() * titles.length)] ?? titles[0];
      if (!words) throw new Error('no titles');
      return {
        title: n % 97 === 0 ? `${words.title} 100% a_b love\\` : words.title,
        urduTitle: words.urduTitle,
        filePath: '/Audio/demo-clip-1.mp3',
        // Few distinct counts, so ties fall to the id.
        playCount: Math.floor(random() * 5) * 10,
        naatKhawanId: reciters[n % reciters.length] ?? 1,
      };
    });
    await repos.naats.createMany(inputs);
  });

  afterAll(async () => {
    await other.close();
    await database.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expectSamePages = async () => {
    for (const q of [...QUERIES, ...EXTRA_QUERIES]) {
      for (const window of [
        { offset: 0, limit: 20 },
        { offset: 20, limit: 20 },
        { offset: 35, limit: 7 },
        { offset: 1_000_000_000, limit: 20 },
      ]) {
        expect(await ids(inMemory(q, window)), `"${q}" ${JSON.stringify(window)}`).toEqual(
          await ids(inSql(q, window)),
        );
      }
    }
  };

  it('gives the same pages and totals as the SQL ranking', async () => {
    await expectSamePages();
  });

  it('follows writes from another connection: new, edited, played and deleted naats, a renamed reciter', async () => {
    const before = await ids(inMemory('madina', { offset: 0, limit: 5 }));
    const otherRepos = createRepositories(other);
    const [reciter] = (await otherRepos.reciters.list({ offset: 0, limit: 1 })).items;
    if (!reciter) throw new Error('no reciter');
    const created = await otherRepos.naats.create({
      title: 'Xylofon Madina Madina',
      urduTitle: null,
      filePath: '/Audio/demo-clip-1.mp3',
      naatKhawanId: reciter.id,
      playCount: 1_000_000,
    });
    // Most played, with "madina" a whole title word: first now.
    expect((await ids(inMemory('madina', { offset: 0, limit: 5 }))).ids[0]).toBe(created.id);

    const second = before.ids[1] as number;
    for (let i = 0; i < 3; i += 1) await otherRepos.naats.recordPlay(second);
    await otherRepos.naats.update(created.id, { title: 'Xylofon Xylofon' });
    expect((await ids(inMemory('xylofon', { offset: 0, limit: 5 }))).ids).toEqual([created.id]);
    expect((await ids(inMemory('madina', { offset: 0, limit: 5 }))).ids).not.toContain(created.id);

    await otherRepos.reciters.update(reciter.id, { name: 'Qari Waheed Zafar' });
    expect((await ids(inMemory('waheed xylofon', { offset: 0, limit: 5 }))).ids).toEqual([created.id]);

    await otherRepos.naats.delete(created.id);
    expect((await ids(inMemory('xylofon', { offset: 0, limit: 5 }))).total).toBe(0);
    await expectSamePages();
  });
});
