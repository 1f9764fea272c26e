/**
 * docs/API.md names every route the server registers, and none that it does not: each `METHOD /path` in
 * backticks there (several methods as `POST|PATCH /path`, parameters as `{id}`, a query string ignored) is
 * compared with what the real app registers (with a build, so the app's own routes are there too). HEAD
 * beside GET is Fastify's automatic twin and the static files' catch-all is not a call, so neither counts.
 * Routes do not depend on the database engine: SQLite is enough.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeBuild, startApp, type TestApp } from './helpers';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** One path shape: parameters, whatever their names (`:id`, `{id}`), become `:`. */
function shape(url: string): string {
  return (url.split('?')[0] ?? '').replace(/\{[^}/]+\}/g, ':').replace(/:[A-Za-z_]\w*/g, ':');
}

/**
 * The routes of Fastify's `printRoutes({ commonPrefix: false })` tree as 'METHOD /path': each line is a
 * path segment under the line it is indented beneath, with its methods in parentheses.
 */
function routesOfTree(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push(`${method} ${url}`);
    }
  }
  return routes;
}

/** Every 'METHOD /path' a Markdown text names in backticks, as path shapes. */
function routesOfDoc(markdown: string): string[] {
  const routes: string[] = [];
  for (const span of markdown.matchAll(/`([^`\n]+)`/g)) {
    const words = /^((?:[A-Z]+\|)*[A-Z]+) (\/\S*)/.exec(span[1] ?? '');
    if (!words) continue;
    const methods = (words[1] ?? '').split('|');
    if (!methods.every((method) => METHODS.includes(method))) continue;
    for (const method of methods) routes.push(`${method} ${shape(words[2] ?? '')}`);
  }
  return routes;
}

/** The registered routes that are calls: HEAD beside GET and the static catch-all left out. */
function callRoutes(registered: string[]): string[] {
  const set = new Set(registered);
  return registered
    .filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      if (url === '/*') return false;
      return !(method === 'HEAD' && set.has(`GET ${url}`));
    })
    .map((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return `${method} ${shape(url)}`;
    });
}

describe('reading the routes', () => {
  it("reads Fastify's route tree, nested segments joined", () => {
    const tree = [
      '├── /api/audios (GET, HEAD)',
      '│   └── /:id (GET, HEAD)',
      '│       └── /lyrics (GET)',
      '│           └── .lrc (GET)',
      '├── /api/admin/uploads (POST, PATCH)',
      '└── /og/:kind/:file (GET)',
    ].join('\n');
    expect(routesOfTree(tree)).toEqual([
      'GET /api/audios',
      'HEAD /api/audios',
      'GET /api/audios/:id',
      'HEAD /api/audios/:id',
      'GET /api/audios/:id/lyrics',
      'GET /api/audios/:id/lyrics.lrc',
      'POST /api/admin/uploads',
      'PATCH /api/admin/uploads',
      'GET /og/:kind/:file',
    ]);
    expect(callRoutes(routesOfTree(tree))).not.toContain('HEAD /api/audios');
  });

  it('reads the routes a doc names, several methods and parameters included', () => {
    const doc =
      '`GET /api/audios/{id}?page`, `POST|PATCH /api/admin/uploads/{id}`, `GET /x/y` Not `Fail /z`.';
    expect(routesOfDoc(doc)).toEqual([
      'GET /api/audios/:',
      'POST /api/admin/uploads/:',
      'PATCH /api/admin/uploads/:',
      'GET /x/y',
    ]);
  });
});

describe('docs/API.md', () => {
  let t: TestApp;
  let build: string;
  beforeAll(async () => {
    build = makeFakeBuild();
    t = await startApp({ seed: false, staticDir: build });
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/API.md'), 'utf8');

  it('names every route the server registers', () => {
    const registered = callRoutes(routesOfTree(t.app.printRoutes({ commonPrefix: false })));
    expect(registered.length).toBeGreaterThan(30);
    const named = new Set(routesOfDoc(doc));
    expect(registered.filter((route) => !named.has(route))).toEqual([]);
  });

  it('names no route the server does not register', () => {
    const registered = new Set(callRoutes(routesOfTree(t.app.printRoutes({ commonPrefix: false }))));
    expect(routesOfDoc(doc).filter((route) => !registered.has(route))).toEqual([]);
  });
});
