/**
 * What can play with no network: only downloaded naats (their audio is in the downloads cache, which the
 * service worker answers from). Online, everything can.
 */
export function isPlayableOffline(
  naat: { id: number },
  downloadedIds: ReadonlySet<number>,
  online: boolean,
): boolean {
  return online || downloadedIds.has(naat.id);
}

/**
 * The index of the nearest item after `fromIndex` (step 1) or before it (step -1) that can play, or -1 when
 * none can: the queue and playlists skip naats that are not downloaded while offline.
 */
export function findPlayableIndex<T>(
  playlist: readonly T[],
  fromIndex: number,
  step: 1 | -1,
  canPlay: (item: T) => boolean,
): number {
  for (let index = fromIndex + step; index >= 0 && index < playlist.length; index += step) {
    const item = playlist[index];
    if (item !== undefined && canPlay(item)) return index;
  }
  return -1;
}
