import { createHash } from 'node:crypto';

/**
 * The link-preview card (og:image) of a naat or a reciter, as SVG for the renderer: 1200x630, the size
 * Facebook, WhatsApp and Twitter's large card show uncropped. Pure: text in, SVG and version out.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bumped whenever the drawing below changes, so every cached card is drawn again. */
const DESIGN = 1;

export const LATIN_FAMILY = 'Noto Sans';
export const URDU_FAMILY = 'Noto Nastaliq Urdu';

export type CardKind = 'naat' | 'naatkhawan';

export interface CardText {
  kind: CardKind;
  /** The naat's title, or the reciter's name. */
  title: string;
  /** The Urdu title or name; drawn only when the Urdu font covers every character of it. */
  urdu: string | null;
  /** The naat's reciter; null on a reciter's own card. */
  reciter: string | null;
  appName: string;
}

/**
 * A short hash of everything drawn: the cache key and ETag of the card. It changes exactly when the card
 * would look different (an edited title, a renamed reciter, a new design), never on a play.
 */
export function cardVersion(card: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN, card.kind, card.title, card.urdu, card.reciter, card.appName]))
    .digest('hex')
    .slice(0, 16);
}

/** Whether a font has a glyph for every character of the text but white space. */
export function covers(codePoints: ReadonlySet<number>, text: string): boolean {
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    if (!codePoints.has(char.codePointAt(0) as number)) return false;
  }
  return true;
}

/**
 * At most `max` characters, cut between words. No ellipsis: the Urdu font has none, and in a right-to-left
 * line a Latin one lands on the wrong side.
 */
export function cutAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max + 1).join('');
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : chars.slice(0, max).join('')).trimEnd();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Control characters, lone surrogates and U+FFFE/FFFF are not allowed in XML 1.0; a title may hold one. */
const clean = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The width of a line of text in ems, in the regular or bold Latin font. */
export type Measure = (text: string, bold: boolean) => number;

/** What the drawing needs to know about the fonts the renderer has. */
export interface CardFonts {
  /** Characters the Urdu font has glyphs for: Urdu text with anything else is left out. */
  urdu: ReadonlySet<number>;
  measure: Measure;
}

/** A character no Latin font has is drawn by a fallback font: counted generously, so a line still fits. */
const FALLBACK_EMS = 0.8;

/** A Measure from each font's advance widths in ems (server/og/woff.ts `fontAdvances`). */
export function measureWith(
  regular: ReadonlyMap<number, number>,
  bold: ReadonlyMap<number, number>,
): Measure {
  return (text, isBold) => {
    const advances = isBold ? bold : regular;
    let width = 0;
    for (const char of text) width += advances.get(char.codePointAt(0) as number) ?? FALLBACK_EMS;
    return width;
  };
}

/**
 * Words laid into at most `maxLines` lines of `maxEms`; what does not fit ends in an ellipsis after the last
 * whole word that fits. A word longer than a line is cut.
 */
export function wrapLines(
  text: string,
  maxEms: number,
  maxLines: number,
  measure: Measure,
  bold: boolean,
): string[] {
  const fits = (line: string) => measure(line, bold) <= maxEms;
  const words = text.split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate) || !line) {
      line = candidate;
      used++;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines) {
      line = '';
      break;
    }
    line = word;
    used++;
  }
  if (line) lines.push(line);
  const last = lines.length - 1;
  if (last < 0 || (used === words.length && fits(lines[last] as string))) return lines;
  // Cut: whole words off the end while there are several, then characters, until the ellipsis fits.
  let keptWords = (lines[last] as string).split(' ');
  while (keptWords.length > 1 && !fits(`${keptWords.join(' ')}…`)) keptWords = keptWords.slice(0, -1);
  let kept = keptWords.join(' ');
  while (kept.length > 1 && !fits(`${kept}…`)) kept = kept.slice(0, -1);
  lines[last] = `${kept.trimEnd()}…`;
  return lines;
}

/** Bold Latin title lines from `y`, one under the other; answers the SVG and the baseline after the last. */
function titleLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
): { svg: string; y: number } {
  let svg = '';
  for (const line of lines) {
    svg += `<text x="${x}" y="${y}" font-family="${LATIN_FAMILY}" font-weight="700" font-size="${size}" fill="#f8f5ec">${escapeXml(line)}</text>`;
    y += size * 1.2;
  }
  return { svg, y };
}

/** The cards' green gradient behind a `width` x `height` drawing. */
const background = (width: number, height: number): string =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="#0f5132"/><stop offset="1" stop-color="#0b3d26"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;

const LEFT = 80;
const RIGHT = CARD_WIDTH - 80;
const TEXT_WIDTH = RIGHT - LEFT;

