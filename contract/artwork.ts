/**
 * A naat's square artwork: `/og/naat/{id}-art-{size}.png` answers the naat's uploaded picture, else its
 * reciter's, else a square the server draws from its titles and reciter (docs/links.md). The page never
 * chooses between them; it only adds the version of an upload it knows of (`?v=`), so a replaced picture
 * is a new URL and an unchanged one stays cached for a year.
 */
export const ART_SIZES = [96, 256, 512] as const;
export type ArtSize = (typeof ART_SIZES)[number];

interface ArtworkOf {
  id: number;
  image?: string | null;
  naatKhawan: { id: number; image: string | null };
}

/** The version of an uploaded picture, when `image` is this naat's or reciter's artwork URL. */
function uploadedVersion(kind: 'naat' | 'naatkhawan', id: number, image: string | null | undefined) {
  const match = /^\/og\/(naat|naatkhawan)\/(\d+)-art-256\.png\?v=([0-9a-f]{16})$/.exec(image ?? '');
  return match?.[1] === kind && match[2] === String(id) ? (match[3] ?? null) : null;
}

export function naatArtworkUrl(naat: ArtworkOf, size: ArtSize): string {
  const version =
    uploadedVersion('naat', naat.id, naat.image) ??
    uploadedVersion('naatkhawan', naat.naatKhawan.id, naat.naatKhawan.image);
  return `/og/naat/${String(naat.id)}-art-${String(size)}.png${version ? `?v=${version}` : ''}`;
}

/**
 * A reciter's picture in one size: an uploaded one in that size, any other (e.g. imported from another
 * site) as it is, none as null.
 */
export function reciterImageUrl(reciter: { id: number; image: string | null }, size: ArtSize): string | null {
  if (uploadedVersion('naatkhawan', reciter.id, reciter.image) === null) return reciter.image;
  return (reciter.image as string).replace('-art-256.png', `-art-${String(size)}.png`);
}

/**
 * How wide a grid card's artwork shows (`sizes`): half the screen on a phone, a third on a tablet, 200 px
 * beyond. The server's preload of a list's first artwork (server/routes/spa.ts) names the same, so the
 * browser picks the same file for both.
 */
export const GRID_ART_SIZES = '(max-width: 639px) 50vw, (max-width: 1099px) 33vw, 200px';

/** Every size of a naat's artwork with its width (`srcset`), for artwork that grows with its card. */
export const artworkSrcSet = (naat: ArtworkOf): string =>
  ART_SIZES.map((size) => `${naatArtworkUrl(naat, size)} ${String(size)}w`).join(', ');
