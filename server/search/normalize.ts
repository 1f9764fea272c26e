/**
 * The one text normaliser for search, applied to both the stored text and the query so they meet in the
 * same form. The page has a twin (src/lib/urdu.ts) with the same rules, for highlighting; keep both
 * character-identical in behaviour:
 *  1. Arabic diacritics removed: U+064B–U+065F (harakat, tanwin, shadda, sukun...), U+0670 (superscript
 *     alef) and U+06D6–U+06ED (Quranic annotation marks).
 *  2. Arabic letter variants unified on the Urdu form: ك->ک, ي/ى->ی, ه->ہ, ة->ۃ.
 *  3. Lowercase (String.prototype.toLowerCase, locale-independent).
 */
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const VARIANTS = /[\u0643\u064A\u0649\u0647\u0629]/g;
const CANONICAL: Readonly<Record<string, string>> = {
  '\u0643': '\u06A9', // Arabic kaf -> keheh
  '\u064A': '\u06CC', // Arabic yeh -> Farsi yeh
  '\u0649': '\u06CC', // alef maksura -> Farsi yeh
  '\u0647': '\u06C1', // Arabic heh -> heh goal
  '\u0629': '\u06C3', // teh marbuta -> teh marbuta goal
};

export function normalizeSearchText(text: string): string {
  return text
    .replace(DIACRITICS, '')
    .replace(VARIANTS, (letter) => CANONICAL[letter] ?? letter)
    .toLowerCase();
}
