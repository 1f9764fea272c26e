/**
 * A large generated catalogue for the benchmarks: 100k naats over 500 reciters, each naat with lyrics,
 * written through the real repositories (so the search index is the one the server keeps) inside one
 * transaction.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { createRepositories } from '../server/db/repositories';
import type { NaatInput } from '../server/db/types';
import { seededRandom } from '../server/seed/catalogue';
import { couplets, lineVersions, reciters, titles } from '../server/seed/words';

const FIRST = [
  'Muhammad',
  'Ahmed',
  'Bilal',
  'Hassan',
  'Usman',
  'Imran',
  'Zubair',
  'Faizan',
  'Yusuf',
  'Tahir',
  'Junaid',
  'Kashif',
  'Owais',
  'Hamza',
  'Saad',
  'Farhan',
  'Irfan',
  'Naveed',
  'Shahid',
  'Waqas',
];
const LAST = [
  'Qadri',
  'Attari',
  'Chishti',
  'Naqshbandi',
  'Rizvi',
  'Noori',
  'Saifi',
  'Sialvi',
  'Barkati',
  'Gilani',
  'Memon',
  'Khan',
  'Raza',
  'Siddiqui',
  'Hashmi',
  'Ashrafi',
  'Jilani',
  'Faridi',
  'Nizami',
  'Sabri',
  'Warsi',
  'Owaisi',
  'Madani',
  'Ansari',
  'Bukhari',
];
const SUFFIXES = [
  '',
  '',
  '',
  ' (Live)',
  ' (Studio)',
  ' - Mehfil Recording',
  ' (Ramadan Special)',
  ' - Short Version',
  ' (Duff)',
  ' - Full Kalam',
];

/** Every word of the demo lyrics, Urdu and Roman, and of the Urdu titles. */
const LYRIC_WORDS = [
  ...couplets.flat(),
  ...Object.values(lineVersions).map((version) => version.roman),
  ...titles.map((title) => title.urduTitle ?? ''),
]
  .join(' ')
  .split(/[\s،,()—-]+/)
  .filter((word) => word !== '');

/**
 * A naat's lyrics: two demo couplets and a line of eight words drawn from all lyric words, so the lyrics
 * of most naats differ (as real ones do) while holding the words listeners search for.
 */
function lyricsFor(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const line = Array.from({ length: 8 }, () => pick(LYRIC_WORDS)).join(' ');
  return [...pick(couplets), line, ...pick(couplets)].join('\n');
}

export const BENCH_AUDIO_FILE = 'bench-4mib.mp3';

export interface BenchCatalogue {
  dataDir: string;
  naats: number;
  reciters: number;
  /** Seconds spent writing it. */
  seconds: number;
}

/**
 * Writes the catalogue into DATA_DIR's SQLite file, or into the PostgreSQL database `databaseUrl` (which
 * must be empty), and a 4 MiB audio file into DATA_DIR/audio.
 */
export async function generateCatalogue(
  dataDir: string,
  naatCount = 100_000,
  reciterCount = 500,
  databaseUrl: string | null = null,
): Promise<BenchCatalogue> {
  const started = performance.now();
  mkdirSync(path.join(dataDir, 'audio'), { recursive: true });
  // A 4 MiB file, so 256 KiB ranges come from all over it (the demo clips are smaller than that).
  const random = seededRandom(7);
  const audio = Buffer.alloc(4 * 1024 * 1024);
  for (let i = 0; i < audio.length; i += 4) audio.writeUInt32LE(Math.floor(random() * 2 ** 32), i);
  writeFileSync(path.join(dataDir, 'audio', BENCH_AUDIO_FILE), audio);

  const database = await openDatabase({ url: databaseUrl, dataDir });
  const repos = createRepositories(database);
  const now = Date.now();
  await repos.transaction(async (trx) => {
    const ids: number[] = [];
    for (let r = 0; r < reciterCount; r += 1) {
      const urdu = reciters[r % reciters.length]?.urduName ?? null;
      const name = `${FIRST[r % FIRST.length] ?? ''} ${LAST[Math.floor(r / FIRST.length) % LAST.length] ?? ''} ${r}`;
      const reciter = await repos.reciters.create(
        { name, urduName: urdu, bio: 'Generated for the benchmark.' },
        trx,
      );
      ids.push(reciter.id);
    }
    const naats: NaatInput[] = [];
    for (let n = 0; n < naatCount; n += 1) {
      const words = titles[Math.floor(random() * titles.length)] ?? titles[0];
      if (!words) throw new Error('no titles');
      naats.push({
        title: `${words.title}${SUFFIXES[Math.floor(random() * SUFFIXES.length)] ?? ''}`,
        urduTitle: words.urduTitle,
        filePath: `/Audio/${BENCH_AUDIO_FILE}`,
        duration: 30 + Math.floor(random() * 600),
        playCount: Math.floor(random() ** 3 * 1_000_000),
        category: words.category,
        language: words.language,
        description: 'Generated for the benchmark.',
        lyrics: lyricsFor(random),
        naatKhawanId: ids[Math.floor(random() * ids.length)] ?? 1,
        createdAt: new Date(now - Math.floor(random() * 5 * 365 * 86_400_000)).toISOString(),
      });
    }
    await repos.naats.createMany(naats, trx);
  });
  await database.close();
  const seconds = (performance.now() - started) / 1000;
  if (databaseUrl) {
    // What autovacuum does within a minute of a bulk load (statistics for the planner, the visibility map),
    // done before measuring instead of in the middle of it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('VACUUM ANALYZE');
    } finally {
      await client.end();
    }
  }
  return { dataDir, naats: naatCount, reciters: reciterCount, seconds };
}

/**
 * The same catalogue written into a PostgreSQL database (its audio file goes to a scratch folder, removed
 * again): the seconds it took. The sections that compare the engines call it after the SQLite one.
 */
export async function generatePostgresCatalogue(databaseUrl: string, naatCount: number): Promise<number> {
  const catalogue = await generateCatalogue(
    mkdtempSync(path.join(tmpdir(), 'naat-bench-pg-')),
    naatCount,
    500,
    databaseUrl,
  );
  rmSync(catalogue.dataDir, { recursive: true, force: true });
  return catalogue.seconds;
}
