import type { SearchTerm } from '../../../contract';
import type { Window } from '../types';
import { POINTS_BY_TIER, STRONG_POINTS, termTier, type Field, type WordTier } from './ranking';
import { allowsTypos, WEAK_CUT } from './rankedPage';
import type { IdPage } from './searchIndex';
import { typoPatterns, type SearchQuery } from './searchText';

/**
 * What the ranking needs of one naat: its searchable forms (searchText.ts naatSearchFields) and its play
 * count. Each field is held as one form, "folded\nexact", so a word's table has one value per form.
 */
export interface RankedEntry {
  id: number;
  title: string;
  reciter: string;
  lyrics: string;
  titleExact: string;
  reciterExact: string;
  lyricsExact: string;
  popularity: number;
}

export interface RankedCatalogue {
  upsert(entry: RankedEntry): void;
  remove(id: number): void;
  /**
   * The page of `window` in rank order (ranking.ts: strong rows, score, then popularity, then newest) and how
   * many match, as rankedPage.ts rankedNaatPage lists them: only the strong rows when they fill WEAK_CUT,
   * otherwise the weak ones after them, long words then matching with one edit too.
   */
  search(query: SearchQuery, window: Window): IdPage;
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
  /** Each form's folded and exact parts, cut once when it is added (a table never slices a form). */
  const foldedParts: string[] = [];
  const exactParts: string[] = [];
  /** The lyric forms' words, each with the lyric forms holding it: a word's table reads these (lyricPoints). */
  const lyricWords = createWordPostings();
  const lyricExactWords = createWordPostings();
  const slots = new Map<number, number>();
  let capacity = 1024;
  let size = 0;
  let ids = new Int32Array(capacity);
  let titles = new Int32Array(capacity);
  let reciters = new Int32Array(capacity);
  let lyrics = new Int32Array(capacity);
  let popularity = new Float64Array(capacity);
  const wordTiers = createFormTables();
  /** In the typo pass a long word's table holds its points plus TYPO_HIT, kept apart. */
  const typoTiers = createFormTables();

  function formId(text: string): number {
    let id = formIds.get(text);
    if (id === undefined) {
      id = forms.length;
      forms.push(text);
      formIds.set(text, id);
      const cut = text.indexOf('\n');
      const folded = text.slice(1, cut);
      const exact = text.slice(cut + 1);
      foldedParts.push(folded);
      exactParts.push(exact);
      if (text.startsWith('l')) {
        lyricWords.add(id, folded);
        lyricExactWords.add(id, exact);
      }
    }
    return id;
  }

  /** A term's points in one form, from its cut parts. */
  const pointsIn = (term: SearchTerm, form: number): number =>
    POINTS_BY_TIER[FIELD_OF[(forms[form] as string)[0] as string] ?? 'lyrics'][
      termTier(term, foldedParts[form] as string, exactParts[form] as string)
    ] ?? 0;

