import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const APP_NAME_PLACEHOLDER = '__APP_NAME__';
const VITALS_URL_PLACEHOLDER = '__VITALS_URL__';
/** Files whose name stays the same between builds must be revalidated on every load. */
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaFiles {
  indexHtml: string;
  manifest: string | null;
}

/** Reads the built app's two templated files once at start; null when STATIC_DIR holds no build. */
export function loadSpaFiles(
  staticDir: string,
  appName: string,
  vitalsUrl: string | null = null,
): SpaFiles | null {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const manifestFile = path.join(staticDir, 'manifest.webmanifest');
  // The name lands inside HTML and JSON: escape it for both.
  const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const htmlName = html(appName);
  const jsonName = JSON.stringify(appName).slice(1, -1);
  return {
    indexHtml: readFileSync(indexFile, 'utf8')
      .replaceAll(APP_NAME_PLACEHOLDER, htmlName)
      .replaceAll(VITALS_URL_PLACEHOLDER, html(vitalsUrl ?? '')),
    manifest: existsSync(manifestFile)
      ? readFileSync(manifestFile, 'utf8').replaceAll(APP_NAME_PLACEHOLDER, jsonName)
      : null,
  };
}

/** A navigation to a client route: GET/HEAD for HTML, outside the API and the audio folder. */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return false;
  if (url.startsWith('/Audio/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built app from STATIC_DIR: hashed /assets/* cached for a year, index.html, sw.js and the
 * manifest revalidated every time. Returns the handler for client routes (the SPA fallback), which the
 * not-found handler calls. Without a build, app routes get a clear 503 page so the API still runs.
 */
export async function spaRoutes(
  app: FastifyInstance,
  staticDir: string,
  appName: string,
  vitalsUrl: string | null = null,
): Promise<(reply: FastifyReply) => FastifyReply> {
  const files = loadSpaFiles(staticDir, appName, vitalsUrl);
  if (!files) {
    app.log.warn(`No built app in ${staticDir}: run "npm run build"; the API works meanwhile.`);
    return (reply) =>
      reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(`${appName} is not built yet: run "npm run build" (looked in ${staticDir}).`);
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(files.indexHtml);
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));
  if (files.manifest !== null) {
    const manifest = files.manifest;
    app.get('/manifest.webmanifest', (_request, reply) =>
      reply.header('cache-control', NO_CACHE).type('application/manifest+json; charset=utf-8').send(manifest),
    );
  }
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    prefix: '/',
    // One wildcard route: unknown files fall through to the not-found handler (SPA fallback, JSON 404).
    wildcard: true,
    index: false,
    list: false,
    // scripts/compress-build.mjs writes .br and .gz beside the text files; sent to clients that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) reply.header('cache-control', IMMUTABLE);
      else if (relative === 'sw.js' || relative.endsWith('.html') || relative.endsWith('.webmanifest')) {
        reply.header('cache-control', NO_CACHE);
      } else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  return sendIndex;
}
