import type { Window } from '../types';
import { fieldPoints } from './ranking';
import type { IdPage } from './searchIndex';
import { typoPatterns, type SearchQuery } from './searchText';

/** What the ranking needs of one naat: its two searchable forms (searchText.ts) and its play count. */
export interface RankedEntry {
  id: number;
  title: string;
  reciter: string;
  popularity: number;
}

export interface RankedCatalogue {
  upsert(entry: RankedEntry): void;
  remove(id: number): void;
  /**
   * The page of `window` in rank order (ranking.ts: score, then popularity, then newest) and how many match.
   * `typo`: long words may also match with one edit (the second pass, asked when the first found nothing).
   */
  search(query: SearchQuery, window: Window, typo: boolean): IdPage;
}

/** A LIKE pattern of typoPatterns (`%` at both ends, `_` one character, `\x` a literal x) as a RegExp source. */
function likeToRegExp(pattern: string): string {
  let source = '';
  const chars = Array.from(pattern.slice(1, -1));
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    if (char === '\\') source += escapeRegExp(chars[(i += 1)] ?? '');
    else source += char === '_' ? '.' : escapeRegExp(char);
  }
  return source;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One word's typo test: any of its one-edit patterns, in one expression. */
function typoMatcher(word: string): ((text: string) => boolean) | null {
  const patterns = typoPatterns(word);
  if (patterns.length === 0) return null;
  const expression = new RegExp(patterns.map(likeToRegExp).join('|'), 'u');
  return (text) => expression.test(text);
}

/**
 * The whole catalogue's searchable forms in memory, ranked without a database round trip per row: the same
 * matching and ranking as the SQL of sqliteSearch.ts / postgresSearch.ts (tests/server/rankedSearch.test.ts
 * compares them), but a word is looked up once per distinct form (many naats share a title, every naat of a
 * reciter shares the reciter's form), then each row costs two array reads per word, and only the best
 * `offset + limit` rows are kept (a bounded heap), so a query matching most of 100k naats stays in
 * single milliseconds.
 */
export function createRankedCatalogue(): RankedCatalogue {
  const formIds = new Map<string, number>();
  const forms: string[] = [];
  const slots = new Map<number, number>();
  let capacity = 1024;
  let size = 0;
  let ids = new Int32Array(capacity);
  let titles = new Int32Array(capacity);
  let reciters = new Int32Array(capacity);
  let popularity = new Float64Array(capacity);
  /** Each row's score during a search (searches are synchronous, so one buffer serves them all). */
  let scratch = new Int16Array(capacity);

  function formId(text: string): number {
    let id = formIds.get(text);
    if (id === undefined) {
      id = forms.length;
      forms.push(text);
      formIds.set(text, id);
    }
    return id;
  }

  function grow(): void {
    capacity *= 2;
    const copy = <T extends Int32Array | Float64Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    ids = copy(ids, new Int32Array(capacity));
    titles = copy(titles, new Int32Array(capacity));
    reciters = copy(reciters, new Int32Array(capacity));
    popularity = copy(popularity, new Float64Array(capacity));
  }

  return {
    upsert(entry) {
      let slot = slots.get(entry.id);
      if (slot === undefined) {
        if (size === capacity) grow();
        slot = size;
        size += 1;
        slots.set(entry.id, slot);
      }
      ids[slot] = entry.id;
      titles[slot] = formId(entry.title);
      reciters[slot] = formId(entry.reciter);
      popularity[slot] = entry.popularity;
    },
    remove(id) {
      const slot = slots.get(id);
      if (slot === undefined) return;
      // The last row takes the removed one's place, so the rows stay packed.
      const last = size - 1;
      const lastId = ids[last] as number;
      ids[slot] = lastId;
      titles[slot] = titles[last] as number;
      reciters[slot] = reciters[last] as number;
      popularity[slot] = popularity[last] as number;
      slots.set(lastId, slot);
      slots.delete(id);
      size = last;
    },
    search(query, window, typo) {
      if (scratch.length < size) scratch = new Int16Array(capacity);
      const scores = scratch.subarray(0, size);
      scores.fill(0);
      for (const word of query.words) {
        const matcher = typo && query.long.includes(word) ? typoMatcher(word) : null;
        addWordPoints(scores, titles, reciters, forms, word, matcher);
      }
      // No more rows are kept than there are (a far page of a huge offset keeps none).
      const heap = createWorstFirstHeap(Math.min(window.offset + window.limit, size));
      let total = 0;
      for (let slot = 0; slot < size; slot += 1) {
        const score = scores[slot] as number;
        if (score < 0) continue;
        total += 1;
        heap.offer(score, popularity[slot] as number, ids[slot] as number);
      }
      return { ids: heap.bestFirst().slice(window.offset), total };
    },
  };
}

