/**
 * The title and artist of an audio file, read in the browser from its ID3 tags (v2.2, v2.3, v2.4 at the
 * start, v1 in the last 128 bytes) so the bulk-upload rows are filled before a byte is sent. A few dozen
 * lines instead of a tag library: MP3 is what owners bring; other formats start from the file name, and
 * every field stays editable.
 */
export interface AudioTags {
  title: string | null;
  artist: string | null;
}

/** How much of a file's start is read: text frames come first, before any cover picture. */
export const TAG_HEAD_BYTES = 128 * 1024;

const TEXT_FRAMES: Record<string, keyof AudioTags> = {
  TIT2: 'title',
  TT2: 'title',
  TPE1: 'artist',
  TP1: 'artist',
  TPE2: 'artist',
  TP2: 'artist',
};

/** A byte of `b`, 0 past its end (every length below is checked against the end before it is trusted). */
const u8 = (b: Uint8Array, at: number): number => b[at] ?? 0;

const syncsafe = (b: Uint8Array, at: number): number =>
  ((u8(b, at) & 0x7f) << 21) |
  ((u8(b, at + 1) & 0x7f) << 14) |
  ((u8(b, at + 2) & 0x7f) << 7) |
  (u8(b, at + 3) & 0x7f);

const uint32 = (b: Uint8Array, at: number): number =>
  ((u8(b, at) << 24) | (u8(b, at + 1) << 16) | (u8(b, at + 2) << 8) | u8(b, at + 3)) >>> 0;

const ascii = (b: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...b.subarray(from, from + length));

/** A text frame's value: its first byte names the encoding (ISO-8859-1, UTF-16 with BOM, UTF-16BE, UTF-8). */
export function decodeText(body: Uint8Array): string {
  const encoding = body[0];
  const bytes = body.subarray(1);
  const label = encoding === 1 ? 'utf-16' : encoding === 2 ? 'utf-16be' : encoding === 3 ? 'utf-8' : 'latin1';
  let text: string;
  if (label === 'utf-16') {
    // The BOM says the byte order; TextDecoder('utf-16') alone assumes little-endian.
    const bigEndian = bytes[0] === 0xfe && bytes[1] === 0xff;
    text = new TextDecoder(bigEndian ? 'utf-16be' : 'utf-16le').decode(bytes);
  } else {
    text = new TextDecoder(label).decode(bytes);
  }
  // Several values are separated by NUL; the first one is the one shown.
  return (text.replace(/^\uFEFF/, '').split('\0')[0] ?? '').trim();
}

/** Tags from the ID3v2 block at the start of `head` (null fields when there is none). */
export function readId3v2(head: Uint8Array): AudioTags {
  const tags: AudioTags = { title: null, artist: null };
  if (head.length < 10 || ascii(head, 0, 3) !== 'ID3') return tags;
  const version = u8(head, 3);
  if (version < 2 || version > 4) return tags;
  const flags = u8(head, 5);
  const end = Math.min(head.length, 10 + syncsafe(head, 6));
  let at = 10;
  if (version >= 3 && flags & 0x40) {
    // An extended header: v2.4 gives its whole size (syncsafe), v2.3 the size after its own 4 bytes.
    at += version === 4 ? syncsafe(head, 10) : uint32(head, 10) + 4;
  }
  const idLength = version === 2 ? 3 : 4;
  const headerLength = version === 2 ? 6 : 10;
  while (at + headerLength <= end) {
    const id = ascii(head, at, idLength);
    if (!/^[A-Z0-9]+$/.test(id)) break; // padding
    const size =
      version === 2
        ? (u8(head, at + 3) << 16) | (u8(head, at + 4) << 8) | u8(head, at + 5)
        : version === 4
          ? syncsafe(head, at + 4)
          : uint32(head, at + 4);
    const bodyStart = at + headerLength;
    if (size <= 0 || bodyStart + size > end) break;
    const field = TEXT_FRAMES[id];
    // TPE1 (the performer) wins over TPE2 (the album artist).
    if (field && (tags[field] === null || id === 'TPE1' || id === 'TP1')) {
      const value = decodeText(head.subarray(bodyStart, bodyStart + size));
      if (value !== '') tags[field] = value;
    }
    at = bodyStart + size;
  }
  return tags;
}

/** Tags from an ID3v1 block (the last 128 bytes of the file). */
export function readId3v1(tail: Uint8Array): AudioTags {
  if (tail.length !== 128 || ascii(tail, 0, 3) !== 'TAG') return { title: null, artist: null };
  const field = (from: number) =>
    new TextDecoder('latin1')
      .decode(tail.subarray(from, from + 30))
      .split('\0')[0]
      ?.trim() || null;
  return { title: field(3), artist: field(33) };
}

/** The file's title and artist: ID3v2 first, ID3v1 for what it lacks. */
export function readTags(head: Uint8Array, tail: Uint8Array): AudioTags {
  const v2 = readId3v2(head);
  const v1 = readId3v1(tail);
  return { title: v2.title ?? v1.title, artist: v2.artist ?? v1.artist };
}

/** Reads a picked file's tags; a file that cannot be read simply has none. */
export async function readFileTags(file: Blob): Promise<AudioTags> {
  try {
    const head = new Uint8Array(await file.slice(0, TAG_HEAD_BYTES).arrayBuffer());
    const tail =
      file.size >= 128 ? new Uint8Array(await file.slice(file.size - 128).arrayBuffer()) : new Uint8Array();
    return readTags(head, tail);
  } catch {
    return { title: null, artist: null };
  }
}
