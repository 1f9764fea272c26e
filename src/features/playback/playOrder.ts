/**
 * What plays next, derived in one place from the player's model: the playlist, the current index and the
 * playlist source ('regular', 'queue' or 'favorites'). For the 'queue' and 'favorites' sources the playlist is
 * the queue or the favorites themselves, live, so an edit to either is what Next plays at once; a 'regular'
 * playlist (a page, a reciter, the radio, a search) is the list the naat was started from. Nothing keeps a
 * copy in step: the queue panel, the full-screen player, the transport buttons, the lock screen and the
 * navigation thunks (navigation.ts) all read these functions.
 *
 * Next moves to the following item that can play (offline: a downloaded one), Previous to the one before;
 * when the track ends, "repeat all" wraps to the first playable item. The current naat may have left its list
 * (unfavorited while playing from the favorites, or removed from the restored queue on load): Next then plays
 * the item that took its place and Previous the one before that place.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';
import type { RootState } from '../../app/store';
import { isPlayableOffline } from '../../lib/offline';
import { selectDownloadedIds } from './downloadRecords';
import type { PlaylistSource, RepeatMode } from './playerSlice';

export interface PlayOrderInput {
  source: PlaylistSource;
  /** The player's own playlist: the list of a 'regular' source. */
  playlist: readonly Naat[];
  queue: readonly Naat[];
  favorites: readonly Naat[];
  currentId: number | null;
  /** The current naat's index when its track started; where it was if it has since left the list. */
  currentIndex: number;
}

export interface PlayOrder {
  source: PlaylistSource;
  /** The list Next and Previous move through. */
  list: readonly Naat[];
  /** The current naat's index in `list`, or -1 when it is not (or no longer) in it. */
  index: number;
  /**
   * Where Next and Previous count from: the current naat's index, or, when it left the list, the index of the
   * item that took its place (Next plays that one).
   */
  place: number;
}

export type CanPlay = (naat: Naat) => boolean;

export function listOf(
  input: Pick<PlayOrderInput, 'source' | 'playlist' | 'queue' | 'favorites'>,
): readonly Naat[] {
  if (input.source === 'queue') return input.queue;
  if (input.source === 'favorites') return input.favorites;
  return input.playlist;
}

export function playOrderOf(input: PlayOrderInput): PlayOrder {
  const list = listOf(input);
  const index = input.currentId === null ? -1 : list.findIndex((naat) => naat.id === input.currentId);
  const place = index >= 0 ? index : Math.min(Math.max(input.currentIndex, 0), list.length);
  return { source: input.source, list, index, place };
}

function findFrom(list: readonly Naat[], start: number, step: 1 | -1, canPlay: CanPlay): number {
  for (let at = start; at >= 0 && at < list.length; at += step) {
    const naat = list[at];
    if (naat && canPlay(naat)) return at;
  }
  return -1;
}

/** The index Next plays, or -1 at the end of the list (Next is disabled there). */
export function nextIndex(order: PlayOrder, canPlay: CanPlay): number {
  return findFrom(order.list, order.index >= 0 ? order.place + 1 : order.place, 1, canPlay);
}

/** The index Previous plays, or -1 at the start (Previous is disabled there). */
export function previousIndex(order: PlayOrder, canPlay: CanPlay): number {
  return findFrom(order.list, order.place - 1, -1, canPlay);
}

/** The index that plays when the current track ends: the next one, or the first when repeating all. */
export function indexAfterEnd(order: PlayOrder, repeat: RepeatMode, canPlay: CanPlay): number {
  const following = nextIndex(order, canPlay);
  if (following >= 0 || repeat !== 'all') return following;
  return findFrom(order.list, 0, 1, canPlay);
}

// Selectors over the store: the only way the interface and the effects learn what plays next.

const selectCanPlay = createSelector(
  [selectDownloadedIds, (state: RootState) => state.connectivity.online],
  (downloaded, online): CanPlay =>
    (naat) =>
      isPlayableOffline(naat, downloaded, online),
);

/** The part of the store the order is made of (persistence reads it before the whole store exists). */
export type PlayOrderState = Pick<RootState, 'player' | 'queue' | 'favorites'>;

export const selectPlayOrder = createSelector(
  [
    (state: PlayOrderState) => state.player.playlistSource,
    (state: PlayOrderState) => state.player.playlist,
    (state: PlayOrderState) => state.queue.items,
    (state: PlayOrderState) => state.favorites.items,
    (state: PlayOrderState) => state.player.currentAudio?.id ?? null,
    (state: PlayOrderState) => state.player.currentIndex,
  ],
  (source, playlist, queue, favorites, currentId, currentIndex): PlayOrder =>
    playOrderOf({ source, playlist, queue, favorites, currentId, currentIndex }),
);

const naatAt = (order: PlayOrder, index: number): Naat | null =>
  index >= 0 ? (order.list[index] ?? null) : null;

/** The naat Next will play, or null when Next has nowhere to go. */
export const selectUpNext = createSelector([selectPlayOrder, selectCanPlay], (order, canPlay) =>
  naatAt(order, nextIndex(order, canPlay)),
);

export const selectPreviousNaat = createSelector([selectPlayOrder, selectCanPlay], (order, canPlay) =>
  naatAt(order, previousIndex(order, canPlay)),
);

/**
 * Whether the queue, read from the current naat down, shows what Next plays: always when the queue is the
 * playlist; for a page's list, only while the queue's next row is the page's next naat (a list played in full
 * into an empty queue, say). When it does not, the queue panel says so rather than imply the queue's order.
 */
export const selectQueueShowsOrder = createSelector(
  [selectPlayOrder, selectUpNext, (state: RootState) => state.queue.items],
  (order, upNext, queue): boolean => {
    if (order.source === 'queue') return true;
    const currentId = order.list[order.index]?.id;
    const at = queue.findIndex((naat) => naat.id === currentId);
    return at >= 0 && (queue[at + 1]?.id ?? null) === (upNext?.id ?? null);
  },
);

export const selectCanGoNext = (state: RootState): boolean =>
  state.player.currentAudio !== null && selectUpNext(state) !== null;

export const selectCanGoPrevious = (state: RootState): boolean =>
  state.player.currentAudio !== null && selectPreviousNaat(state) !== null;

/** Where each move goes, for the navigation thunks. */
export function moveTarget(
  state: RootState,
  move: 'next' | 'previous' | 'ended',
): { list: readonly Naat[]; index: number } | null {
  const order = selectPlayOrder(state);
  const canPlay = selectCanPlay(state);
  const index =
    move === 'next'
      ? nextIndex(order, canPlay)
      : move === 'previous'
        ? previousIndex(order, canPlay)
        : indexAfterEnd(order, state.player.repeat, canPlay);
  return index >= 0 ? { list: order.list, index } : null;
}
