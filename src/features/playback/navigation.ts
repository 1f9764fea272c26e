/**
 * Next, Previous and the end of a track, moving through the list playOrder.ts derives, so every button, key,
 * lock-screen action and ended track lands exactly on the naat the players name as "Up next".
 */
import type { AppThunk } from '../../app/store';
import { playlistEnded, sleptAtTrackEnd, trackChosen, trackRepeated } from './playerSlice';
import { moveTarget } from './playOrder';

/** The next playable item; at the end of the playlist, playback stops and the time goes back to 0. */
export const next = (): AppThunk => (dispatch, getState) => {
  if (!getState().player.currentAudio) return;
  const target = moveTarget(getState(), 'next');
  dispatch(target ? trackChosen({ playlist: target.list, index: target.index }) : playlistEnded());
};

/** Moves back only when there is an earlier playable item. */
export const previous = (): AppThunk => (dispatch, getState) => {
  if (!getState().player.currentAudio) return;
  const target = moveTarget(getState(), 'previous');
  if (target) dispatch(trackChosen({ playlist: target.list, index: target.index }));
};

/**
 * The current track played to its end: pause there (the sleep timer's "end of this naat"), repeat it, move on
 * (wrapping when repeating all), or stop at the end of the playlist.
 */
export const trackEnded = (): AppThunk => (dispatch, getState) => {
  const { player } = getState();
  if (!player.currentAudio) return;
  if (player.sleepTimer?.kind === 'endOfTrack') {
    dispatch(sleptAtTrackEnd());
    return;
  }
  if (player.repeat === 'one') {
    dispatch(trackRepeated());
    return;
  }
  const target = moveTarget(getState(), 'ended');
  dispatch(target ? trackChosen({ playlist: target.list, index: target.index }) : playlistEnded());
};
