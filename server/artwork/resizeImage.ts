import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ART_SIZES, type ArtSize } from '../og/card';

/** Largest upload taken, in bytes. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Largest width or height taken, in pixels. */
export const IMAGE_MAX_SIDE = 8000;
/**
 * Largest pixel count decoded: a few kilobytes of PNG can claim 8000x8000 pixels of one colour and take
 * 256 MB of memory to decode, so the decoder itself refuses past this (sharp's limitInputPixels).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_REFUSALS = {
  empty: 'The image is empty: choose a JPEG, PNG or WebP file.',
  tooLarge: 'The image is larger than 20 MB: choose a smaller file.',
  notImage: 'The file is not an image: choose a JPEG, PNG or WebP file.',
  format: 'This image format is not supported: choose a JPEG, PNG or WebP file.',
  tooWide: 'The image is more than 8,000 pixels wide or high: choose a smaller one.',
  bomb: 'The image has too many pixels to decode safely (more than 40 million): choose a smaller one.',
} as const;

/** An upload refused with one sentence (answered 400, or 413 for the size). */
export class ImageRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413 | 415,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
}

export interface ResizedImage {
  /** A short hash of the upload: the stored files' version. */
  hash: string;
  /** WebP squares, one per artwork size. */
  squares: Map<ArtSize, Buffer>;
}

const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an uploaded picture and makes its artwork squares: each size cropped to a square from the middle
 * (the upload's own orientation applied), re-encoded as WebP with no metadata, so nothing of the uploaded
 * file (EXIF, GPS, colour profiles, a payload after the image) is kept or served.
 */
export async function resizeImage(bytes: Buffer): Promise<ResizedImage> {
  if (bytes.length === 0) throw new ImageRefused(IMAGE_REFUSALS.empty, 400);
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRefused(IMAGE_REFUSALS.tooLarge, 413);
  let format = '';
  let width = 0;
  let height = 0;
  try {
    // Reads the header only: nothing is decoded yet.
    ({ format, width, height } = await sharp(bytes).metadata());
  } catch {
    throw new ImageRefused(IMAGE_REFUSALS.notImage, 400);
  }
  if (!FORMATS.has(format)) throw new ImageRefused(IMAGE_REFUSALS.format, 415);
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) throw new ImageRefused(IMAGE_REFUSALS.tooWide, 400);
  const squares = new Map<ArtSize, Buffer>();
  try {
    for (const size of ART_SIZES) {
      const square = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'centre' })
        .webp({ quality: size > 96 ? 82 : 75 })
        .toBuffer();
      squares.set(size, square);
    }
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw new ImageRefused(IMAGE_REFUSALS.bomb, 400);
    throw new ImageRefused(IMAGE_REFUSALS.notImage, 400);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { hash, squares };
}
