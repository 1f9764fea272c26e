import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CATALOGUES, parseCatalogues, type Catalogues } from '../pages/catalogues';
import { chooseLanguage, type Language, type LanguageChoice } from '../pages/language';
import { localiseManifest } from '../pages/manifest';
import {
  headTags,
  pageMeta,
  shellMeta,
  type LeadImage,
  type PageData,
  type PageMeta,
} from '../pages/metadata';
import { matchPageRoute } from '../pages/pageRoute';
import { GRID_ART_SIZES, artworkSrcSet, naatArtworkUrl } from '../../contract';
import { parseTemplate, renderPage, type PageTemplate } from '../pages/template';
import { cardPath, naatCardText, reciterCardText } from '../og/cards';
import type { CardKind } from '../og/card';
import {
  artworkUrl,
  naatArtworkSource,
  reciterArtworkSource,
  type ArtworkSource,
} from '../artwork/artworkNames';
import { normalisedPath } from '../auth/guard';
import type { Repositories } from '../db/repositories';
import { fail } from '../http/errors';

const APP_NAME_PLACEHOLDER = '__APP_NAME__';
const VITALS_URL_PLACEHOLDER = '__VITALS_URL__';
/** Files whose name stays the same between builds must be revalidated on every load. */
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaFiles {
  /** index.html cut around what each page fills in, parsed once at start. */
  template: PageTemplate;
  /** The install manifest in each language; null without one in the build. */
  manifest: Record<Language, string> | null;
  /** The compiled message catalogue of each language, when the build lists them. */
  catalogues: Catalogues;
}

/**
 * Reads the built app's two templated files, and the list of its message catalogues, once at start; null
 * when STATIC_DIR holds no build.
 */
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
  const indexHtml = readFileSync(indexFile, 'utf8')
    .replaceAll(APP_NAME_PLACEHOLDER, htmlName)
    .replaceAll(VITALS_URL_PLACEHOLDER, html(vitalsUrl ?? ''));
  const manifest = existsSync(manifestFile)
    ? readFileSync(manifestFile, 'utf8').replaceAll(APP_NAME_PLACEHOLDER, jsonName)
    : null;
  const cataloguesFile = path.join(staticDir, 'i18n-catalogs.json');
  return {
    template: parseTemplate(indexHtml),
    manifest:
      manifest === null
        ? null
        : { en: localiseManifest(manifest, 'en'), ur: localiseManifest(manifest, 'ur') },
    catalogues: existsSync(cataloguesFile)
      ? parseCatalogues(readFileSync(cataloguesFile, 'utf8'))
      : NO_CATALOGUES,
  };
}

/** The `lang` query parameter of a request, as Fastify parsed it. */
const langQuery = (request: FastifyRequest): unknown =>
  (request.query as Record<string, unknown> | undefined)?.lang;

/**
 * The language of a page. `/index.html` is the app shell the service worker keeps for every page, so only
 * its URL may choose: one visit's cookie must not decide the language of the copy every later visit opens.
 */
function pageLanguage(request: FastifyRequest, shell: boolean): LanguageChoice {
  return chooseLanguage({
    query: langQuery(request),
    cookie: shell ? undefined : request.headers.cookie,
    acceptLanguage: shell ? undefined : request.headers['accept-language'],
  });
}

/**
 * Headers for an answer in a language: `Content-Language`, and `Vary` naming what chose it when the URL
 * did not, so no cache in between hands one listener's language to another on the same URL.
 */
function languageHeaders(reply: FastifyReply, choice: LanguageChoice, varyOn: string | null): void {
  reply.header('content-language', choice.language);
  if (choice.source !== 'query' && varyOn !== null) reply.header('vary', varyOn);
}

/**
 * A navigation to a page: GET/HEAD outside the API and the audio folder, from a browser (it accepts HTML)
 * or from anything asking for a path that is not a file name: crawlers (WhatsApp, Facebook, Googlebot)
 * send `Accept: *\/*` and must get the page too. A missing /assets/x.js stays a plain 404.
 */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return false;
  if (url.startsWith('/Audio/')) return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  const lastSegment = (url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/** The route @fastify/static registers for every file of the build. */
const STATIC_FILES_ROUTE = '/*';

/**
 * Keeps the API's addresses off the build's files: a request under /api in any spelling (`//`, `/./`,
 * `%2e`, letter case) that only the static files' catch-all route matched answers the not-found handler's
 * JSON 404 (or, for a browser's navigation to an upper-case `/API/...`, the app), never a file or the
 * static plugin's own 403 for a path that is not canonical. A hook of this plugin, so it runs after the
 * app-wide admin guard.
 */
function keepApiOffStaticFiles(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== STATIC_FILES_ROUTE) {
      done();
      return;
    }
    const path = normalisedPath(request.url);
    if (path === '/api' || path.startsWith('/api/')) reply.callNotFound();
    else done();
  });
}