/**
 * One word's pass over the rows: adds its points to each row's score, or sets -1 where it is missing. The
 * points of a distinct form are computed when a row first needs them (-1: not yet). Kept apart, over plain
 * typed arrays, so V8 optimises the loop on its own.
 */
function addWordPoints(
  scores: Int16Array,
  titles: Int32Array,
  reciters: Int32Array,
  forms: readonly string[],
  word: string,
  typo: ((text: string) => boolean) | null,
): void {
  const inTitle = new Int8Array(forms.length).fill(-1);
  const inReciter = new Int8Array(forms.length).fill(-1);
  const typoHits = new Int8Array(typo ? forms.length : 0).fill(-1);
  const typoHit = (form: number): boolean => {
    if (!typo) return false;
    let hit = typoHits[form] as number;
    if (hit < 0) hit = typoHits[form] = typo(forms[form] as string) ? 1 : 0;
    return hit === 1;
  };
  for (let slot = 0; slot < scores.length; slot += 1) {
    if ((scores[slot] as number) < 0) continue;
    const title = titles[slot] as number;
    let points = inTitle[title] as number;
    if (points < 0) points = inTitle[title] = fieldPoints(word, forms[title] as string, 'title');
    if (points === 0) {
      const reciter = reciters[slot] as number;
      points = inReciter[reciter] as number;
      if (points < 0) points = inReciter[reciter] = fieldPoints(word, forms[reciter] as string, 'reciter');
      // Not there as written: in the typo pass a long word may still match with one edit (scoring 0).
      if (points === 0 && (typo === null || (!typoHit(title) && !typoHit(reciter)))) {
        scores[slot] = -1;
        continue;
      }
    }
    scores[slot] = (scores[slot] as number) + points;
  }
}

/**
 * The best `capacity` rows seen, by (score, popularity, id) descending, with the worst at the root so a row
 * that cannot enter costs one comparison.
 */
function createWorstFirstHeap(capacity: number) {
  const scores = new Float64Array(capacity);
  const pops = new Float64Array(capacity);
  const ids = new Float64Array(capacity);
  let length = 0;
  /** True when row a ranks below row b. */
  const below = (a: number, b: number): boolean =>
    (scores[a] as number) < (scores[b] as number) ||
    (scores[a] === scores[b] &&
      ((pops[a] as number) < (pops[b] as number) ||
        (pops[a] === pops[b] && (ids[a] as number) < (ids[b] as number))));
  const swap = (a: number, b: number) => {
    [scores[a], scores[b]] = [scores[b] as number, scores[a] as number];
    [pops[a], pops[b]] = [pops[b] as number, pops[a] as number];
    [ids[a], ids[b]] = [ids[b] as number, ids[a] as number];
  };
  function siftDown(from: number): void {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < length && below(left, worst)) worst = left;
      if (right < length && below(right, worst)) worst = right;
      if (worst === at) return;
      swap(at, worst);
      at = worst;
    }
  }
  return {
    offer(score: number, popularity: number, id: number): void {
      if (capacity === 0) return;
      if (length < capacity) {
        scores[length] = score;
        pops[length] = popularity;
        ids[length] = id;
        let at = length;
        length += 1;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!below(at, parent)) break;
          swap(at, parent);
          at = parent;
        }
        return;
      }
      const root = scores[0] as number;
      const rootPop = pops[0] as number;
      if (
        score < root ||
        (score === root && (popularity < rootPop || (popularity === rootPop && id < (ids[0] as number))))
      )
        return;
      scores[0] = score;
      pops[0] = popularity;
      ids[0] = id;
      siftDown(0);
    },
    bestFirst(): number[] {
      const order = Array.from({ length }, (_, i) => i).sort((a, b) =>
        below(a, b) ? 1 : below(b, a) ? -1 : 0,
      );
      return order.map((i) => ids[i] as number);
    },
  };
}
