import { searchWords } from '../../contract';

/**
 * When two reciter names are probably one person written two ways (Owais Raza Qadri, Awais Qadri, Owais
 * Raza Qaadri), so creating the second is asked about instead of silently splitting their naats.
 *
 * - `same`: the names fold to the same letters (the search folding: q/k, w/v, vowel runs, doubled
 *   letters, Urdu endings), spaces aside: "Bilaal Kadri" = "Bilal Qadri", "Tajdar" = "Taj Dar".
 * - `near`: not the same, but either
 *   - both folded names hold 5+ letters and are one edit apart (a letter changed, missing, extra, or two
 *     swapped), two edits from 12 letters on: "Owais Raza Kadiri" / "Owais Raza Qadri"; or
 *   - the shorter name has 2+ words, all found in the longer one in the same order, and the longer adds
 *     exactly one word: "Awais Qadri" / "Owais Raza Qadri" (a middle name or title left out).
 *
 * Shorter names are left alone on purpose: one edit turns most 3–4 letter names into other real names.
 */
export type NameLikeness = 'same' | 'near';

/**
 * How an import and a bulk upload match a reciter's name exactly: trimmed, Unicode NFC, case folded (so
 * "Owais Raza" = "owais raza").
 */
export const reciterKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en');

/** Folded names shorter than this are only ever `same`, never `near` by an edit. */
export const NEAR_MIN_LETTERS = 5;
/** From this many folded letters, two edits still make `near`. */
export const TWO_EDITS_MIN_LETTERS = 12;

/** Folded names kept between calls: every check compares one name with every reciter's (hundreds). */
const foldedNames = new Map<string, string[]>();
const FOLDED_NAMES_KEPT = 10_000;

function foldedName(name: string): string[] {
  let words = foldedNames.get(name);
  if (words === undefined) {
    if (foldedNames.size >= FOLDED_NAMES_KEPT) foldedNames.clear();
    words = searchWords(name);
    foldedNames.set(name, words);
  }
  return words;
}

export function nameLikeness(a: string, b: string): NameLikeness | null {
  const wordsA = foldedName(a);
  const wordsB = foldedName(b);
  const joinedA = wordsA.join('');
  const joinedB = wordsB.join('');
  if (joinedA === '' || joinedB === '') return null;
  if (joinedA === joinedB) return 'same';
  const lettersA = Array.from(joinedA);
  const lettersB = Array.from(joinedB);
  const shortest = Math.min(lettersA.length, lettersB.length);
  if (shortest >= NEAR_MIN_LETTERS) {
    const allowed = shortest >= TWO_EDITS_MIN_LETTERS ? 2 : 1;
    if (editDistance(lettersA, lettersB, allowed) <= allowed) return 'near';
  }
  const [fewer, more] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  if (fewer.length >= 2 && more.length === fewer.length + 1 && isSubsequence(fewer, more)) return 'near';
  return null;
}

function isSubsequence(short: readonly string[], long: readonly string[]): boolean {
  let at = 0;
  for (const word of long) if (word === short[at]) at += 1;
  return at === short.length;
}

/**
 * Optimal string alignment distance (a swap of two neighbours is one edit, as in the search's typo rule),
 * stopping early: any answer above `limit` is `limit + 1`.
 */
export function editDistance(a: readonly string[], b: readonly string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

export interface NamedReciter {
  id: number;
  name: string;
  urduName: string | null;
}

/**
 * The reciters whose name (or Urdu name, when both have one) is `same` or `near` the given one, the `same`
 * ones first, then by id.
 */
export function similarReciters<T extends NamedReciter>(
  name: string,
  urduName: string | null,
  reciters: readonly T[],
): (T & { likeness: NameLikeness })[] {
  const found: (T & { likeness: NameLikeness })[] = [];
  for (const reciter of reciters) {
    const byName = nameLikeness(name, reciter.name);
    const byUrdu = urduName && reciter.urduName ? nameLikeness(urduName, reciter.urduName) : null;
    const likeness = byName === 'same' || byUrdu === 'same' ? 'same' : (byName ?? byUrdu);
    if (likeness) found.push({ ...reciter, likeness });
  }
  return found.sort((x, y) => (x.likeness === y.likeness ? x.id - y.id : x.likeness === 'same' ? -1 : 1));
}
