import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories';
import { acceptedEncodings } from '../http/compression';
import {
  fixedPagesSitemap,
  parseRangeName,
  rangeCount,
  rangeSitemap,
  robotsTxt,
  sitemapIndex,
  type SitemapKind,
  type SitemapSource,
} from '../pages/sitemap';
import { originOf } from './spa';

/** Crawlers come back daily at most; an hour old sitemap is fresh enough and spares the database. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** GET /robots.txt, /sitemap.xml (the index) and /sitemaps/{pages|naats-N|naatkhawans-N}.xml. */
export interface SitemapRoutesOptions {
  repos: Pick<Repositories, 'naats' | 'reciters'>;
  /** PUBLIC_URL; null = the origin each request was made to. */
  publicUrl: string | null;
  /** PUBLIC_HOSTS: the names a trusted proxy's X-Forwarded-Host may give (server/routes/spa.ts originOf). */
  publicHosts: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function sitemapRoutes(
  app: FastifyInstance,
  { repos, publicUrl, publicHosts }: SitemapRoutesOptions,
): Promise<void> {
  const source = (kind: SitemapKind): SitemapSource => (kind === 'naats' ? repos.naats : repos.reciters);

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request, publicUrl, publicHosts))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const [naats, reciters] = await Promise.all([repos.naats.highestId(), repos.reciters.highestId()]);
    const body = sitemapIndex(originOf(request, publicUrl, publicHosts), {
      naats: rangeCount(naats),
      naatkhawans: rangeCount(reciters),
    });
    return reply.header('cache-control', CACHE).type(XML).send(body);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const origin = originOf(request, publicUrl, publicHosts);
    const { name } = request.params;
    if (name === 'pages.xml')
      return reply.header('cache-control', CACHE).type(XML).send(fixedPagesSitemap(origin));
    const wanted = parseRangeName(name);
    if (wanted === null || wanted.range > rangeCount(await source(wanted.kind).highestId())) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`Not found: GET /sitemaps/${name.slice(0, 100)}`);
    }
    return sendStream(
      request,
      reply,
      Readable.from(rangeSitemap(origin, wanted.kind, wanted.range, source(wanted.kind))),
    );
  });
}

/** A large sitemap (up to 50,000 URLs, a few MB) is gzipped on the way out when the client accepts it. */
function sendStream(request: FastifyRequest, reply: FastifyReply, body: Readable): FastifyReply {
  reply.header('cache-control', CACHE).header('vary', 'accept-encoding').type(XML);
  if (!acceptedEncodings(request.headers['accept-encoding']).has('gzip')) return reply.send(body);
  const gzip = createGzip();
  body.on('error', (error) => gzip.destroy(error));
  return reply.header('content-encoding', 'gzip').send(body.pipe(gzip));
}
