import type { Naat, NaatKhawan } from '../db/types';
import { artSvg, cardSvg, cardVersion, type ArtSize, type CardKind, type CardText } from './card';
import type { CardCache } from './cardCache';
import type { CardRenderer } from './renderer';

export const naatCardText = (naat: Naat, appName: string): CardText => ({
  kind: 'naat',
  title: naat.title,
  urdu: naat.urduTitle,
  reciter: naat.naatKhawan.name,
  appName,
});

export const reciterCardText = (reciter: NaatKhawan, appName: string): CardText => ({
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

export interface OgCards {
  /**
   * The PNG of a card, or with `art` of its square artwork in that size: from the cache, or drawn once
   * (concurrent asks for the same drawing share one).
   */
  png(id: number, card: CardText, art?: ArtSize | null): Promise<Buffer>;
  /** Stops the renderer if it was opened. */
  close(): Promise<void>;
}

/** `openRenderer` is called on the first card to draw (and again after it failed). */
export function createOgCards(openRenderer: () => Promise<CardRenderer>, cache: CardCache): OgCards {
  let renderer: Promise<CardRenderer> | null = null;
  const rendererOnce = () => {
    renderer ??= openRenderer().catch((error: unknown) => {
      renderer = null;
      throw error;
    });
    return renderer;
  };
  const drawing = new Map<string, Promise<Buffer>>();
  const draw = async (kind: CardKind, id: number, name: string, card: CardText, art: ArtSize | null) => {
    const opened = await rendererOnce();
    const png = await opened.render(
      art === null ? cardSvg(card, opened.fonts) : artSvg(card, opened.fonts, art),
    );
    await cache.put(kind, id, name, png);
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
