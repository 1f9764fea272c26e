import type { Window } from '../types';
import { POINTS_BY_TIER, wordTier } from './ranking';
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
  const wordTiers = createFormTables();
  const typoHits = createFormTables();

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
      const { words } = query;
      const tiers = words.map((word) => wordTiers.of(forms, word, (form) => wordTier(word, form)));
      const typos = words.map((word) => {
        const matcher = typo && query.long.includes(word) ? typoMatcher(word) : null;
        return matcher ? typoHits.of(forms, word, (form) => (matcher(form) ? 1 : 0)) : null;
      });
      // No more rows are kept than there are (a far page of a huge offset keeps none).
      const heap = new WorstFirstHeap(Math.min(window.offset + window.limit, size));
      const total = scanRows(tiers, typos, { titles, reciters, ids, popularity, size }, heap);
      return { ids: heap.bestFirst().slice(window.offset), total };
    },
  };
}

interface Rows {
  titles: Int32Array;
  reciters: Int32Array;
  ids: Int32Array;
  popularity: Float64Array;
  size: number;
}

/**
 * Scores every row from the words' form tables and offers the matches to the heap; returns how many match.
 * A function of its own over plain arguments: this loop is the whole cost of a search, and V8 optimises it
 * best this way.
 */
function scanRows(
  tiers: readonly Int8Array[],
  typos: readonly (Int8Array | null)[],
  rows: Rows,
  heap: WorstFirstHeap,
): number {
  const { titles, reciters, ids, popularity, size } = rows;
  let total = 0;
  scan: for (let slot = 0; slot < size; slot += 1) {
    const title = titles[slot] as number;
    const reciter = reciters[slot] as number;
    let score = 0;
    for (let word = 0; word < tiers.length; word += 1) {
      const tier = tiers[word] as Int8Array;
      const inTitle = tier[title] as number;
      if (inTitle > 0) {
        score += TITLE_POINTS[inTitle] as number;
        continue;
      }
      const inReciter = tier[reciter] as number;
      if (inReciter > 0) {
        score += RECITER_POINTS[inReciter] as number;
        continue;
      }
      // Not there as written: in the typo pass a long word may still match with one edit (scoring 0).
      const hits = typos[word];
      if (!hits || (hits[title] === 0 && hits[reciter] === 0)) continue scan;
    }
    total += 1;
    heap.offer(score, popularity[slot] as number, ids[slot] as number);
  }
  return total;
}

const TITLE_POINTS = Int8Array.from(POINTS_BY_TIER.title);
const RECITER_POINTS = Int8Array.from(POINTS_BY_TIER.reciter);

/** How many words' tables each cache keeps (a byte per distinct form each: 100 KB at 100k forms). */
const CACHED_WORDS = 64;

/**
 * One value per distinct form for a word (its WordTier, or whether it matches with one edit), kept across
 * searches for the words searched most recently: forms are only ever added, so a kept table only computes the
 * forms added since. Searching a word costs one string test per distinct form once, then table reads.
 */
function createFormTables() {
  const tables = new Map<string, { values: Int8Array; known: number }>();
  return {
    of(forms: readonly string[], word: string, compute: (form: string) => number): Int8Array {
      const entry = tables.get(word) ?? { values: new Int8Array(0), known: 0 };
      // Taken out and put back: the Map's first key is then the least recently used.
      tables.delete(word);
      tables.set(word, entry);
      if (tables.size > CACHED_WORDS) tables.delete(tables.keys().next().value as string);
      if (entry.known === forms.length) return entry.values;
      if (entry.values.length < forms.length) {
        const grown = new Int8Array(Math.max(forms.length, 2 * entry.values.length));
        grown.set(entry.values);
        entry.values = grown;
      }
      for (let form = entry.known; form < forms.length; form += 1) {
        entry.values[form] = compute(forms[form] as string);
      }
      entry.known = forms.length;
      return entry.values;
    },
  };
}

/**
 * The best `capacity` rows seen, by (score, popularity, id) descending, with the worst at the root so a row
 * that cannot enter costs one comparison. A class, so every search's heap shares one `offer`: a function made
 * per search would be a new call target each time, and V8 would throw away the scan loop's optimised code.
 */
class WorstFirstHeap {
  private readonly scores: Float64Array;
  private readonly pops: Float64Array;
  private readonly ids: Float64Array;
  private length = 0;

  constructor(private readonly capacity: number) {
    this.scores = new Float64Array(capacity);
    this.pops = new Float64Array(capacity);
    this.ids = new Float64Array(capacity);
  }

  offer(score: number, popularity: number, id: number): void {
    const { scores, pops, ids, capacity } = this;
    if (capacity === 0) return;
    if (this.length < capacity) {
      let at = this.length;
      scores[at] = score;
      pops[at] = popularity;
      ids[at] = id;
      this.length += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.below(at, parent)) break;
        this.swap(at, parent);
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
    this.siftDown(0);
  }

  bestFirst(): number[] {
    const order = Array.from({ length: this.length }, (_, i) => i).sort((a, b) =>
      this.below(a, b) ? 1 : this.below(b, a) ? -1 : 0,
    );
    return order.map((i) => this.ids[i] as number);
  }

  /** True when row a ranks below row b. */
  private below(a: number, b: number): boolean {
    const { scores, pops, ids } = this;
    return (
      (scores[a] as number) < (scores[b] as number) ||
      (scores[a] === scores[b] &&
        ((pops[a] as number) < (pops[b] as number) ||
          (pops[a] === pops[b] && (ids[a] as number) < (ids[b] as number))))
    );
  }

  // With temporaries, not destructuring: an array per swap adds up to tens of KB of garbage per broad search.
  private swap(a: number, b: number): void {
    swapIn(this.scores, a, b);
    swapIn(this.pops, a, b);
    swapIn(this.ids, a, b);
  }

  private siftDown(from: number): void {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < this.length && this.below(left, worst)) worst = left;
      if (right < this.length && this.below(right, worst)) worst = right;
      if (worst === at) return;
      this.swap(at, worst);
      at = worst;
    }
  }
}

function swapIn(values: Float64Array, a: number, b: number): void {
  const kept = values[a] as number;
  values[a] = values[b] as number;
  values[b] = kept;
}
