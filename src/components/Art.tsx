import { useState } from 'react';
import { artGradient, initialOf } from '../lib/art';

interface ArtProps {
  /** Used for the placeholder's letter and colour. */
  name: string;
  image?: string | null;
  className?: string;
  round?: boolean;
}

/**
 * Cover art with a fixed aspect ratio (no layout shift). Without an image, or when it fails to load, a
 * gradient with the name's first letter stands in.
 */
export function Art({ name, image, className = '', round = false }: ArtProps) {
  const [failed, setFailed] = useState(false);
  const classes = `art ${round ? 'art-round' : ''} ${className}`;
  if (image && !failed) {
    return (
      <span className={classes}>
        <img src={image} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className={classes} style={{ backgroundImage: artGradient(name) }} aria-hidden="true">
      <span className="art-letter">{initialOf(name)}</span>
    </span>
  );
}
