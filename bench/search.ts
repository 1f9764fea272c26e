/**
 * The search section of `npm run bench` (`BENCH_ONLY=search` runs it alone): the 100k-naat catalogue, lyrics
 * on every naat, on SQLite (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server),
 * and the repositories' search timed in-process on each (bench/searchTiming.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTemporaryDatabase } from '../scripts/pgDatabase';
import { generateCatalogue, generatePostgresCatalogue } from './catalogue';
import type { BenchSection, Figure } from './report';

const NAATS = Number(process.env.BENCH_NAATS ?? 100_000);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/**
 * The repositories' search timed in a process of its own, as a server process has one engine's catalogue in
 * memory: not beside this process's other catalogue and the garbage of writing it.
 */
function searchFigures(dataDir: string, url: string | null, engine: string): Figure[] {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('bench', 'searchTiming.ts'), dataDir, url ?? '', engine],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0)
    throw new Error(`The ${engine} search timing failed (exit ${String(result.status)}).`);
  return JSON.parse(result.stdout) as Figure[];
}

export const searchSection: BenchSection = {
  name: 'search',
  async run() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-bench-search-'));
    const figures: Figure[] = [];
    const context = (name: string, value: string): Figure => ({
      section: 'search',
      name,
      value,
      goal: 'context',
      met: null,
    });
    const count = NAATS.toLocaleString('en-US');
    try {
      console.log(`Generating ${count} naats with lyrics on SQLite in ${dataDir} ...`);
      const catalogue = await generateCatalogue(dataDir, NAATS);
      figures.push(
        context(
          `SQLite catalogue of ${count} naats with lyrics written`,
          `${catalogue.seconds.toFixed(1)} s`,
        ),
      );
      console.log('Timing search in-process (SQLite) ...');
      figures.push(...searchFigures(dataDir, null, 'SQLite'));
      if (PG_SERVER) {
        const postgres = await createTemporaryDatabase(PG_SERVER, 'bench');
        try {
          console.log('Generating the same catalogue on PostgreSQL ...');
          const pgSeconds = await generatePostgresCatalogue(postgres.url, NAATS);
          figures.push(
            context(
              `PostgreSQL catalogue of ${count} naats with lyrics written`,
              `${pgSeconds.toFixed(1)} s`,
            ),
          );
          console.log('Timing search in-process (PostgreSQL) ...');
          figures.push(...searchFigures(dataDir, postgres.url, 'PostgreSQL'));
        } finally {
          await postgres.drop();
        }
      } else {
        console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL figures are left out.');
      }
      return figures;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
