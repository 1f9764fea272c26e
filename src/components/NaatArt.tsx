import { useState } from 'react';
import type { Naat } from '../api/types';
import { ART_SIZES, artworkSrcSet, naatArtworkUrl, type ArtSize } from '../../contract/artwork';
import { Art } from './Art';

interface NaatArtProps {
  naat: Pick<Naat, 'id' | 'title' | 'image' | 'naatKhawan'>;
  /** The square's size in CSS pixels at most; the browser picks the file for its screen. */
  size: ArtSize;
  /** Displayed width for `sizes` when the art grows with its card (a grid card); the srcset then offers all. */
  sizes?: string;
  className?: string;
  /** On the first screen (a page's hero, a list's first row): fetched at once, not when scrolled to. */
  eager?: boolean;
}

/**
 * A naat's square artwork (contract/artwork.ts): its uploaded picture, its reciter's, or the one the server
 * draws. Decorative (the title is beside it), lazy unless it is on the first screen, with its size set so nothing moves when it arrives; if it
 * cannot load (offline and never seen), the letter placeholder stands in.
 */
export function NaatArt({ naat, size, sizes, className = '', eager = false }: NaatArtProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Art name={naat.title} className={className} />;
  const next = ART_SIZES.find((candidate) => candidate >= size * 2) ?? 512;
  const srcSet = sizes
    ? artworkSrcSet(naat)
    : `${naatArtworkUrl(naat, size)} 1x, ${naatArtworkUrl(naat, next)} 2x`;
  return (
    <span className={`art ${className}`}>
      <img
        src={naatArtworkUrl(naat, size)}
        srcSet={size === 512 ? undefined : srcSet}
        sizes={sizes}
        width={size}
        height={size}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
