/**
 * The downloaded file's name, '{title} - {artist}.mp3' (a data-saver download keeps its own
 * kind: '.m4a' for AAC, '.mp4' or '.webm' for Opus),
 * keeping only letters (any script), digits, spaces, hyphens, underscores and dots.
 */
export function downloadFileName(title: string, artist: string, extension = 'mp3'): string {
  return `${title} - ${artist}.${extension}`.replace(/[^\p{L}\p{N} ._-]/gu, '');
}
