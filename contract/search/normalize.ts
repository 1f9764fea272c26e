/**
 * The one search normaliser of Naat Stream, imported by the page (highlighting, src/lib/highlight.ts) and by
 * the server (the search index and the queries, server/db/search/). Stored text and queries pass through the
 * same rules, so they meet in the same form whatever spelling either was written in.
 *
 * Two layers:
 *  - `normalizeUrdu`: one character in, at most one character out (so a match can be mapped back to the
 *    displayed text): lower case, Arabic/Urdu diacritics, tatweel and joiners dropped, letter forms folded.
 *  - `searchWords` / `foldWord`: the text cut into words, each Roman-Urdu word folded to a spelling-free key
 *    ("Madinah", "Medina", "Madine" -> "madan"). Urdu-script words keep their `normalizeUrdu` form.
 * The rules are documented with real spellings in docs/search.md; tests/unit/contract/search/normalize.test.ts checks
 * them one by one.
 */

/**
 * Marks dropped from Urdu/Arabic script (people type without them):
 *  - U+0610–U+061A: honorific and small marks written above names (e.g. ؐ after محمد);
 *  - U+064B–U+065F: harakat (zabar, zer, pesh), tanween, shadda, sukun, hamza above/below;
 *  - U+0670: superscript (khari) alef, as in مصطفیٰ;
 *  - U+06D6–U+06ED: Quranic annotation marks and the Urdu small letters (small yeh ۖ, small waw ۥ ...);
 *  - U+0640: tatweel (the stretching stroke, کـــرم);
 *  - U+200B–U+200F, U+061C, U+FEFF: zero-width space, joiners (ZWNJ, ZWJ), direction marks.
 */
export const isDroppedCode = (code: number): boolean =>
  (code >= 0x0610 && code <= 0x061a) ||
  (code >= 0x064b && code <= 0x065f) ||
  code === 0x0670 ||
  (code >= 0x06d6 && code <= 0x06ed) ||
  code === 0x0640 ||
  (code >= 0x200b && code <= 0x200f) ||
  code === 0x061c ||
  code === 0xfeff;

/**
 * Letter forms folded to one (Arabic and Persian keyboards, and Urdu written both ways):
 * each maps one letter to one letter, so positions still map back for highlighting.
 */
export const LETTER_FORMS: Readonly<Record<string, string>> = {
  '\u0643': '\u06a9', // Arabic kaf ك -> Urdu kaf ک (كرم = کرم)
  '\u064a': '\u06cc', // Arabic yeh ي -> Urdu yeh ی (ربي = ربی)
  '\u0649': '\u06cc', // alef maksura ى -> ی (مصطفى = مصطفی)
  '\u06d2': '\u06cc', // bari yeh ے -> ی (word end only in Urdu: مدینے / مدینی typed either way)
  '\u06d3': '\u06cc', // bari yeh with hamza ۓ -> ی
  '\u0626': '\u06cc', // yeh with hamza ئ -> ی (سوئے / سویے)
  '\u0647': '\u06c1', // Arabic heh ه -> Urdu heh ہ (مدينه = مدینہ)
  '\u0629': '\u06c1', // teh marbuta ة -> ہ (صلاة / صلاۃ / صلاہ)
  '\u06c3': '\u06c1', // Urdu teh marbuta ۃ -> ہ
  '\u06c0': '\u06c1', // heh with yeh above ۀ -> ہ (izafat written on the heh)
  '\u06c2': '\u06c1', // heh goal with hamza ۂ -> ہ
  '\u06be': '\u06c1', // do-chashmi heh ھ -> ہ (ہم / ھم are both typed)
  '\u0624': '\u0648', // waw with hamza ؤ -> و
  '\u0622': '\u0627', // alef with madda آ -> ا (آقا / اقا)
  '\u0623': '\u0627', // alef with hamza above أ -> ا
  '\u0625': '\u0627', // alef with hamza below إ -> ا
  '\u0671': '\u0627', // alef wasla ٱ -> ا
};

/** Normalises one character (a whole code point); '' when it is dropped. */
function normalizeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (isDroppedCode(code)) return '';
  return LETTER_FORMS[char] ?? char.toLowerCase();
}

/** Lower case, marks dropped, letter forms folded: one character in, at most one out. */
export function normalizeUrdu(text: string): string {
  let out = '';
  for (const char of text) out += normalizeChar(char);
  return out;
}

export interface NormalizedText {
  text: string;
  /** For each UTF-16 unit of `text`, the index in the original string of the character it came from. */
  origin: number[];
  /** For each UTF-16 unit of `text`, the index just past that original character. */
  originEnd: number[];
}