  /**
   * A term's points in every lyric form from `from` on, written into `values` through the lyric words instead
   * of a test per form: a catalogue's lyrics hold far fewer distinct words than naats times words. The same
   * places as termTier, as a query word holds no space: a lyric form holds the word whole (3) when one of its
   * words is it, at a word's start (2) when one starts with it, inside (1) when one contains it; exactly (4)
   * when it is there whole and the form's exact words hold its exact key. Returns how many forms it marked.
   */
  function lyricPoints(term: SearchTerm, values: Int8Array, from: number): number {
    const points = POINTS_BY_TIER.lyrics;
    let marked = 0;
    lyricWords.words.forEach((word, index) => {
      const tier: WordTier =
        word === term.word ? 3 : word.startsWith(term.word) ? 2 : word.includes(term.word) ? 1 : 0;
      if (tier === 0) return;
      const value = points[tier] as number;
      for (const form of lyricWords.postings[index] as number[]) {
        if (form < from || (values[form] as number) >= value) continue;
        if (values[form] === 0) marked += 1;
        values[form] = value;
      }
    });
    const whole = points[3] as number;
    const exactly = points[4] as number;
    for (const form of lyricExactWords.formsOf(term.exact)) {
      if (form >= from && values[form] === whole) values[form] = exactly;
    }
    return marked;
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
    lyrics = copy(lyrics, new Int32Array(capacity));
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
      titles[slot] = formId(`t${entry.title}\n${entry.titleExact}`);
      reciters[slot] = formId(`r${entry.reciter}\n${entry.reciterExact}`);
      lyrics[slot] = formId(`l${entry.lyrics}\n${entry.lyricsExact}`);
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
      lyrics[slot] = lyrics[last] as number;
      popularity[slot] = popularity[last] as number;
      slots.set(lastId, slot);
      slots.delete(id);
      size = last;
    },
    search(query, window) {
      // Strong rows rank above every weak one, so they are ranked on their own: when they fill a page they
      // are the whole answer, and the weak rows are never offered to a heap (most broad searches).
      const keep = Math.min(window.offset + window.limit, size);
      const strong = pass(query, false, keep, OFFER_STRONG);
      if (strong.strong >= WEAK_CUT) {
        return { ids: strong.ids.slice(window.offset), total: strong.strong };
      }
      const weak = pass(query, allowsTypos(query), keep, OFFER_WEAK);
      return { ids: [...strong.ids, ...weak.ids].slice(window.offset, keep), total: weak.total };
    },
  };

  /**
   * One scan: the best `keep` rows of the class `offer` (OFFER_STRONG, OFFER_WEAK) best first, how many rows
   * match and how many of them are strong. `typo`: long words may also match with one edit.
   */
  function pass(query: SearchQuery, typo: boolean, keep: number, offer: number) {
    // Filled by push, not made by map: map's array has another map once `search` is optimised, and
    // scanRows would lose its optimised code to it (a "wrong map" deopt, several ms).
    const codes: Int8Array[] = [];
    for (const term of query.terms) {
      const matcher = typo && query.typo.includes(term.word) ? typoMatcher(term.word) : null;
      const key = `${term.word}\n${term.exact}`;
      const words = wordTiers.of(
        forms,
        key,
        (form) => pointsIn(term, form),
        (values, from) => lyricPoints(term, values, from),
      );
      const table = matcher
        ? typoTiers.of(
            forms,
            key,
            (form) => (words.values[form] as number) | (matcher(foldedParts[form] as string) ? TYPO_HIT : 0),
          )
        : words;
      // A word no form holds matches no naat: no scan (the exact pass of a typo, a word of no title).
      if (table.matching === 0) return { ids: [], total: 0, strong: 0 };
      codes.push(table.values);
    }
    const heap = new WorstFirstHeap(keep);
    scanRows(codes, titles, reciters, lyrics, ids, popularity, size, heap, counts, offer);
    return { ids: heap.bestFirst(), total: counts[0] as number, strong: counts[1] as number };
  }
}

/** Which rows a scan offers to its heap: the strong ones, or the weak ones. */
const OFFER_STRONG = 1;
const OFFER_WEAK = 0;

/** How many rows the last scan matched (0) and how many of them were strong (1). */
const counts = new Int32Array(2);

const FIELD_OF: Readonly<Record<string, Field>> = { t: 'title', r: 'reciter', l: 'lyrics' };

/** Set in a word's code for a form it matches with one edit (the typo pass); the low bits are its points. */
const TYPO_HIT = 64;
const POINT_BITS = 63;

/**
 * Scores every row from the words' form codes and offers the matches of the class `offer` (1: strong, 0:
 * weak) to the heap; writes how many rows match and how many of them are strong into `counted`. This loop is
 * the whole cost of a search, so it only ever sees the same kinds of values (typed arrays and small integers
 * as arguments, every word's codes an Int8Array): a value of another shape (a null, an object of another
 * map) throws away its optimised code, and a search that runs it unoptimised takes several ms.
 */
function scanRows(
  codes: readonly Int8Array[],
  titles: Int32Array,
  reciters: Int32Array,
  lyrics: Int32Array,
  ids: Int32Array,
  popularity: Float64Array,
  size: number,
  heap: WorstFirstHeap,
  counted: Int32Array,
  offer: number,
): void {
  let total = 0;
  let strongRows = 0;
  scan: for (let slot = 0; slot < size; slot += 1) {
    const title = titles[slot] as number;
    const reciter = reciters[slot] as number;
    const lyric = lyrics[slot] as number;
    let score = 0;
    let strong = 1;
    for (let word = 0; word < codes.length; word += 1) {
      const code = codes[word] as Int8Array;
      const inTitle = code[title] as number;
      const inReciter = code[reciter] as number;
      const inLyrics = code[lyric] as number;
      const titlePoints = inTitle & POINT_BITS;
      const reciterPoints = inReciter & POINT_BITS;
      const lyricPoints = inLyrics & POINT_BITS;
      let points = titlePoints > reciterPoints ? titlePoints : reciterPoints;
      if (lyricPoints > points) points = lyricPoints;
      // Not there as written: in the typo pass a long word may still match with one edit (scoring 0).
      if (points === 0 && ((inTitle | inReciter | inLyrics) & TYPO_HIT) === 0) continue scan;
      if (points < STRONG_POINTS) strong = 0;
      score += points;
    }
    total += 1;
    strongRows += strong;
    if (strong === offer) heap.offer(score, popularity[slot] as number, ids[slot] as number);
  }
  counted[0] = total;
  counted[1] = strongRows;
}

