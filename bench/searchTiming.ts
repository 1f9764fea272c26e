/**
 * The repositories' search timed in-process (the `api` section of `npm run bench` runs this file in a process
 * of its own per engine): `node --import tsx bench/searchTiming.ts DATA_DIR [DATABASE_URL] ENGINE_NAME`
 * prints the figures as JSON.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/db/database';
import { createRepositories } from '../server/db/repositories';
import { seededRandom } from '../server/seed/catalogue';
import { QUERIES } from './queries';
import { type Figure, ms, percentile } from './report';

const SEARCH_P99_GOAL_MS = 5;

/** Times the repositories' search as the route calls it: page 1 mostly, sometimes "Load More" pages. */
export async function searchFigures(dataDir: string, url: string | null, engine: string): Promise<Figure[]> {
  const database = await openDatabase({ url, dataDir });
  try {
    const { naats, reciters } = createRepositories(database);
    // What the server does in the background at start: load the ranked catalogue (docs/search.md).
    const loadStarted = performance.now();
    await naats.warmSearch();
    const loaded = performance.now() - loadStarted;
    const cold: number[] = [];
    for (const query of QUERIES) {
      const started = performance.now();
      await naats.list({ offset: 0, limit: 20 }, query);
      cold.push(performance.now() - started);
    }
    const random = seededRandom(99);
    const times: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const query = QUERIES[Math.floor(random() * QUERIES.length)] ?? 'a';
      const roll = random();
      const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
      const started = performance.now();
      await naats.list({ offset: (page - 1) * 20, limit: 20 }, query);
      times.push(performance.now() - started);
    }
    // The check before a reciter is added (a name like an existing reciter's is asked about first).
    const similar: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      await reciters.similarTo(i % 2 === 0 ? `Owais Qadri ${i}` : `Hafiz Bilaal Kadri ${i}`, null);
      similar.push(performance.now() - started);
    }
    similar.sort((a, b) => a - b);
    cold.sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    const figure = (name: string, value: number, goal: string, met: boolean | null): Figure => ({
      section: 'search',
      name: `${engine} search ${name}`,
      value: ms(value),
      goal,
      met,
    });
    const p99 = percentile(times, 99);
    return [
      figure('p99 in-process (1,000 calls)', p99, `< ${SEARCH_P99_GOAL_MS} ms`, p99 < SEARCH_P99_GOAL_MS),
      figure('p50 in-process (1,000 calls)', percentile(times, 50), 'context', null),
      figure('ranked catalogue loaded (at start, in the background)', loaded, 'context', null),
      figure(
        'similar-name check before a reciter is added, p99 (200 calls, 500 reciters)',
        percentile(similar, 99),
        'context',
        null,
      ),
      figure(
        `first call of each of ${QUERIES.length} queries, worst`,
        cold.at(-1) ?? Number.NaN,
        'context',
        null,
      ),
    ];
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dataDir = '', url = '', engine = ''] = process.argv.slice(2);
  const figures = await searchFigures(dataDir, url === '' ? null : url, engine);
  process.stdout.write(JSON.stringify(figures));
}
