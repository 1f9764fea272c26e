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
