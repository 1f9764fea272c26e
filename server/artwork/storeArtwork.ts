import { rm, writeFile } from 'node:fs/promises';
import type { AudioStore } from '../storage/audioStore';
import type { CardKind } from '../og/card';
import { ownedTempPath } from '../upload/tempOwner';
import { artworkFileName, artworkFileNames, artworkUrl, uploadedHash } from './artworkNames';
import { resizeImage } from './resizeImage';

/**
 * Checks and resizes an upload (server/artwork/resizeImage.ts: a refusal throws ImageRefused before anything
 * is stored), puts its squares in the image store and answers the artwork URL to keep in the row.
 */
export async function storeArtwork(
  store: AudioStore,
  tempDir: string,
  kind: CardKind,
  id: number,
  bytes: Buffer,
): Promise<string> {
  const { hash, squares } = await resizeImage(bytes);
  for (const [size, square] of squares) {
    const temp = ownedTempPath(tempDir, '.webp');
    try {
      await writeFile(temp, square);
      await store.put(artworkFileName(kind, id, hash, size), temp, 'image/webp');
    } finally {
      await rm(temp, { force: true });
    }
  }
  return artworkUrl(kind, id, hash);
}

/** Removes the stored squares an `image` value points at; nothing when it is not an upload of this one. */
export async function removeArtwork(
  store: AudioStore,
  kind: CardKind,
  id: number,
  image: string | null,
): Promise<void> {
  const hash = uploadedHash(kind, id, image);
  if (hash === null) return;
  for (const name of artworkFileNames(kind, id, hash)) await store.delete(name);
}
