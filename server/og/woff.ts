import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the TrueType/OpenType file it wraps. The card renderer
 * (resvg) reads only TTF/OTF, and the fonts come from npm packages made for browsers, which ship WOFF: each
 * table is stored zlib-deflated (or as it is when that is no smaller) and is simply inflated back.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  if (44 + numTables * 20 > woff.length) throw new Error('WOFF table directory is cut short');
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    if (offset + compLength > woff.length) throw new Error('WOFF table runs past the end of the file');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length once inflated');
    tables.push({ tag, checksum, data });
  }
  // The sfnt directory is sorted by tag, with the binary-search fields OpenType defines.
  tables.sort((a, b) => a.tag - b.tag);
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/** Where each table of an sfnt starts. */
function tableOffsets(sfnt: Buffer): Map<string, number> {
  const tables = new Map<string, number>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    tables.set(sfnt.toString('latin1', 12 + i * 16, 16 + i * 16), sfnt.readUInt32BE(20 + i * 16));
  }
  return tables;
}

/**
 * Each character an sfnt font (TTF/OTF) has a glyph for, with that glyph's number, from its `cmap` table
 * (format 12, else 4): what the font can really draw, not what its package claims to cover.
 */
export function fontGlyphs(sfnt: Buffer): Map<number, number> {
  const cmap = tableOffsets(sfnt).get('cmap');
  if (cmap === undefined) throw new Error('The font has no cmap table');
  const subtables = new Map<number, number>();
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + sfnt.readUInt32BE(record + 4);
    subtables.set(sfnt.readUInt16BE(offset), offset);
  }
  const glyphs = new Map<number, number>();
  const format12 = subtables.get(12);
  const format4 = subtables.get(4);
  if (format12 !== undefined) {
    const groups = sfnt.readUInt32BE(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const group = format12 + 16 + g * 12;
      const start = sfnt.readUInt32BE(group);
      const end = sfnt.readUInt32BE(group + 4);
      const first = sfnt.readUInt32BE(group + 8);
      for (let code = start; code <= end; code++) {
        if (first + code - start !== 0) glyphs.set(code, first + code - start);
      }
    }
  } else if (format4 !== undefined) {
    const segments = sfnt.readUInt16BE(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const start = sfnt.readUInt16BE(starts + s * 2);
      const end = sfnt.readUInt16BE(ends + s * 2);
      const delta = sfnt.readInt16BE(deltas + s * 2);
      const rangeOffset = sfnt.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          glyph = sfnt.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
  } else throw new Error('The font has no cmap subtable of format 4 or 12');
  return glyphs;
}

/** The characters a font has glyphs for. */
export const fontCodePoints = (sfnt: Buffer): Set<number> => new Set(fontGlyphs(sfnt).keys());

/**
 * How wide each character a font has is, in ems, from `hmtx` (kerning left out: it only narrows a line, so
 * a line measured to fit does fit).
 */
export function fontAdvances(sfnt: Buffer): Map<number, number> {
  const tables = tableOffsets(sfnt);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  if (head === undefined || hhea === undefined || hmtx === undefined) {
    throw new Error('The font has no head, hhea or hmtx table');
  }
  const unitsPerEm = sfnt.readUInt16BE(head + 18);
  const metrics = sfnt.readUInt16BE(hhea + 34);
  const advances = new Map<number, number>();
  for (const [code, glyph] of fontGlyphs(sfnt)) {
    // Glyphs past the last metric share its advance (monospaced tails).
    const advance = sfnt.readUInt16BE(hmtx + Math.min(glyph, metrics - 1) * 4);
    advances.set(code, advance / unitsPerEm);
  }
  return advances;
}
