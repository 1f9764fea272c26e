/**
 * The bench's reference: a bare node:http server doing the same SQLite work through the same
 * repositories as the real server (no framework, no schemas, no hooks), so the ratio between the two
 * measures what the real server adds on top of the database.
 *   node --import tsx bench/bareServer.ts   (env: PORT, DATA_DIR)
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { openDatabase } from '../server/db/connection';
import { createRepositories } from '../server/db/repositories';

const dataDir = process.env.DATA_DIR ?? 'data';
const repos = createRepositories(openDatabase(path.join(dataDir, 'naat-stream.sqlite')));
const audioDir = path.join(dataDir, 'audio');

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
    const total = repos.naats.countAtMost(100);
    json(res, {
      success: true,
      data: repos.naats.popular({ offset, limit: Math.min(limit, total - offset) }),
      total,
    });
    return;
  }
  if (url.pathname === '/api/audios') {
    const limit = Math.min(100, Math.max(1, number('limit', 20)));
    const page = number('page', 1);
    const { items, total } = repos.naats.list(
      { offset: (page - 1) * limit, limit },
      url.searchParams.get('search') ?? '',
    );
    json(res, { success: true, data: { data: items, total, totalPages: Math.ceil(total / limit), page } });
    return;
  }
  const byId = /^\/api\/audios\/(\d+)$/.exec(url.pathname);
  if (byId) {
    const naat = repos.naats.getById(Number(byId[1]));
    if (naat) json(res, { success: true, data: naat });
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
