/**
 * The downloaded file's name, '{title} - {artist}.mp3', keeping only letters (any script), digits, spaces,
 * hyphens, underscores and dots.
 */
export function downloadFileName(title: string, artist: string): string {
  return `${title} - ${artist}.mp3`.replace(/[^\p{L}\p{N} ._-]/gu, '');
}
