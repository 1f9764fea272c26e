import type { Naat, Reciter } from '../db/types';
import { artSvg, cardSvg, cardVersion, type ArtSize, type CardKind, type CardText } from './card';
import type { CardCache } from './cardCache';
import { isStorageFull } from '../common/storageFull';
import { type CardRenderer, RendererBusy } from './renderer';

export const naatCardText = (naat: Naat, appName: string): CardText => ({
  kind: 'naat',
  title: naat.title,
  urdu: naat.urduTitle,
  reciter: naat.naatKhawan.name,
  appName,
});

export const reciterCardText = (reciter: Reciter, appName: string): CardText => ({
  kind: 'naatkhawan',
  title: reciter.name,
  urdu: reciter.urduName,
  reciter: null,
  appName,
});

/** The og:image path of a card; `v` makes a changed card a new URL, so preview caches fetch it again. */
export const cardPath = (card: CardText, id: number): string =>
  `/og/${card.kind}/${id}.png?v=${cardVersion(card)}`;

/** The cache's name of a drawing: the card's version, and for square artwork its size. */
const drawingName = (version: string, art: ArtSize | null) =>
  art === null ? version : `${version}-art-${art}`;

/** Room a drawing is asked for before it is drawn: well above a card's PNG (tens of KB). */
export const CARD_BYTES = 512 * 1024;

export interface OgCards {
  /**
   * The PNG of a card, or with `art` of its square artwork in that size: from the cache, or drawn once
   * (concurrent asks for the same drawing share one). Null when it is not cached and the disk has no room to
   * keep it, or too many drawings wait already: the caller answers with something else instead of drawing
   * (and holding memory for) a card.
   */
  png(id: number, card: CardText, art?: ArtSize | null): Promise<Buffer | null>;
  /** Stops the renderer if it was opened. */
  close(): Promise<void>;
}

/**
 * `openRenderer` is called on the first card to draw (and again after it failed); `roomFor` is the disk
 * policy's answer (server/storage/diskReserve.ts) to whether `bytes` may be written now.
 */
export function createOgCards(
  openRenderer: () => Promise<CardRenderer>,
  cache: CardCache,
  roomFor: (bytes: number) => Promise<boolean> = () => Promise.resolve(true),
): OgCards {
  let renderer: Promise<CardRenderer> | null = null;
  const rendererOnce = () => {
    renderer ??= openRenderer().catch((error: unknown) => {
      renderer = null;
      throw error;
    });
    return renderer;
  };
  const drawing = new Map<string, Promise<Buffer | null>>();
  const draw = async (kind: CardKind, id: number, name: string, card: CardText, art: ArtSize | null) => {
    if (!(await roomFor(CARD_BYTES))) return null;
    const opened = await rendererOnce();
    let png: Buffer;
    try {
      png = await opened.render(art === null ? cardSvg(card, opened.fonts) : artSvg(card, opened.fonts, art));
    } catch (error) {
      // Too many drawings wait already: this one is answered without a card rather than queued.
      if (error instanceof RendererBusy) return null;
      throw error;
    }
    try {
      await cache.put(kind, id, name, png);
    } catch (error) {
      // Drawn but not kept (the disk filled meanwhile): this answer still gets it, the next draws again.
      if (!isStorageFull(error)) throw error;
    }
    return png;
  };
  return {
    async png(id, card, art = null) {
      const name = drawingName(cardVersion(card), art);
      const cached = await cache.get(card.kind, id, name);
      if (cached) return cached;
      const key = `${card.kind}/${id}/${name}`;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(card.kind, id, name, card, art).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    },
    async close() {
      const opened = renderer;
      renderer = null;
      await (await opened?.catch(() => null))?.close();
    },
  };
}