/**
 * How many words' tables each cache keeps (a byte per distinct form each: 100 KB at 100k naats with lyrics,
 * so 25 MB when full). Enough for the words of a few hundred recent searches: a word's first table still costs
 * a pass over the forms that are not lyrics and over the lyric words that hold it.
 */
const CACHED_WORDS = 256;

/**
 * One value per distinct form for a word (its WordTier, or whether it matches with one edit), kept across
 * searches for the words searched most recently: forms are only ever added, so a kept table only computes the
 * forms added since. Searching a word costs one string test per distinct form once, then table reads.
 */
function createFormTables() {
  const tables = new Map<string, FormTable>();
  return {
    /**
     * `compute` gives one form's value; `bulk`, when given, writes the values of every lyric form from a
     * form id on at once (and returns how many it marked), used when many forms are new to the table.
     */
    of(
      forms: readonly string[],
      word: string,
      compute: (form: number) => number,
      bulk?: (values: Int8Array, from: number) => number,
    ): FormTable {
      const entry = tables.get(word) ?? { values: new Int8Array(0), known: 0, matching: 0 };
      // Taken out and put back: the Map's first key is then the least recently used.
      tables.delete(word);
      tables.set(word, entry);
      if (tables.size > CACHED_WORDS) tables.delete(tables.keys().next().value as string);
      if (entry.known === forms.length) return entry;
      if (entry.values.length < forms.length) {
        const grown = new Int8Array(Math.max(forms.length, 2 * entry.values.length));
        grown.set(entry.values);
        entry.values = grown;
      }
      const inBulk = bulk !== undefined && forms.length - entry.known >= BULK_FORMS;
      if (inBulk) {
        entry.values.fill(0, entry.known, forms.length);
        entry.matching += bulk(entry.values, entry.known);
      }
      for (let form = entry.known; form < forms.length; form += 1) {
        if (inBulk && (forms[form] as string).startsWith('l')) continue;
        const value = compute(form);
        entry.values[form] = value;
        if (value !== 0) entry.matching += 1;
      }
      entry.known = forms.length;
      return entry;
    },
  };
}

/** From this many forms new to a word's table, its lyric forms are filled through their words at once. */
const BULK_FORMS = 256;

/** Distinct words, each with the ids of the forms holding it (a form's words are distinct, searchText.ts). */
function createWordPostings() {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const postings: number[][] = [];
  const none: readonly number[] = [];
  return {
    words,
    postings,
    add(form: number, text: string): void {
      for (const word of text.split(' ')) {
        if (word === '') continue;
        let index = ids.get(word);
        if (index === undefined) {
          index = words.length;
          ids.set(word, index);
          words.push(word);
          postings.push([]);
        }
        (postings[index] as number[]).push(form);
      }
    },
    formsOf(word: string): readonly number[] {
      const index = ids.get(word);
      return index === undefined ? none : (postings[index] as number[]);
    },
  };
}

/** A word's value per form, and how many forms have one (0: no naat can match the word). */
interface FormTable {
  values: Int8Array;
  known: number;
  matching: number;
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
    if (ranksBelow(score, popularity, id, scores[0] as number, pops[0] as number, ids[0] as number)) return;
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
    return ranksBelow(
      scores[a] as number,
      pops[a] as number,
      ids[a] as number,
      scores[b] as number,
      pops[b] as number,
      ids[b] as number,
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

/**
 * True when row a ranks below row b. Every value is read before comparing (not only when the ones before tie):
 * a read first reached in a rare tie, hundreds of searches in, would throw away scanRows' optimised code.
 */
function ranksBelow(
  scoreA: number,
  popularityA: number,
  idA: number,
  scoreB: number,
  popularityB: number,
  idB: number,
): boolean {
  return (
    scoreA < scoreB ||
    (scoreA === scoreB && (popularityA < popularityB || (popularityA === popularityB && idA < idB)))
  );
}

function swapIn(values: Float64Array, a: number, b: number): void {
  const kept = values[a] as number;
  values[a] = values[b] as number;
  values[b] = kept;
}
