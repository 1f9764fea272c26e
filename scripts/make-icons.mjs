// Draws the app's icons (a gold crescent holding a sound wave on deep green) and writes them as PNG files
// with node:zlib alone, plus the same drawing as favicon.svg. Run `node scripts/make-icons.mjs` after
// changing the drawing; the files in public/ are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const GREEN = [0x0f, 0x51, 0x32];
const GOLD = [0xd4, 0xa0, 0x17];

// The drawing in a unit box (0..1 both ways), centred on (0.5, 0.5).
const OUTER = { x: 0.44, y: 0.5, r: 0.4 };
const CUT = { x: 0.6, y: 0.46, r: 0.34 };
const BAR_WIDTH = 0.075;
const BARS = [
  { x: 0.6, height: 0.24 },
  { x: 0.72, height: 0.38 },
  { x: 0.84, height: 0.2 },
];

const inCircle = (x, y, circle) => (x - circle.x) ** 2 + (y - circle.y) ** 2 <= circle.r ** 2;

/** A bar with round ends: a segment from top to bottom at the bar's x, thickened by half its width. */
function inBar(x, y, bar) {
  const half = BAR_WIDTH / 2;
  const top = 0.5 - bar.height / 2 + half;
  const bottom = 0.5 + bar.height / 2 - half;
  const nearestY = Math.min(bottom, Math.max(top, y));
  return (x - bar.x) ** 2 + (y - nearestY) ** 2 <= half ** 2;
}

const isGold = (x, y) =>
  (inCircle(x, y, OUTER) && !inCircle(x, y, CUT)) || BARS.some((bar) => inBar(x, y, bar));

/**
 * Renders a size x size icon: a full green square with the drawing scaled to `artScale` of the side.
 * Each pixel is sampled 4x4 times so the edges are smooth.
 */
function render(size, artScale) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  const artOrigin = (1 - artScale) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size - artOrigin) / artScale;
          const y = ((py + (sy + 0.5) / samples) / size - artOrigin) / artScale;
          if (isGold(x, y)) hits++;
        }
      }
      const t = hits / samples ** 2;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(GREEN[channel] * (1 - t) + GOLD[channel] * t);
      }
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGBA PNG; every row uses filter 0 (none), which deflate compresses well for flat colours. */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  // 'any' icons: the drawing fills most of the square.
  { file: 'public/icons/icon-192.png', size: 192, artScale: 0.78 },
  { file: 'public/icons/icon-512.png', size: 512, artScale: 0.78 },
  // Maskable: launchers may crop to a circle of 80% of the side (a radius of 0.4). The drawing's farthest
  // point is 0.46 of its box from the centre, so at 0.7 it reaches 0.32 of the side: safely inside.
  { file: 'public/icons/maskable-512.png', size: 512, artScale: 0.7 },
  // iOS rounds the corners itself and wants no transparency.
  { file: 'public/apple-touch-icon.png', size: 180, artScale: 0.74 },
];

for (const { file, size, artScale } of ICONS) {
  writeFileSync(path.join(root, file), encodePng(size, render(size, artScale)));
  console.log(`wrote ${file}`);
}

const unit = (value) => +(value * 64).toFixed(2);
const bars = BARS.map(
  (bar) =>
    `<rect x="${unit(bar.x - BAR_WIDTH / 2)}" y="${unit(0.5 - bar.height / 2)}" width="${unit(BAR_WIDTH)}" ` +
    `height="${unit(bar.height)}" rx="${unit(BAR_WIDTH / 2)}"/>`,
).join('');
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" rx="12" fill="#0f5132"/>` +
  `<mask id="crescent"><rect width="64" height="64" fill="#fff"/>` +
  `<circle cx="${unit(CUT.x)}" cy="${unit(CUT.y)}" r="${unit(CUT.r)}" fill="#000"/></mask>` +
  `<g fill="#d4a017" transform="translate(5.12 5.12) scale(0.84)"><circle cx="${unit(OUTER.x)}" cy="${unit(OUTER.y)}" r="${unit(OUTER.r)}" mask="url(#crescent)"/>` +
  `${bars}</g></svg>\n`;
writeFileSync(path.join(root, 'public/favicon.svg'), svg);
console.log('wrote public/favicon.svg');
