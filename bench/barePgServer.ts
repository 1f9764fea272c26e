/**
 * The bench's PostgreSQL reference: a bare node:http server answering the same reads as the app with the
 * same SQL as named (prepared) statements through `pg` on the same database, a pool of the app's default size
 * (DATABASE_POOL_SIZE 10), and nothing else: no framework, no schemas, no hooks, no repository layer, no
 * query builder. The ratio of the real server on PostgreSQL to this measures what the app adds on top of pg.
 * Search asks the trigram index for the query's longest word only, unranked: PostgreSQL's own floor, as
 * bareServer.ts does on SQLite.
 *   node --import tsx bench/barePgServer.ts   (env: PORT, DATABASE_URL)
 */
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';
import { likePattern, toSearchQuery } from '../server/db/search/searchText';
import { type Row, naatSelect, toNaat } from './bareRows';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SELECT = naatSelect((alias) => `"${alias}"`);

const statements = {
  byId: `${SELECT} WHERE n.id = $1`,
  popular: `${SELECT} ORDER BY n.play_count DESC, n.id DESC LIMIT $1 OFFSET $2`,
  capped: 'SELECT count(*)::int AS total FROM (SELECT 1 FROM naats LIMIT $1) AS capped',
  byIds: `${SELECT} WHERE n.id = ANY($1::int[]) ORDER BY n.id DESC`,
  matchCount: 'SELECT count(*)::int AS total FROM naats WHERE search_doc LIKE $1',
  matchIds: 'SELECT id FROM naats WHERE search_doc LIKE $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
  gramCount: 'SELECT count(*)::int AS total FROM naats WHERE search_grams @> ARRAY[$1]::text[]',
  gramIds: 'SELECT id FROM naats WHERE search_grams @> ARRAY[$1]::text[] ORDER BY id DESC LIMIT $2 OFFSET $3',
};

async function run<T>(name: keyof typeof statements, values: unknown[]): Promise<T[]> {
  const result = await pool.query({ name, text: statements[name], values });
  return result.rows as T[];
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

async function answer(url: URL, res: ServerResponse): Promise<void> {
  const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
  if (url.pathname === '/api/audios/popular') {
    const limit = Math.min(100, Math.max(1, number('limit', 15)));
    const offset = (number('page', 1) - 1) * limit;
    const total = (await run<{ total: number }>('capped', [100]))[0]?.total ?? 0;
    const rows = await run<Row>('popular', [Math.max(0, Math.min(limit, total - offset)), offset]);
    json(res, { success: true, data: rows.map(toNaat), total });
    return;
  }
  if (url.pathname === '/api/audios') {
    const limit = Math.min(100, Math.max(1, number('limit', 20)));
    const page = number('page', 1);
    const query = toSearchQuery(url.searchParams.get('search') ?? '');
    let items: unknown[] = [];
    let total = 0;
    if (query !== null) {
      const long = query.long.length > 0;
      const value = long ? likePattern(query.long[0] ?? '') : (query.short[0] ?? '');
      const [counted, ids] = await Promise.all([
        run<{ total: number }>(long ? 'matchCount' : 'gramCount', [value]),
        run<{ id: number }>(long ? 'matchIds' : 'gramIds', [value, limit, (page - 1) * limit]),
      ]);
      total = counted[0]?.total ?? 0;
      items = (await run<Row>('byIds', [ids.map((row) => row.id)])).map(toNaat);
    }
    json(res, { success: true, data: { data: items, total, totalPages: Math.ceil(total / limit), page } });
    return;
  }
  const match = /^\/api\/audios\/(\d+)$/.exec(url.pathname);
  if (match) {
    const row = (await run<Row>('byId', [Number(match[1])]))[0];
    if (row) json(res, { success: true, data: toNaat(row) });
    else json(res, { success: false, data: null, error: 'Naat not found' }, 404);
    return;
  }
  json(res, { success: false, data: null, error: 'Not found' }, 404);
}

const server = createServer((req, res) => {
  answer(new URL(req.url ?? '/', 'http://localhost'), res).catch((error: unknown) => {
    json(res, { success: false, data: null, error: (error as Error).message }, 500);
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`bare server listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
