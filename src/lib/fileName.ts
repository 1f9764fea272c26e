/**
 * The downloaded file's name, '{title} - {artist}.mp3' ('.m4a' for a data-saver download, which is AAC),
 * keeping only letters (any script), digits, spaces, hyphens, underscores and dots.
 */
export function downloadFileName(title: string, artist: string, extension = 'mp3'): string {
  return `${title} - ${artist}.${extension}`.replace(/[^\p{L}\p{N} ._-]/gu, '');
}
