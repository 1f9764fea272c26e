/**
 * The bench's reference: a bare node:http server answering the same reads with statements prepared by hand
 * (through the server's own SQLite driver) on the same database file running the same SQL (no framework, no
 * schemas, no hooks, no repository layer), so the ratio between the two measures everything the real server adds on top of SQLite.
 *   node --import tsx bench/bareServer.ts   (env: PORT, DATA_DIR)
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { type Row, naatSelect, toNaat } from './bareRows';
import { toSearchQuery } from '../server/db/search/searchText';
import { gramQuery } from '../server/db/search/sqliteSearch';
import { openSqliteConnection } from '../server/db/sqlite/driver';

const dataDir = process.env.DATA_DIR ?? 'data';
const db = openSqliteConnection(path.join(dataDir, 'naat-stream.sqlite'), { readonly: true });
const audioDir = path.join(dataDir, 'audio');

// The very SQL the app's naat reads run (server/db/naats.ts), data-saver state included.
const SELECT = naatSelect((alias) => alias);
const byId = db.prepare<[number], Row>(`${SELECT} WHERE n.id = ?`);
const popular = db.prepare<[number, number], Row>(
  `${SELECT} ORDER BY n.play_count DESC, n.id DESC LIMIT ? OFFSET ?`,
);
const capped = db.prepare<[number], number>('SELECT count(*) FROM (SELECT 1 FROM naats LIMIT ?)').pluck();
const byIds = db.prepare<[string], Row>(
  `${SELECT} WHERE n.id IN (SELECT value FROM json_each(?)) ORDER BY n.id DESC`,
);
const search = {
  match: {
    count: db.prepare<[string], number>('SELECT count(*) FROM naats_fts WHERE naats_fts MATCH ?').pluck(),
    ids: db
      .prepare<[string, number, number], number>(
        'SELECT rowid FROM naats_fts WHERE naats_fts MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
      )
      .pluck(),
  },
  short: {
    count: db.prepare<[string], number>('SELECT count(*) FROM naats_grams WHERE naats_grams MATCH ?').pluck(),
    ids: db
      .prepare<[string, number, number], number>(
        'SELECT rowid FROM naats_grams WHERE naats_grams MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
      )
      .pluck(),
  },
};

const json = (res: import('node:http').ServerResponse, body: unknown, status = 200) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
  if (url.pathname === '/api/audios/popular') {
    const limit = Math.min(100, Math.max(1, number('limit', 15)));
    const offset = (number('page', 1) - 1) * limit;
    const total = capped.get(100) ?? 0;
    json(res, {
      success: true,
      data: popular.all(Math.min(limit, total - offset), offset).map(toNaat),
      total,
    });
    return;
  }
  if (url.pathname === '/api/audios') {
    const limit = Math.min(100, Math.max(1, number('limit', 20)));
    const page = number('page', 1);
    const query = toSearchQuery(url.searchParams.get('search') ?? '');
    let items: unknown[] = [];
    let total = 0;
    if (query !== null) {
      // The reference asks the index for the query's longest word only, unranked: SQLite's own floor.
      const word = query.words[0] ?? '';
      const kind = query.long.length > 0 ? 'match' : 'short';
      const value = kind === 'match' ? `"${word.replaceAll('"', '""')}"` : gramQuery(word);
      total = search[kind].count.get(value) ?? 0;
      const ids = search[kind].ids.all(value, limit, (page - 1) * limit);
      items = byIds.all(JSON.stringify(ids)).map(toNaat);
    }
    json(res, { success: true, data: { data: items, total, totalPages: Math.ceil(total / limit), page } });
    return;
  }
  const match = /^\/api\/audios\/(\d+)$/.exec(url.pathname);
  if (match) {
    const row = byId.get(Number(match[1]));
    if (row) json(res, { success: true, data: toNaat(row) });
    else json(res, { success: false, data: null, error: 'Naat not found' }, 404);
    return;
  }
  const audio = /^\/Audio\/([\w.-]+)$/.exec(url.pathname);
  if (audio?.[1]) {
    const file = path.join(audioDir, audio[1]);
    const size = statSync(file).size;
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range ? Math.min(Number(range[2]), size - 1) : size - 1;
    res.writeHead(range ? 206 : 200, {
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    createReadStream(file, { start, end }).pipe(res);
    return;
  }
  json(res, { success: false, data: null, error: 'Not found' }, 404);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`bare server listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
