import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories';
import type { AudioStore } from '../storage/audioStore';
import type { OgCards } from '../og/cards';
import { naatCardText, reciterCardText } from '../og/cards';
import { ART_SIZES, cardVersion, type ArtSize, type CardText } from '../og/card';
import {
  artworkFileName,
  naatArtworkSource,
  reciterArtworkSource,
  type ArtworkSource,
} from '../artwork/artworkNames';

/** A card URL carrying its current version (`?v=`) never changes content; one without it may. */
const VERSIONED = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=3600';

type OgRequest = FastifyRequest<{ Params: { kind: string; file: string }; Querystring: { v?: unknown } }>;

/** Sets the validators and caching of one version; true when the client already has it (answered 304). */
function notModified(request: OgRequest, reply: FastifyReply, version: string): boolean {
  const etag = `"${version}"`;
  reply.header('etag', etag).header('cache-control', request.query.v === version ? VERSIONED : UNVERSIONED);
  const ifNoneMatch = request.headers['if-none-match'];
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/** The app's icon (the built one, else the source's), read once: the card's stand-in on a full disk. */
export function appIcon(staticDir: string): () => Promise<Buffer> {
  let icon: Promise<Buffer> | null = null;
  const source = new URL('../../public/icons/icon-512.png', import.meta.url);
  return () => {
    icon ??= readFile(path.join(staticDir, 'icons', 'icon-512.png')).catch(() => readFile(source));
    return icon;
  };
}

/**
 * GET /og/naat/{id}.png and /og/naatkhawan/{id}.png: the 1200x630 link-preview card (og:image) of a naat or
 * reciter; /og/{kind}/{id}-art-{96|256|512}.png: its square artwork (the lock screen's picture, the cards').
 * The artwork is the uploaded picture when there is one (a naat's own, else its reciter's; WebP, whatever the
 * name says), else drawn; a stored picture that has gone missing falls back to the drawn one. Drawings are
 * made once per version and then read from DATA_DIR/og-cards. Unknown id or size: 404. A card not drawn yet
 * while the disk has no room to keep it, or while too many cards wait to be drawn: the app icon (200, not
 * cached), so a link preview still shows the site's picture and fetches the real card another time.
 */
export interface OgRoutesOptions {
  repos: Pick<Repositories, 'naats' | 'reciters'>;
  /** Where uploaded artwork lives (server/storage/openAudioStore.ts openImageStore). */
  imageStore: AudioStore;
  /** The card renderer; null when it cannot load on this platform (every card is then a 404). */
  cards: OgCards | null;
  /** The app's icon, the stand-in for a card that cannot be drawn now (`appIcon`). */
  icon: () => Promise<Buffer>;
  /** APP_NAME, written on the cards. */
  appName: string;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function ogRoutes(
  app: FastifyInstance,
  { repos, imageStore, cards, icon, appName }: OgRoutesOptions,
): Promise<void> {
  app.get<{ Params: { kind: string; file: string }; Querystring: { v?: unknown } }>(
    '/og/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^([1-9]\d{0,15})(?:-art-(\d{2,3}))?\.png$/.exec(file);
      const id = match ? Number(match[1]) : NaN;
      const art =
        match?.[2] === undefined ? null : (ART_SIZES.find((size) => String(size) === match[2]) ?? NaN);
      let card: CardText | null = null;
      let uploaded: ArtworkSource = { kind: 'drawn' };
      if (Number.isNaN(art)) {
        card = null;
      } else if (Number.isSafeInteger(id) && kind === 'naat') {
        const naat = await repos.naats.getById(id);
        card = naat ? naatCardText(naat, appName) : null;
        if (naat && art !== null) uploaded = naatArtworkSource(naat);
      } else if (Number.isSafeInteger(id) && kind === 'naatkhawan') {
        const reciter = await repos.reciters.getById(id);
        card = reciter ? reciterCardText(reciter, appName) : null;
        if (reciter && art !== null) uploaded = reciterArtworkSource(reciter);
      }
      if (card !== null && uploaded.kind !== 'drawn' && art !== null) {
        const name = artworkFileName(uploaded.kind, uploaded.id, uploaded.hash, art as ArtSize);
        const stored = await imageStore.stat(name);
        if (stored) {
          if (notModified(request, reply, uploaded.hash)) return reply.code(304).send();
          const body = await imageStore.read(name);
          if (body) {
            return reply
              .type('image/webp')
              .header('last-modified', stored.lastModified.toUTCString())
              .send(body);
          }
        }
        // The stored picture is gone: the drawn artwork answers instead of a broken image.
      }
      if (card === null || cards === null) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(`Not found: GET /og/${kind.slice(0, 20)}/${file.slice(0, 40)}`);
      }
      if (notModified(request, reply, cardVersion(card))) return reply.code(304).send();
      const png = await cards.png(id, card, art as ArtSize | null);
      if (png === null) {
        reply.removeHeader('etag');
        return reply
          .header('cache-control', 'no-store')
          .type('image/png')
          .send(await icon());
      }
      return reply.type('image/png').send(png);
    },
  );
}
