import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OgCards } from '../og/cards';
import { naatCardText, reciterCardText } from '../og/cards';
import { ART_SIZES, cardVersion, type ArtSize, type CardText } from '../og/card';

/** A card URL carrying its current version (`?v=`) never changes content; one without it may. */
const VERSIONED = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=3600';

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
 * reciter; /og/{kind}/{id}-art-{96|256|512}.png: its square artwork (the lock screen's picture). Each is drawn
 * once per version and then read from DATA_DIR/og-cards. Unknown id or size: 404. A card not drawn yet
 * while the disk has no room to keep it, or while too many cards wait to be drawn: the app icon (200, not
 * cached), so a link preview still shows the site's picture and fetches the real card another time.
 */
export function ogRoutes(app: FastifyInstance, cards: OgCards, icon: () => Promise<Buffer>): void {
  app.get<{ Params: { kind: string; file: string }; Querystring: { v?: unknown } }>(
    '/og/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^([1-9]\d{0,15})(?:-art-(\d{2,3}))?\.png$/.exec(file);
      const id = match ? Number(match[1]) : NaN;
      const art =
        match?.[2] === undefined ? null : (ART_SIZES.find((size) => String(size) === match[2]) ?? NaN);
      let card: CardText | null = null;
      if (Number.isNaN(art)) {
        card = null;
      } else if (Number.isSafeInteger(id) && kind === 'naat') {
        const naat = await app.repos.naats.getById(id);
        card = naat ? naatCardText(naat, app.config.appName) : null;
      } else if (Number.isSafeInteger(id) && kind === 'naatkhawan') {
        const reciter = await app.repos.naatKhawans.getById(id);
        card = reciter ? reciterCardText(reciter, app.config.appName) : null;
      }
      if (card === null) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(`Not found: GET /og/${kind.slice(0, 20)}/${file.slice(0, 40)}`);
      }
      const version = cardVersion(card);
      const etag = `"${version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', request.query.v === version ? VERSIONED : UNVERSIONED);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
        return reply.code(304).send();
      }
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
