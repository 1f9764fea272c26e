import type { Naat, NaatKhawan } from '../db/types';
import { cardSvg, cardVersion, type CardKind, type CardText } from './card';
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

export interface OgCards {
  /** The PNG of a card: from the cache, or drawn once (concurrent asks for the same card share one drawing). */
  png(id: number, card: CardText): Promise<Buffer>;
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
  const draw = async (kind: CardKind, id: number, version: string, card: CardText) => {
    const opened = await rendererOnce();
    const png = await opened.render(cardSvg(card, opened.fonts));
    await cache.put(kind, id, version, png);
    return png;
  };
  return {
    async png(id, card) {
      const version = cardVersion(card);
      const cached = await cache.get(card.kind, id, version);
      if (cached) return cached;
      const key = `${card.kind}/${id}/${version}`;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(card.kind, id, version, card).finally(() => drawing.delete(key));
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
