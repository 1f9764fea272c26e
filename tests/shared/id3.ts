/** ID3v2 tags written by hand, so tests control every byte the browser's tag reader sees. */

const syncsafe = (n: number): number[] => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];

/** UTF-16 with a little-endian BOM (encoding 1), as most taggers write non-Latin text in v2.3. */
function utf16(text: string): number[] {
  const bytes = [1, 0xff, 0xfe];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    bytes.push(code & 0xff, code >> 8);
  }
  return bytes;
}

/** An ID3v2.3 (or v2.4, UTF-8) tag with these text frames, e.g. { TIT2: 'Title', TPE1: 'Artist' }. */
export function id3v2Tag(frames: Record<string, string>, version: 3 | 4 = 3): Uint8Array<ArrayBuffer> {
  const body: number[] = [];
  for (const [id, text] of Object.entries(frames)) {
    const value = version === 4 ? [3, ...new TextEncoder().encode(text)] : utf16(text);
    const size =
      version === 4
        ? syncsafe(value.length)
        : [value.length >>> 24, (value.length >> 16) & 0xff, (value.length >> 8) & 0xff, value.length & 0xff];
    body.push(...Array.from({ length: id.length }, (_, i) => id.charCodeAt(i)), ...size, 0, 0, ...value);
  }
  // Some padding, as taggers leave.
  body.push(...new Array<number>(32).fill(0));
  return Uint8Array.from([0x49, 0x44, 0x33, version, 0, 0, ...syncsafe(body.length), ...body]);
}
