import { ART_SIZES, type ArtSize, type CardKind } from '../og/card';

/**
 * An uploaded picture of a naat or reciter is known by its kind, id and a short hash of the upload: its three
 * squares are stored as `{kind}-{id}-{hash}-{size}.webp`, and the row keeps the URL of its artwork
 * (`/og/{kind}/{id}-art-256.png?v={hash}`), which is also what the API answers as `image`. A new upload is a
 * new hash, so a new URL: the versioned artwork is cached for a year. Pure.
 */
export const artworkUrl = (kind: CardKind, id: number, hash: string, size: ArtSize = 256): string =>
  `/og/${kind}/${String(id)}-art-${String(size)}.png?v=${hash}`;

export const artworkFileName = (kind: CardKind, id: number, hash: string, size: ArtSize): string =>
  `${kind}-${String(id)}-${hash}-${String(size)}.webp`;

/** Every stored file of one upload. */
export const artworkFileNames = (kind: CardKind, id: number, hash: string): string[] =>
  ART_SIZES.map((size) => artworkFileName(kind, id, hash, size));

/**
 * The hash of the upload an `image` value points at, or null when it is not this naat's or reciter's uploaded
 * artwork (none, or a picture elsewhere, e.g. a reciter image imported as another site's URL).
 */
export function uploadedHash(kind: CardKind, id: number, image: string | null): string | null {
  if (image === null) return null;
  const match = /^\/og\/(naat|naatkhawan)\/(\d+)-art-256\.png\?v=([0-9a-f]{16})$/.exec(image);
  return match && match[1] === kind && match[2] === String(id) ? (match[3] ?? null) : null;
}

/** Where a naat's artwork comes from: its own upload, else its reciter's, else the drawn square. */
export type ArtworkSource = { kind: CardKind; id: number; hash: string } | { kind: 'drawn' };

export function naatArtworkSource(naat: {
  id: number;
  image: string | null;
  naatKhawan: { id: number; image: string | null };
}): ArtworkSource {
  const own = uploadedHash('naat', naat.id, naat.image);
  if (own !== null) return { kind: 'naat', id: naat.id, hash: own };
  const reciter = uploadedHash('naatkhawan', naat.naatKhawan.id, naat.naatKhawan.image);
  if (reciter !== null) return { kind: 'naatkhawan', id: naat.naatKhawan.id, hash: reciter };
  return { kind: 'drawn' };
}

export function reciterArtworkSource(reciter: { id: number; image: string | null }): ArtworkSource {
  const hash = uploadedHash('naatkhawan', reciter.id, reciter.image);
  return hash === null ? { kind: 'drawn' } : { kind: 'naatkhawan', id: reciter.id, hash };
}
