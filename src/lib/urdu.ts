/**
 * Search normalisation for Urdu and Arabic script, the same rules as server/search/normalize.ts: lower case,
 * Arabic diacritics removed, and the letters that Urdu keyboards and Arabic text mix made one.
 */

/** Harakat, tanwin, superscript alef and Quranic marks: ignored when matching. */
const isDiacritic = (code: number): boolean =>
  (code >= 0x064b && code <= 0x065f) || code === 0x0670 || (code >= 0x06d6 && code <= 0x06ed);

const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  '\u0643': '\u06a9', // Arabic kaf ك -> Urdu keheh ک
  '\u064a': '\u06cc', // Arabic yeh ي -> Farsi yeh ی
  '\u0649': '\u06cc', // alef maksura ى -> Farsi yeh ی
  '\u0647': '\u06c1', // Arabic heh ه -> heh goal ہ
  '\u0629': '\u06c3', // teh marbuta ة -> Urdu teh marbuta goal ۃ
};

/** Normalises one code point; '' when it is dropped. */
function normalizeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (isDiacritic(code)) return '';
  return LETTER_VARIANTS[char] ?? char.toLowerCase();
}

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

/** Normalises and remembers where every output unit came from, so matches can be mapped back. */
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

/** True when the code point at `index` of `text` is a diacritic (dropped by normalisation). */
export function isDiacriticAt(text: string, index: number): boolean {
  const code = text.codePointAt(index);
  return code !== undefined && isDiacritic(code);
}
