/**
 * Pure helpers of the random pick (Naats Radio): drawing candidate ids and mixing reciters. Kept apart from the
 * SQL so their fairness can be tested without a database.
 */

/** `count` ids drawn uniformly (with repetition) from low..high, in the order drawn. */
export function drawIds(
  low: number,
  high: number,
  count: number,
  random: () => number = Math.random,
): number[] {
  const span = high - low + 1;
  return Array.from({ length: count }, () => low + Math.floor(random() * span));
}

/**
 * Reorders `items` so that no two neighbours share a reciter whenever that is possible: each step takes, among
 * the reciters other than the last one played, the one with the most items left (so no reciter is left over at
 * the end to play back to back), keeping each reciter's items in their (random) order. Ties go to the reciter
 * whose next item came first, so an already mixed list keeps its order.
 */
export function mixReciters<T>(items: readonly T[], reciterOf: (item: T) => number): T[] {
  const queues = new Map<number, { position: number; item: T }[]>();
  items.forEach((item, position) => {
    const reciter = reciterOf(item);
    const queue = queues.get(reciter) ?? [];
    queue.push({ position, item });
    queues.set(reciter, queue);
  });
  const mixed: T[] = [];
  let last: number | null = null;
  while (mixed.length < items.length) {
    let best: number | null = null;
    for (const [reciter, queue] of queues) {
      if (queue.length === 0 || (reciter === last && queues.size > 1 && hasOther(queues, reciter))) continue;
      const current = best === null ? null : queues.get(best);
      if (
        current === undefined ||
        current === null ||
        queue.length > current.length ||
        (queue.length === current.length && (queue[0]?.position ?? 0) < (current[0]?.position ?? 0))
      ) {
        best = reciter;
      }
    }
    if (best === null) break;
    const next = queues.get(best)?.shift();
    if (next === undefined) break;
    mixed.push(next.item);
    last = best;
  }
  return mixed;
}

function hasOther<T>(queues: Map<number, T[]>, reciter: number): boolean {
  for (const [other, queue] of queues) if (other !== reciter && queue.length > 0) return true;
  return false;
}

export interface SpreadOptions<T> {
  wanted: number;
  /** The most items one reciter may have while others still have some to give. */
  cap: number;
  reciterOf: (item: T) => number;
  /** Two items with the same key are the same naat for a listener (one title sung by two reciters). */
  titleOf: (item: T) => string;
  /** Titles already in the set (the radio's first naat). */
  taken?: Iterable<string>;
}

/**
 * A radio set being filled from random candidates: never one title twice, and no reciter above `cap` while
 * other reciters still have items to offer; `fillPastCap` then lets the refused ones in, so a set is as full as
 * the catalogue allows.
 */
export class SpreadPick<T> {
  readonly picked: T[] = [];
  private readonly titles: Set<string>;
  private readonly perReciter = new Map<number, number>();
  private readonly overCap: T[] = [];

  constructor(private readonly options: SpreadOptions<T>) {
    this.titles = new Set(options.taken);
  }

  get full(): boolean {
    return this.picked.length >= this.options.wanted;
  }

  /** How many more `reciter` may have within the cap. */
  roomFor(reciter: number): number {
    return Math.max(0, this.options.cap - (this.perReciter.get(reciter) ?? 0));
  }

  offer(item: T): void {
    if (this.full || this.titles.has(this.options.titleOf(item))) return;
    if (this.roomFor(this.options.reciterOf(item)) === 0) this.overCap.push(item);
    else this.take(item);
  }

  fillPastCap(): void {
    for (const item of this.overCap) {
      if (this.full) return;
      if (!this.titles.has(this.options.titleOf(item))) this.take(item);
    }
  }

  private take(item: T): void {
    const reciter = this.options.reciterOf(item);
    this.titles.add(this.options.titleOf(item));
    this.perReciter.set(reciter, (this.perReciter.get(reciter) ?? 0) + 1);
    this.picked.push(item);
  }
}

/** A reciter's fair share of a set of `wanted`: the set spread evenly over the reciters that have naats. */
export const fairShare = (wanted: number, reciters: number): number =>
  Math.max(1, Math.ceil(wanted / Math.max(1, Math.min(reciters, wanted))));

/** The items in a random order (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