// A Host header is the client's to write: only a plain host name or address (with a port) makes an origin.
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A host with its port (and an IPv6 literal's brackets) taken off, lowercased. */
const nameOf = (host: string): string =>
  (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':', 1)[0] ?? '')).toLowerCase();

/**
 * The host a request was made to. Fastify's `request.host` is X-Forwarded-Host whenever the peer is a
 * trusted proxy (TRUST_PROXY); a proxy that passes its client's header on unchanged would let anyone name
 * the site in page metadata, robots.txt and the sitemaps. So the forwarded host is believed only when it is
 * one of PUBLIC_HOSTS; otherwise (and always without TRUST_PROXY, where `request.host` is the Host header)
 * the Host header decides.
 */
export function requestHost(request: FastifyRequest, publicHosts: readonly string[]): string {
  const hostHeader = request.headers.host ?? '';
  const believed = request.host;
  if (believed === hostHeader) return hostHeader;
  return publicHosts.includes(nameOf(believed)) ? believed : hostHeader;
}

/** PUBLIC_URL, or else the origin the request was made to (behind a trusted proxy, see `requestHost`). */
export function originOf(
  request: FastifyRequest,
  publicUrl: string | null,
  publicHosts: readonly string[] = [],
): string {
  if (publicUrl !== null) return new URL(publicUrl).origin;
  const requested = requestHost(request, publicHosts);
  const host = SAFE_HOST.test(requested) ? requested : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

type PageRepos = Pick<Repositories, 'naats' | 'reciters'>;

/** What a page's metadata needs from storage: the naat, or the reciter and a few of their naats. */
async function lookUp(repos: PageRepos, cards: boolean, data: PageData): Promise<PageData> {
  const { route } = data;
  if (route.kind === 'naat') {
    const naat = await repos.naats.getById(route.id);
    const image = naat && cards ? cardPath(naatCardText(naat, data.appName), naat.id) : null;
    return {
      ...data,
      naat,
      image,
      squareImage: naat && squareArtwork('naat', naat.id, naatArtworkSource(naat)),
    };
  }
  if (route.kind === 'home' || (route.kind === 'popular' && route.page === 1)) {
    return { ...data, leadImage: await leadImage(repos) };
  }
  if (route.kind === 'reciter') {
    const reciter = await repos.reciters.getById(route.id);
    if (!reciter) return { ...data, reciter };
    const naats = await repos.naats.byReciter(route.id, { offset: 0, limit: RECITER_LINKS });
    const image = cards ? cardPath(reciterCardText(reciter, data.appName), reciter.id) : null;
    const squareImage = squareArtwork('naatkhawan', reciter.id, reciterArtworkSource(reciter));
    return { ...data, reciter, reciterNaats: naats.items, image, squareImage };
  }
  return data;
}

/**
 * The first popular naat's artwork, first on the home page and on /popular: its card's <img> asks for it only
 * after the script, the list's API call and a render (Lighthouse's largest paint on both pages). Null when
 * there is none or the lookup fails (the page is served all the same).
 */
async function leadImage(repos: PageRepos): Promise<LeadImage | null> {
  const [first] = await repos.naats.popular({ offset: 0, limit: 1 }).catch(() => []);
  if (first === undefined) return null;
  return { href: naatArtworkUrl(first, 96), srcset: artworkSrcSet(first), sizes: GRID_ART_SIZES };
}

/** A merged reciter's page answers 301 to the kept one's; null when it was never merged (or on a lookup error). */
const reciterMovedTo = (repos: PageRepos, id: number): Promise<number | null> =>
  repos.reciters.movedTo(id).catch(() => null);

/** The 512 px artwork of an uploaded picture (the naat's own or its reciter's), null when there is none. */
const squareArtwork = (kind: CardKind, id: number, source: ArtworkSource): string | null =>
  source.kind === 'drawn' ? null : artworkUrl(kind, id, source.hash, 512);

/** How many of a reciter's naats its page links to in the server-written text. */
const RECITER_LINKS = 50;

type SendApp = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface SpaRoutesOptions {
  repos: PageRepos;
  /** STATIC_DIR: the built app. */
  staticDir: string;
  appName: string;
  /** VITALS_URL, written into the page; null = nowhere. */
  vitalsUrl: string | null;
  /** PUBLIC_URL; null = the origin each request was made to. */
  publicUrl: string | null;
  /** PUBLIC_HOSTS (see `originOf`). */
  publicHosts: readonly string[];
  /** Whether link-preview cards are drawn here: pages name their og:image only then. */
  cards: boolean;
}

/**
 * Serves the built app from STATIC_DIR: hashed /assets/* cached for a year, index.html, sw.js and the
 * manifest revalidated every time; and answers every unknown path (this plugin holds the app's not-found
 * handler): a navigation gets the app (the SPA fallback), anything under /api the API's JSON 404, anything
 * else a plain 404. Without a build, app routes get a clear 503 page so the API still runs.
 */
export async function spaRoutes(app: FastifyInstance, options: SpaRoutesOptions): Promise<void> {
  keepApiOffStaticFiles(app);
  const sendApp = await appPages(app, options);
  app.setNotFoundHandler((request, reply) => {
    if (isAppNavigation(request)) return sendApp(request, reply);
    const where = `${request.method} ${request.url.split('?')[0]?.slice(0, 200) ?? ''}`;
    if (request.url.startsWith('/api')) return reply.code(404).send(fail(`Unknown API call: ${where}`));
    return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${where}`);
  });
}

/** Registers the build's routes and files; answers the handler for client routes. */
async function appPages(
  app: FastifyInstance,
  { repos, staticDir, appName, vitalsUrl, publicUrl, publicHosts, cards }: SpaRoutesOptions,
): Promise<SendApp> {
  const files = loadSpaFiles(staticDir, appName, vitalsUrl);
  if (!files) {
    app.log.warn(`No built app in ${staticDir}: run "npm run build"; the API works meanwhile.`);
    // An unknown path is a 404 whether or not the app is built; only the app's own routes wait for a build.
    return (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const unknown = matchPageRoute(path).kind === 'notFound';
      return Promise.resolve(
        reply
          .code(unknown ? 404 : 503)
          .header('cache-control', NO_CACHE)
          .type('text/plain; charset=utf-8')
          .send(
            unknown
              ? `Not found: ${request.method} ${path.slice(0, 200)}`
              : `${appName} is not built yet: run "npm run build" (looked in ${staticDir}).`,
          ),
      );
    };
  }
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(body);
  const sendIndex: SendApp = async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const route = matchPageRoute(pathname);
    const shell = pathname === '/index.html';
    const choice = pageLanguage(request, shell);
    const { language } = choice;
    languageHeaders(reply, choice, shell ? null : 'Accept-Language, Cookie');
    const base: PageData = {
      route,
      origin: originOf(request, publicUrl, publicHosts),
      appName,
      language,
    };
    let meta: PageMeta;
    let data: PageData = base;
    try {
      data = await lookUp(repos, cards, base);
      meta = pageMeta(data);
    } catch (error) {
      // Without the database the app itself still starts and shows its own error.
      request.log.error({ err: error }, 'page metadata lookup failed');
      meta = shellMeta(base);
    }
    if (route.kind === 'reciter' && meta.status === 404) {
      const moved = await reciterMovedTo(repos, route.id);
      if (moved !== null) {
        // The rest of the address (a letter, a page, the query) stays as it was.
        const kept = request.url.replace(/^\/naatkhawan\/[^/?]+/, `/naatkhawan/${moved}`);
        const location = kept === request.url ? `/naatkhawan/${moved}` : kept;
        return reply.header('cache-control', NO_CACHE).redirect(location, 301);
      }
    }
    const head = headTags(meta, appName, {
      manifest: files.template.manifest,
      catalogue: files.catalogues[language],
      leadImage: data.leadImage,
    });
    return html(reply, meta.status, renderPage(files.template, language, head, meta.body));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  if (files.manifest !== null) {
    const manifests = files.manifest;
    // The browser fetches the manifest without cookies unless the page says otherwise, so the Urdu page
    // links `?lang=ur`; the cookie still counts for anyone who asks with it.
    app.get('/manifest.webmanifest', (request, reply) => {
      const choice = chooseLanguage({ query: langQuery(request), cookie: request.headers.cookie });
      languageHeaders(reply, choice, 'Cookie');
      return reply
        .header('cache-control', NO_CACHE)
        .type('application/manifest+json; charset=utf-8')
        .send(manifests[choice.language]);
    });
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