/** `normalizeUrdu`, remembering where every output unit came from, so matches map back to the original. */
export function normalizeWithMap(text: string): NormalizedText {
  let out = '';
  const origin: number[] = [];
  const originEnd: number[] = [];
  let index = 0;
  for (const char of text) {
    const normalized = normalizeChar(char);
    for (let unit = 0; unit < normalized.length; unit += 1) {
      origin.push(index);
      originEnd.push(index + char.length);
    }
    out += normalized;
    index += char.length;
  }
  return { text: out, origin, originEnd };
}

/** True when the code point at `index` of `text` is dropped by normalisation (a diacritic or joiner). */
export function isDiacriticAt(text: string, index: number): boolean {
  const code = text.codePointAt(index);
  return code !== undefined && isDroppedCode(code);
}

/** Apostrophes inside a word are dropped, never split it: Ka'ba, Ka’ba and Kaba are one word. */
const APOSTROPHES = /['’‘`ʼʻ]/g;
/** A word: letters and digits (after normalisation). Hyphens, spaces and punctuation separate words. */
const WORD = /[\p{L}\p{N}]+/gu;
const LATIN_WORD = /^[a-z0-9]+$/;
const VOWEL = /[aeiou]/;

/**
 * Consonant spellings folded to one, left to right, longest first. Chosen from how naat titles and reciter
 * names are actually written on naat sites and in tags:
 *  - gh -> g, kh -> k: Ghaus / Gaus, Lakhon / Lakon (the h is often left out);
 *  - ph -> f: Mustapha / Mustafa, Sharif / Sharief;
 *  - dh, zh -> z: Dhikr / Zikr (ذ), Zhikr;
 *  - q -> k: Qasida / Kasida, Aaqa / Aaka, Qadri / Kadri;
 *  - w -> v: Wah / Vah, Woh / Voh, Rizwi / Rizvi;
 *  - c (not ch) -> k, ck -> k: Mecca / Makka, Makkah / Macca;
 *  - x -> ks.
 */
const CONSONANTS: readonly (readonly [string, string])[] = [
  ['gh', 'g'], // Ghaus / Gaus, Ghous / Gous
  ['kh', 'k'], // Lakhon / Lakon, Khuda / Kuda
  ['ph', 'f'],
  ['dh', 'z'],
  ['zh', 'z'],
  ['ck', 'k'],
  ['ch', 'c'], // kept apart from a lone c (which is k)
  ['q', 'k'],
  ['w', 'v'],
  ['c', 'k'],
  ['x', 'ks'],
];

/**
 * Folds one lower-case Roman-Urdu word to its search key:
 *  1. consonant spellings folded (CONSONANTS);
 *  2. y is a vowel unless it starts the word or a vowel follows it (Hai / Hay, Aye / Ae; but Ya, Diyar, Aaya);
 *  3. doubled letters made single (Sallallahu / Salallahu, Muhammad / Muhamad, Allah / Alah);
 *  4. every run of vowels becomes one "a": vowel quality is the least reliable part of Roman Urdu
 *     (Madina / Medina / Madeena, Muhammad / Mohammad / Muhammed, Rehmat / Rahmat, Noor / Nur, Salaam / Salam);
 *  5. at the word end, an h after a vowel goes (Madinah / Madina) and a final vowel goes, repeatedly: ay / e /
 *     ai / a / i at word ends are one, and an izafat written joined is the bare word (Tajdare / Tajdar-e /
 *     Tajdar, Shahe / Shah, Madine / Madina, Kabe / Kaaba / Ka'ba, Sallallahu / Sallallaho). The price:
 *     Ilahi and Allah meet too;
 *  6. a word made only of vowels (the izafat "e", "o" in Jood-o-Karam, "Ae") folds to '' and is not a word.
 * Words in other scripts (Urdu, already `normalizeUrdu`d) lose only their inflected ending (foldUrduWord).
 */
export function foldWord(word: string): string {
  if (!LATIN_WORD.test(word)) return foldUrduWord(word);
  let out = '';
  for (let i = 0; i < word.length;) {
    const rule = CONSONANTS.find(([from]) => word.startsWith(from, i));
    if (rule) {
      out += rule[1];
      i += rule[0].length;
      continue;
    }
    const char = word[i] as string;
    out += char === 'y' && !yIsConsonant(word, i) ? 'i' : char;
    i += 1;
  }
  // Doubles, then vowel runs.
  out = out.replace(/(.)\1+/g, '$1').replace(/[aeiou]+/g, 'a');
  // Repeated, so a joined izafat after a final h is the bare word too (Shahe / Shah-e / Shah).
  for (;;) {
    if (out.length > 2 && out.endsWith('ah')) out = out.slice(0, -1);
    else if (out.length > 1 && out.endsWith('a')) out = out.slice(0, -1);
    else break;
  }
  return out === 'a' ? '' : out;
}

/** Urdu word endings that inflect (ں after a long vowel; then ہ, ی (also ے), ا), never the word's first two letters. */
const URDU_NASAL = '\u06ba';
const URDU_ENDINGS = new Set(['\u06c1', '\u06cc', '\u0627']);

/**
 * Folds one Urdu-script word (already `normalizeUrdu`d) to its search key: its inflected ending goes, so the
 * direct, oblique and plural forms meet: کعبہ / کعبے / کعبا, مدینہ / مدینے, گناہوں / گناہ, عظمتیں / عظمت,
 * نغمہ / نغمۂ (an izafat written on the word's end). A nasal ں goes (with the و of a plural وں), then one
 * final ہ, ی or ا; at least two letters stay (کی, سے, ہے keep theirs).
 */
function foldUrduWord(word: string): string {
  let out = word;
  if (out.length > 2 && out.endsWith(URDU_NASAL)) {
    out = out.slice(0, -1);
    if (out.length > 2 && out.endsWith('\u0648')) out = out.slice(0, -1);
  }
  if (out.length > 2 && URDU_ENDINGS.has(out[out.length - 1] as string)) out = out.slice(0, -1);
  return out;
}

/** y is a consonant at a word's start and before a vowel (Ya, Diyar, Aaya), except a final "ye" (Aye = Ae). */
function yIsConsonant(word: string, i: number): boolean {
  if (i === 0) return true;
  const next = word[i + 1] ?? '';
  if (!VOWEL.test(next)) return false;
  return !(next === 'e' && i + 2 === word.length);
}

/** The words of `text` as written (normalised, apostrophes dropped), before any folding. */
const writtenWords = (text: string): string[] =>
  normalizeUrdu(text).replace(APOSTROPHES, '').match(WORD) ?? [];

/** The folded words of `text` in order, empty words (izafat, lone vowels) left out. */
export function searchWords(text: string): string[] {
  return writtenWords(text)
    .map(foldWord)
    .filter((word) => word !== '');
}

/**
 * A word's exact key: the word as written, with only the spellings that never change a word folded
 * (ee = i, oo = u, the consonant pairs of foldWord, doubled letters single: Ilaahi = Ilahi, Qari = Kari), so
 * vowels still tell words apart (Ilahi, Ali and Ula all fold to "al", but their exact keys differ). A whole
 * word met by its exact key ranks above one met only by its folded key (server/db/search/ranking.ts).
 */
export function exactWord(word: string): string {
  if (!LATIN_WORD.test(word)) return word;
  let out = '';
  const written = word.replace(/ee/g, 'i').replace(/oo/g, 'u');
  for (let i = 0; i < written.length;) {
    const rule = CONSONANTS.find(([from]) => written.startsWith(from, i));
    if (rule) {
      out += rule[1];
      i += rule[0].length;
      continue;
    }
    out += written[i] as string;
    i += 1;
  }
  return out.replace(/(.)\1+/g, '$1');
}

/** A query or text word in both forms: `word` folded (what matches), `exact` as written (what ranks first). */
export interface SearchTerm {
  word: string;
  exact: string;
  /** How many letters it was written with. */
  letters: number;
}

/** The words of `text` in both forms, in order, empty words (izafat, lone vowels) left out. */
export function searchTerms(text: string): SearchTerm[] {
  return writtenWords(text)
    .map((written) => ({
      word: foldWord(written),
      exact: exactWord(written),
      letters: Array.from(written).length,
    }))
    .filter((term) => term.word !== '');
}

/** A text's exact form: the exact keys of its words, as `searchForm` lays out the folded ones. */
export function exactForm(text: string): string {
  const words = searchTerms(text).map((term) => term.exact);
  return words.length === 0 ? '' : ` ${words.join(' ')} `;
}

/**
 * A text's searchable form: its folded words joined by single spaces, with a space at each end, so
 * " w" finds a word's start and " w " a whole word by substring match (LIKE or a trigram index).
 */
export function searchForm(text: string): string {
  const words = searchWords(text);
  return words.length === 0 ? '' : ` ${words.join(' ')} `;
}

/**
 * The query's distinct folded words, longest first (the most selective leads the index lookup). A query of
 * vowels only ("a", "e", "ae": a listener starting to type) asks for "a", which every folded vowel is, rather
 * than for nothing.
 */
export function queryWords(query: string): string[] {
  const words = [...new Set(searchWords(query))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  if (words.length === 0 && /[aeiouy]/.test(normalizeUrdu(query))) return ['a'];
  return words;
}

/** The query's distinct terms (folded word and exact key), in `queryWords`' order of their folded words. */
export function queryTerms(query: string): SearchTerm[] {
  const words = queryWords(query);
  const seen = new Map<string, SearchTerm>();
  for (const term of searchTerms(query)) seen.set(`${term.word}\n${term.exact}`, term);
  const terms = [...seen.values()];
  if (terms.length === 0) return words.map((word) => ({ word, exact: word, letters: word.length }));
  return terms.sort((a, b) => words.indexOf(a.word) - words.indexOf(b.word) || (a.exact < b.exact ? -1 : 1));
}