/** The card's SVG: Urdu the Urdu font cannot draw whole is left out rather than drawn with missing letters. */
export function cardSvg(card: CardText, fonts: CardFonts): string {
  const { measure } = fonts;
  const title = clean(card.title) || 'Untitled';
  const urdu = card.urdu === null ? '' : clean(card.urdu);
  const showUrdu = urdu !== '' && covers(fonts.urdu, urdu);
  const reciter = card.reciter === null ? null : clean(card.reciter) || 'Unknown Artist';
  // Longer titles get a smaller size, then two lines, then an ellipsis.
  const titleSize = measure(title, true) * 72 <= TEXT_WIDTH ? 72 : 60;
  const lines = wrapLines(title, TEXT_WIDTH / titleSize, showUrdu ? 2 : 3, measure, true);
  const parts: string[] = [];
  let y = 150;
  const label = card.kind === 'naat' ? 'Naat' : 'NaatKhawan';
  parts.push(
    `<text x="${LEFT}" y="${y}" font-family="${LATIN_FAMILY}" font-weight="700" font-size="30" fill="#d4af37" letter-spacing="3">${escapeXml(label.toUpperCase())}</text>`,
  );
  y += titleSize * 1.25;
  const titles = titleLines(lines, LEFT, y, titleSize);
  parts.push(titles.svg);
  y = titles.y;
  if (showUrdu) {
    // Nastaliq reaches far above and below its baseline: give it room.
    y += 40;
    parts.push(
      `<text x="${RIGHT}" y="${y}" font-family="${URDU_FAMILY}" font-size="54" fill="#d4af37" text-anchor="end" direction="rtl" xml:lang="ur">${escapeXml(cutAtWord(urdu, 40))}</text>`,
    );
  }
  const footer =
    reciter !== null
      ? `<text x="${LEFT}" y="548" font-family="${LATIN_FAMILY}" font-size="40" fill="#f8f5ec">${escapeXml(wrapLines(reciter, (TEXT_WIDTH - 320) / 40, 1, measure, false)[0] ?? '')}</text>`
      : `<text x="${LEFT}" y="548" font-family="${LATIN_FAMILY}" font-size="36" fill="#e3efe7">Naats on ${escapeXml(clean(card.appName))}</text>`;
  const brand =
    reciter !== null
      ? `<text x="${RIGHT}" y="548" font-family="${LATIN_FAMILY}" font-weight="700" font-size="30" fill="#d4af37" text-anchor="end">${escapeXml(wrapLines(clean(card.appName), 280 / 30, 1, measure, true)[0] ?? '')}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    background(CARD_WIDTH, CARD_HEIGHT) +
    `<rect width="16" height="${CARD_HEIGHT}" fill="#d4af37"/>` +
    `<rect x="${LEFT}" y="486" width="${TEXT_WIDTH}" height="2" fill="#d4af37" opacity="0.5"/>` +
    parts.join('') +
    footer +
    brand +
    `</svg>`
  );
}

/** The square artwork's sizes: lock screens, notifications and players pick the one that suits them. */
export const ART_SIZES = [96, 256, 512] as const;
export type ArtSize = (typeof ART_SIZES)[number];

/** The artwork is drawn on a 512 x 512 canvas and scaled to the size asked for. */
const ART = 512;
const ART_LEFT = 40;
const ART_WIDTH = ART - 2 * ART_LEFT;

/**
 * A naat's square artwork where no image was uploaded: its title, Urdu title and reciter on the card's colours,
 * so two naats (or two reciters' naats) never share a lock-screen picture.
 */
export function artSvg(card: CardText, fonts: CardFonts, size: ArtSize): string {
  const { measure } = fonts;
  const title = clean(card.title) || 'Untitled';
  const urdu = card.urdu === null ? '' : clean(card.urdu);
  const showUrdu = urdu !== '' && covers(fonts.urdu, urdu);
  const reciter = card.reciter === null ? null : clean(card.reciter) || 'Unknown Artist';
  const titleSize = measure(title, true) * 48 <= ART_WIDTH * 2 ? 48 : 40;
  const lines = wrapLines(title, ART_WIDTH / titleSize, showUrdu ? 3 : 4, measure, true);
  const titles = titleLines(lines, ART_LEFT, 96 + titleSize, titleSize);
  const parts: string[] = [titles.svg];
  let y = titles.y;
  if (showUrdu) {
    y += 30;
    parts.push(
      `<text x="${ART - ART_LEFT}" y="${y}" font-family="${URDU_FAMILY}" font-size="36" fill="#d4af37" text-anchor="end" direction="rtl" xml:lang="ur">${escapeXml(cutAtWord(urdu, 28))}</text>`,
    );
  }
  const bottom =
    reciter !== null
      ? `<text x="${ART_LEFT}" y="452" font-family="${LATIN_FAMILY}" font-size="30" fill="#f8f5ec">${escapeXml(wrapLines(reciter, ART_WIDTH / 30, 1, measure, false)[0] ?? '')}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${ART} ${ART}">` +
    background(ART, ART) +
    `<rect width="${ART}" height="12" fill="#d4af37"/>` +
    `<text x="${ART_LEFT}" y="72" font-family="${LATIN_FAMILY}" font-weight="700" font-size="22" fill="#d4af37" letter-spacing="3">${escapeXml(wrapLines(clean(card.appName).toUpperCase(), ART_WIDTH / 22, 1, measure, true)[0] ?? '')}</text>` +
    parts.join('') +
    `<rect x="${ART_LEFT}" y="400" width="${ART_WIDTH}" height="2" fill="#d4af37" opacity="0.5"/>` +
    bottom +
    `</svg>`
  );
}
